/**
 * Scheduled and one-off background jobs (docs/decisions/011-background-work.md): on Postgres a
 * pg-boss queue shared by every replica, each job run by one of them; on the embedded PGlite (one
 * process by definition) an in-process runner behind the same interface.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /**
   * Declares the job `name` and runs its jobs in this process. A handler must be idempotent: a
   * job whose replica died mid-run is run again, and a failed one is retried.
   */
  work(name: string, handler: JobHandler, options?: JobOptions): Promise<void>;
  /**
   * Queues one job of `name` (declared with `work`). With `slotSeconds`, at most one job per slot
   * of that many seconds (slots counted from the epoch on the database's clock) across every
   * replica: a second send in the same slot queues nothing and gives null.
   */
  send(name: string, options?: { slotSeconds?: number }): Promise<string | null>;
  /**
   * Runs `name` every `everyMs` (at least 1 s): this replica ticks twice a period and sends the
   * current period's slot job, so however many replicas tick, each period's job runs once.
   */
  schedule(name: string, everyMs: number): void;
  /** Stops ticking and fetching; waits for the jobs under way. */
  stop(): Promise<void>;
}

export interface JobOptions {
  /** Further tries after a failure (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 1). */
  retryDelaySeconds?: number;
}

export interface JobRun {
  id: string;
  name: string;
  /** 0 on the first try. */
  retryCount: number;
}

export type JobHandler = (run: JobRun) => Promise<unknown>;

/** What the queues report of each run (app.metrics: oyna_job_runs_total, oyna_job_lag_seconds). */
export interface JobMeter {
  ran(name: string, outcome: 'ok' | 'failed'): void;
  lag(name: string, seconds: number): void;
}

export const DEFAULT_RETRY_LIMIT = 2;
export const DEFAULT_RETRY_DELAY_SECONDS = 1;

/** A schedule's slot: whole seconds, at least one (pg-boss slots are whole seconds). */
export function slotSecondsOf(everyMs: number): number {
  if (!(everyMs >= 1000)) throw new Error(`a scheduled job runs at most every second (${everyMs})`);
  return Math.round(everyMs / 1000);
}

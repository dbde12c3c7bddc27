import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  slotSecondsOf,
  type JobHandler,
  type JobMeter,
  type JobOptions,
  type JobQueue,
} from './job-queue';

/**
 * The advisory lock replicas take to create queues one at a time: pg-boss 10 creates a queue's
 * partition and attaches it to its job table, and two replicas doing so at once deadlock.
 */
const QUEUE_CREATION_LOCK = 'oyna:pgboss:create-queue';

/** How long a job may stay active before pg-boss counts its replica dead and retries it. */
const JOB_EXPIRE_SECONDS = 60;

/**
 * The job queue on Postgres (docs/decisions/011-background-work.md): pg-boss 10 in its own schema
 * `pgboss`, shared by every replica. A job is fetched by one worker (`FOR UPDATE SKIP LOCKED`);
 * a slot job is one row per (name, slot) under pg-boss's unique index, so the replicas' ticks
 * queue it once. pg-boss's own cron is off (minute-granular; our sweeps run every few seconds).
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly timers = new Set<NodeJS.Timeout>();
  private started: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly deps: {
      connectionString: string;
      /** Shown as application_name in pg_stat_activity. */
      replicaId: string;
      log: FastifyBaseLogger;
      meter: JobMeter;
      /** How often each worker looks for a job (seconds, at least 0.5; default 1). */
      pollingIntervalSeconds?: number;
    },
  ) {
    this.boss = new PgBoss({
      connectionString: deps.connectionString,
      application_name: `oyna-jobs ${deps.replicaId}`.slice(0, 63),
      max: 4,
      schedule: false,
      // Finished sweeps are of no interest for long: archived after an hour, deleted after a day.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
      maintenanceIntervalSeconds: 60,
    });
    this.boss.on('error', (error: unknown) => deps.log.warn({ err: error }, 'jobs: pg-boss'));
  }

  /** Installs or updates pg-boss's schema (under its advisory lock: many replicas at once). */
  private start(): Promise<unknown> {
    this.started ??= this.boss.start();
    return this.started;
  }

  async work(name: string, handler: JobHandler, options: JobOptions = {}): Promise<void> {
    await this.start();
    await this.createQueue(name, options);
    const { meter } = this.deps;
    await this.boss.work<object>(
      name,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: this.deps.pollingIntervalSeconds ?? 1,
      },
      async (jobs) => {
        for (const job of jobs) {
          // Both times are the database's: replicas' clocks do not enter the lag.
          meter.lag(name, Math.max(0, (job.startedOn.getTime() - job.startAfter.getTime()) / 1000));
          try {
            await handler({ id: job.id, name, retryCount: job.retryCount });
          } catch (error) {
            meter.ran(name, 'failed');
            throw error;
          }
          meter.ran(name, 'ok');
        }
        // Stored as the job's output: ops (and the cluster test) see which replica ran it.
        return { replica: this.deps.replicaId };
      },
    );
  }

  /** Creates the queue unless it exists, one replica at a time (QUEUE_CREATION_LOCK). */
  private async createQueue(name: string, options: JobOptions): Promise<void> {
    if (await this.boss.getQueue(name)) return;
    const client = new pg.Client({ connectionString: this.deps.connectionString });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [QUEUE_CREATION_LOCK]);
      if (await this.boss.getQueue(name)) return;
      await this.boss.createQueue(name, {
        name,
        policy: 'standard',
        retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
        expireInSeconds: JOB_EXPIRE_SECONDS,
      });
    } finally {
      // Ending the session releases its advisory lock.
      await client.end();
    }
  }

  async send(name: string, options: { slotSeconds?: number } = {}): Promise<string | null> {
    await this.start();
    if (options.slotSeconds === undefined) return this.boss.send(name, {});
    return this.boss.send(
      name,
      {},
      { singletonKey: name, singletonSeconds: Math.max(1, Math.round(options.slotSeconds)) },
    );
  }

  schedule(name: string, everyMs: number): void {
    const slotSeconds = slotSecondsOf(everyMs);
    const tick = () => {
      if (this.stopped) return;
      this.send(name, { slotSeconds }).catch((error: unknown) => {
        this.deps.log.warn({ err: error, job: name }, 'jobs: could not queue');
      });
    };
    tick();
    const timer = setInterval(tick, Math.max(500, Math.floor(everyMs / 2)));
    timer.unref();
    this.timers.add(timer);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    if (!this.started) return;
    await this.started.catch(() => undefined);
    // Jobs under way finish (they are short sweeps); what is left is retried elsewhere.
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}

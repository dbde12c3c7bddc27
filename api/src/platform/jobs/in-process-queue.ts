import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
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
 * The job queue of the embedded PGlite default (docs/decisions/011-background-work.md): PGlite
 * lives inside one process, so there is no other replica to share jobs with. Jobs run here, with
 * the same slots, retries and metrics as on pg-boss; nothing is stored, so a job under way when
 * the process ends is simply run at the next period.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly handlers = new Map<string, { handler: JobHandler; options: JobOptions }>();
  /** The last slot sent per job name. */
  private readonly slots = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly deps: { log: FastifyBaseLogger; meter: JobMeter }) {}

  async work(name: string, handler: JobHandler, options: JobOptions = {}): Promise<void> {
    this.handlers.set(name, { handler, options });
  }

  async send(name: string, options: { slotSeconds?: number } = {}): Promise<string | null> {
    const declared = this.handlers.get(name);
    if (!declared) throw new Error(`job ${name} was never declared`);
    if (this.stopped) return null;
    if (options.slotSeconds !== undefined) {
      const slot = Math.floor(Date.now() / 1000 / options.slotSeconds);
      if (this.slots.get(name) === slot) return null;
      this.slots.set(name, slot);
    }
    const id = crypto.randomUUID();
    const run = this.run(id, name, declared.handler, declared.options, Date.now());
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
    return id;
  }

  schedule(name: string, everyMs: number): void {
    const slotSeconds = slotSecondsOf(everyMs);
    const tick = () => {
      this.send(name, { slotSeconds }).catch((error: unknown) => {
        this.deps.log.warn({ err: error, job: name }, 'jobs: could not queue');
      });
    };
    tick();
    const timer = setInterval(tick, Math.max(500, Math.floor(everyMs / 2)));
    timer.unref();
    this.timers.add(timer);
  }

  private async run(
    id: string,
    name: string,
    handler: JobHandler,
    options: JobOptions,
    dueAt: number,
  ): Promise<void> {
    const retryLimit = options.retryLimit ?? DEFAULT_RETRY_LIMIT;
    const delayMs = 1000 * (options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS);
    for (let retryCount = 0; ; retryCount += 1) {
      this.deps.meter.lag(name, Math.max(0, (Date.now() - dueAt) / 1000));
      try {
        await handler({ id, name, retryCount });
        this.deps.meter.ran(name, 'ok');
        return;
      } catch (error) {
        this.deps.meter.ran(name, 'failed');
        this.deps.log.warn({ err: error, job: name, retryCount }, 'jobs: run failed');
        if (retryCount >= retryLimit || this.stopped) return;
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      if (this.stopped) return;
      dueAt = Date.now();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await Promise.all([...this.running]);
  }
}

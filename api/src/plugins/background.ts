import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InProcessQueue } from '../platform/jobs/in-process-queue';
import type { JobHandler, JobMeter, JobOptions, JobQueue } from '../platform/jobs/job-queue';
import { PgBossQueue } from '../platform/jobs/pg-boss-queue';
import { LeaseKeeper, Leases, type LeasedTask } from '../platform/lease';

/**
 * Where the domains hand in their background work (docs/ops.md › Many replicas): periodic jobs
 * and long-running work under a lease. Registered before the platform and the domains, which
 * hand in their work as they register; started when the app is ready, by role.
 */
export interface Background {
  /** True for the roles that run background work (`worker`, `all`); false for `web`. */
  readonly runsJobs: boolean;
  /** The leases of this replica (ops and tests read who holds what). */
  readonly leases: Leases;
  /**
   * A job run every `everyMs` (at least 1 s), once per period across every replica — on one of
   * those that run jobs. The handler must be idempotent (a job is retried after a failure, and
   * run again when its replica died mid-run).
   */
  every(name: string, everyMs: number, handler: JobHandler, options?: JobOptions): void;
  /** Work that runs only on the replica holding lease `name` (the sportsbook feed). */
  leased(name: string, task: LeasedTask): void;
  /** The job queue, once the app is ready on a role that runs jobs. */
  readonly queue: JobQueue | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

async function backgroundPlugin(app: FastifyInstance): Promise<void> {
  const { role, replicaId, leaseTtlMs } = app.config.cluster;
  const runsJobs = role !== 'web';
  const jobs: { name: string; everyMs: number; handler: JobHandler; options?: JobOptions }[] = [];
  const keepers: LeaseKeeper[] = [];
  const leases = new Leases(app.db, replicaId);
  let queue: JobQueue | undefined;
  let started = false;

  app.decorate('background', {
    runsJobs,
    leases,
    get queue() {
      return queue;
    },
    every(name, everyMs, handler, options) {
      if (started) throw new Error(`background job ${name} handed in after start`);
      jobs.push({ name, everyMs, handler, options });
    },
    leased(name, task) {
      if (started) throw new Error(`leased work ${name} handed in after start`);
      keepers.push(
        new LeaseKeeper({
          leases,
          name,
          ttlMs: leaseTtlMs,
          task,
          log: app.log,
          onChange: (held) => app.metrics.leader.set({ job: name }, held ? 1 : 0),
        }),
      );
    },
  } satisfies Background);

  const meter: JobMeter = {
    ran: (job, outcome) => app.metrics.jobRuns.inc({ job, outcome }),
    lag: (job, seconds) => app.metrics.jobLagSeconds.observe({ job }, seconds),
  };

  app.addHook('onReady', async () => {
    started = true;
    app.log.info(
      { role, replicaId, jobs: runsJobs ? jobs.map((j) => j.name) : [] },
      'background work by role',
    );
    if (!runsJobs) return;
    // PGlite is one process by definition: no replica to share jobs with (ADR 011).
    const { databaseUrl } = app.config;
    // docs/decisions/011: pg-boss on Postgres for many replicas; in-process for one process.
    queue =
      app.config.cluster.jobQueue === 'pg-boss' && databaseUrl
        ? new PgBossQueue({ connectionString: databaseUrl, replicaId, log: app.log, meter })
        : new InProcessQueue({ log: app.log, meter });
    for (const job of jobs) await queue.work(job.name, job.handler, job.options);
    for (const job of jobs) queue.schedule(job.name, job.everyMs);
    // Ready means each lease was tried once: a sole replica holds them from here on.
    await Promise.all(keepers.map((keeper) => keeper.start()));
  });

  // preClose: before the database closes. The leased work stops and its lease is released first,
  // so another replica takes over at once; then the queue lets its jobs under way finish.
  app.addHook('preClose', async () => {
    await Promise.all(keepers.map((keeper) => keeper.stop()));
    await queue?.stop();
  });
}

export default fp(backgroundPlugin, { name: 'background', dependencies: ['db', 'metrics'] });

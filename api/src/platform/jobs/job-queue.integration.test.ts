import '../../test/native-modules';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../../db/database';
import { postgresBackend, type TestBackend } from '../../test/backends';
import { InProcessQueue } from './in-process-queue';
import type { JobMeter, JobQueue, JobRun } from './job-queue';
import { PgBossQueue } from './pg-boss-queue';

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the queues told the metrics, per job and outcome. */
function recordingMeter() {
  const runs = new Map<string, number>();
  const lags: number[] = [];
  const meter: JobMeter = {
    ran: (job, outcome) => runs.set(`${job}:${outcome}`, (runs.get(`${job}:${outcome}`) ?? 0) + 1),
    lag: (_job, seconds) => lags.push(seconds),
  };
  return { meter, runs, lags };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await sleep(50);
}

describe('the job queue on one Postgres database shared by three replicas (pg-boss)', () => {
  let backend: TestBackend;
  let queues: PgBossQueue[] = [];
  const recorded = recordingMeter();
  beforeAll(async () => {
    backend = await postgresBackend();
    queues = ['a', 'b', 'c'].map(
      (replicaId) =>
        new PgBossQueue({
          connectionString: backend.config.databaseUrl ?? '',
          replicaId,
          log: quiet,
          meter: recorded.meter,
          pollingIntervalSeconds: 0.5,
        }),
    );
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await backend.cleanup();
  });

  it("runs each slot's job once however many replicas tick", async () => {
    /** Which replica ran each job, by job id. */
    const ran: { id: string; replica: number }[] = [];
    await Promise.all(
      queues.map((queue, replica) =>
        queue.work('test-slot', async (run: JobRun) => {
          ran.push({ id: run.id, replica });
        }),
      ),
    );
    const startedAt = Date.now();
    for (const queue of queues) queue.schedule('test-slot', 1000);
    await sleep(4500);
    await until(() => ran.length >= 4, 3000);
    // The replicas keep ticking: read the runs and the metric at a moment no job is half done (its
    // handler has run but its outcome is not yet counted), in one synchronous step.
    await until(() => (recorded.runs.get('test-slot:ok') ?? 0) === ran.length, 3000);
    const counted = recorded.runs.get('test-slot:ok');
    const elapsedSeconds = (Date.now() - startedAt) / 1000;

    const ids = ran.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // One job per one-second slot: about as many as seconds went by, never more.
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
    const db = (await openDatabase(backend.config)).db;
    try {
      const rows = await sql<{ id: string; singleton_on: Date | null; state: string }>`
        select id, singleton_on, state from pgboss.job where name = 'test-slot'
        union all
        select id, singleton_on, state from pgboss.archive where name = 'test-slot'`.execute(db);
      const slots = rows.rows.map((r) => String(r.singleton_on));
      expect(new Set(slots).size).toBe(rows.rows.length);
      // Every job that ran is one stored job, and every job done is one that ran.
      const stored = rows.rows.map((r) => r.id);
      for (const id of ids) expect(stored).toContain(id);
      for (const r of rows.rows) if (r.state === 'completed') expect(ids).toContain(r.id);
    } finally {
      await db.destroy();
    }
    expect(counted).toBe(ids.length);
  });

  it('queues one job per slot when every replica sends at once', async () => {
    await Promise.all(queues.map((queue) => queue.work('test-burst', async () => undefined)));
    const sent = await Promise.all(
      Array.from({ length: 24 }, (_, i) => queues[i % 3]!.send('test-burst', { slotSeconds: 600 })),
    );
    expect(sent.filter((id) => id !== null)).toHaveLength(1);
  });

  it('retries a failing job and counts each try', async () => {
    const tries: JobRun[] = [];
    await Promise.all(
      queues.map((queue) =>
        queue.work(
          'test-flaky',
          async (run) => {
            tries.push(run);
            if (run.retryCount === 0) throw new Error('the first try fails');
          },
          { retryLimit: 2, retryDelaySeconds: 1 },
        ),
      ),
    );
    const id = await queues[0]!.send('test-flaky');
    expect(id).not.toBeNull();
    await until(() => recorded.runs.get('test-flaky:ok') === 1, 10_000);
    expect(tries.map((t) => [t.id, t.retryCount])).toEqual([
      [id, 0],
      [id, 1],
    ]);
    expect(recorded.runs.get('test-flaky:failed')).toBe(1);
    expect(recorded.runs.get('test-flaky:ok')).toBe(1);
    expect(recorded.lags.every((s) => s >= 0 && s < 30)).toBe(true);
  });
});

describe('the in-process job queue (the embedded PGlite default)', () => {
  let queue: JobQueue;
  const recorded = recordingMeter();
  beforeEach(() => {
    queue = new InProcessQueue({ log: quiet, meter: recorded.meter });
  });
  afterEach(async () => {
    await queue.stop();
  });

  it('runs a scheduled job once per slot', async () => {
    const runs: string[] = [];
    await queue.work('local-slot', async (run) => {
      runs.push(run.id);
    });
    const startedAt = Date.now();
    queue.schedule('local-slot', 1000);
    await sleep(3200);
    const elapsedSeconds = (Date.now() - startedAt) / 1000;
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
    expect(await queue.send('local-slot', { slotSeconds: 600 })).not.toBeNull();
    expect(await queue.send('local-slot', { slotSeconds: 600 })).toBeNull();
  });

  it('retries a failing job and counts each try', async () => {
    const tries: number[] = [];
    await queue.work(
      'local-flaky',
      async (run) => {
        tries.push(run.retryCount);
        throw new Error('always fails');
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await queue.send('local-flaky');
    await until(() => tries.length === 2 && recorded.runs.get('local-flaky:failed') === 2, 5000);
    await sleep(1200);
    expect(tries).toEqual([0, 1]);
    expect(recorded.runs.get('local-flaky:failed')).toBe(2);
    expect(recorded.runs.get('local-flaky:ok')).toBeUndefined();
  });
});

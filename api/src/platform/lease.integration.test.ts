import '../test/native-modules';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { BACKENDS, type TestBackend } from '../test/backends';
import { LeaseKeeper, Leases, type LeasedTask } from './lease';

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task that records whether it runs, and how many times it ran at once. */
function recordingTask() {
  const task = {
    running: false,
    starts: 0,
    stops: 0,
    async start() {
      task.running = true;
      task.starts += 1;
    },
    async stop() {
      task.running = false;
      task.stops += 1;
    },
  };
  return task satisfies LeasedTask;
}

describe.each(BACKENDS)('leases on %s', (_name, makeBackend) => {
  let backend: TestBackend;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    backend = await makeBackend();
    handle = await openDatabase(backend.config);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await backend.cleanup();
  });

  it('gives a lease to exactly one of many replicas trying at once, round after round', async () => {
    const replicas = Array.from({ length: 12 }, (_, i) => new Leases(handle.db, `replica-${i}`));
    for (let round = 0; round < 4; round += 1) {
      const name = `burst-${round}`;
      const won = await Promise.all(replicas.map((r) => r.acquire(name, 60_000)));
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = replicas[won.indexOf(true)]!;
      expect((await winner.holderOf(name))?.holder).toBe(winner.holder);
      // A renewal by the holder succeeds; the others still fail while it is live.
      const again = await Promise.all(replicas.map((r) => r.acquire(name, 60_000)));
      expect(again).toEqual(won);
    }
  });

  it('passes an expired lease to another replica, and the old holder cannot renew it', async () => {
    const a = new Leases(handle.db, 'a');
    const b = new Leases(handle.db, 'b');
    expect(await a.acquire('expiry', 300)).toBe(true);
    expect(await b.acquire('expiry', 300)).toBe(false);
    await sleep(450);
    expect(await a.holderOf('expiry')).toBeUndefined();
    expect(await b.acquire('expiry', 60_000)).toBe(true);
    expect(await a.acquire('expiry', 60_000)).toBe(false);
    expect((await a.holderOf('expiry'))?.holder).toBe('b');
  });

  it('frees a released lease at once; a release by another replica does nothing', async () => {
    const a = new Leases(handle.db, 'a');
    const b = new Leases(handle.db, 'b');
    expect(await a.acquire('release', 60_000)).toBe(true);
    expect(await b.release('release')).toBe(false);
    expect(await b.acquire('release', 60_000)).toBe(false);
    expect(await a.release('release')).toBe(true);
    expect(await b.acquire('release', 60_000)).toBe(true);
    expect((await b.holderOf('release'))?.holder).toBe('b');
  });

  it('runs the task on one keeper at a time and hands it over when its holder dies', async () => {
    const ttlMs = 600;
    const tasks = [recordingTask(), recordingTask(), recordingTask()];
    /** A replica that died: its database calls fail from now on. */
    const dead = new Set<number>();
    const keepers = tasks.map((task, i) => {
      const leases = new Leases(handle.db, `keeper-${i}`);
      const acquire = leases.acquire.bind(leases);
      leases.acquire = async (name, ttl) => {
        if (dead.has(i)) throw new Error('connection lost');
        return acquire(name, ttl);
      };
      return new LeaseKeeper({ leases, name: 'keepers', ttlMs, task, log: quiet });
    });
    try {
      await Promise.all(keepers.map((keeper) => keeper.start()));
      // Sampled often for several renewals: never two running at once, one soon running.
      let seenOne = false;
      for (let t = 0; t < 30; t += 1) {
        const running = tasks.filter((task) => task.running).length;
        expect(running).toBeLessThanOrEqual(1);
        if (running === 1) seenOne = true;
        await sleep(50);
      }
      expect(seenOne).toBe(true);
      const holder = tasks.findIndex((task) => task.running);
      expect(holder).toBeGreaterThanOrEqual(0);
      expect(keepers[holder]!.holding).toBe(true);

      // The holder loses its database: it stops its task within the ttl, and another replica
      // takes the lease within ttl + ttl/3 of the last renewal (plus the test's own polling).
      dead.add(holder);
      const diedAt = Date.now();
      let handedTo = -1;
      while (Date.now() - diedAt < ttlMs * 3) {
        const running = tasks.map((task, i) => (task.running ? i : -1)).filter((i) => i >= 0);
        expect(running.length).toBeLessThanOrEqual(1);
        if (running.length === 1 && running[0] !== holder) {
          handedTo = running[0]!;
          break;
        }
        await sleep(20);
      }
      expect(handedTo).toBeGreaterThanOrEqual(0);
      expect(Date.now() - diedAt).toBeLessThan(ttlMs + ttlMs / 3 + 400);
      expect(tasks[holder]!.running).toBe(false);
      expect((await new Leases(handle.db, 'ops').holderOf('keepers'))?.holder).toBe(
        `keeper-${handedTo}`,
      );

      // A clean stop releases it: a third keeper takes over at its next try, not after the ttl.
      const stoppedAt = Date.now();
      await keepers[handedTo]!.stop();
      expect(tasks[handedTo]!.running).toBe(false);
      const third = [0, 1, 2].find((i) => i !== holder && i !== handedTo)!;
      while (!tasks[third]!.running && Date.now() - stoppedAt < ttlMs * 2) await sleep(20);
      expect(tasks[third]!.running).toBe(true);
      expect(Date.now() - stoppedAt).toBeLessThan(ttlMs / 3 + 400);
    } finally {
      await Promise.all(keepers.map((keeper) => keeper.stop()));
    }
    expect(tasks.every((task) => !task.running)).toBe(true);
  });
});

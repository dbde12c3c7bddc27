import '../test/native-modules';
import { openDatabase } from '../db/database';
import { SPORTS_FEED_LEASE } from '../modules/sports/plugin';
import { Leases } from '../platform/lease';
import { startApp, type Harness } from '../test/app-harness';
import { pgliteBackend } from '../test/backends';

// docs/ops.md › Many replicas: what a process runs by its role, on the embedded PGlite default.
const FEED_ON = {
  sports: { feedAutostart: true, tickMs: 200, minLive: 1, minUpcomingPerSport: 1 },
};

async function leaderGauge(h: Harness): Promise<number | undefined> {
  const metric = await h.app.metrics.leader.get();
  return metric.values.find((v) => v.labels.job === SPORTS_FEED_LEASE)?.value;
}

describe('background work by role (pglite)', () => {
  it('web: runs no job, takes no lease and starts no feed', async () => {
    const h = await startApp(pgliteBackend, {
      ...FEED_ON,
      cluster: { role: 'web', replicaId: 'web-1', leaseTtlMs: 600 },
    });
    try {
      expect(h.app.background.runsJobs).toBe(false);
      expect(h.app.background.queue).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await h.app.db.selectFrom('lease').selectAll().execute()).toEqual([]);
      expect(await h.app.db.selectFrom('sport_event').select('id').execute()).toEqual([]);
      expect(await leaderGauge(h)).toBeUndefined();
    } finally {
      await h.close();
    }
  });

  it('all: runs the jobs in process, holds the feed lease and gives it up on close', async () => {
    const h = await startApp(pgliteBackend, {
      ...FEED_ON,
      cluster: { role: 'all', replicaId: 'all-1', leaseTtlMs: 60_000 },
    });
    let closed = false;
    try {
      expect(h.app.background.runsJobs).toBe(true);
      expect(h.app.background.queue?.kind).toBe('in-process');
      const leases = new Leases(h.app.db, 'ops');
      expect((await leases.holderOf(SPORTS_FEED_LEASE))?.holder).toBe('all-1');
      expect(await leaderGauge(h)).toBe(1);
      // The feed runs: the catalogue is seeded with events in play.
      const deadline = Date.now() + 30_000;
      let live: { id: number }[] = [];
      while (live.length === 0 && Date.now() < deadline) {
        live = await h.app.db
          .selectFrom('sport_event')
          .select('id')
          .where('status', '=', 'live')
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(live.length).toBeGreaterThan(0);
      // The notification sweep ran as a job (counted by outcome).
      const runs = await h.app.metrics.jobRuns.get();
      expect(
        runs.values.some((v) => v.labels.job === 'notification-sweep' && v.labels.outcome === 'ok'),
      ).toBe(true);

      await h.app.close();
      closed = true;
      // Released on close: another replica takes it at once, long before its ttl.
      const reopened = await openDatabase(h.backend.config);
      try {
        expect(await new Leases(reopened.db, 'all-2').acquire(SPORTS_FEED_LEASE, 60_000)).toBe(
          true,
        );
      } finally {
        await reopened.close();
      }
    } finally {
      if (!closed) await h.app.close();
      await h.backend.cleanup();
    }
  });
});

import './native-modules';
import { pgliteBackend } from './backends';
import { startApp, type Harness } from './app-harness';
import { inPlayChecks, inPlayDuringDelay } from './money-invariant-in-play';
import { checkInvariant, newModel, seeded } from './money-invariant';

// In-play bets while prices move during the live delay (shared notes › In-play delay), many at
// once: each booked at the price valid at the end of its delay or refused with the api's
// message, and the money invariant holds. The mixed workload runs the same generator too.
describe('in-play bets during the live delay', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(pgliteBackend, {
      rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
      sports: { feedAutostart: false, minLive: 8, minUpcomingPerSport: 2, liveDelayMs: 400 },
    });
  });
  afterAll(() => h.close());

  it('books at the price at the end of the delay or refuses, the balances equal to the ledger', async () => {
    const model = await newModel(h.app, 0);
    const rng = seeded(20261127);
    for (let round = 0; round < 4; round += 1) {
      await Promise.all(Array.from({ length: 6 }, () => inPlayDuringDelay(h.app, model, rng)));
    }
    expect(model.anomalies).toEqual([]);
    expect(inPlayChecks(model)).toBeGreaterThanOrEqual(20);
    // Both outcomes happened: some booked, some refused.
    expect(model.sportsBets.length).toBeGreaterThan(0);
    expect(model.sportsBets.length).toBeLessThan(inPlayChecks(model));
    const report = await checkInvariant(h.app, model);
    expect(report.violations).toEqual([]);
  }, 120_000);
});

import './native-modules';
import { BACKENDS } from './backends';
import { startApp, type Harness } from './app-harness';
import { checkInvariant, GENERATORS, newModel, runWorkload } from './money-invariant';
import { bonusGrants } from './money-invariant-bonus';
import { inPlayChecks } from './money-invariant-in-play';

// The money invariant under a concurrent mixed workload (ARCHITECTURE.md › api money rules).
// Postgres carries the full run; PGlite (one connection) a smaller one.
const SIZES = {
  postgres: { players: 12, count: 1000, concurrency: 40 },
  pglite: { players: 6, count: 250, concurrency: 20 },
} as const;

describe.each(BACKENDS)('money invariant on %s', (name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
  });
  afterAll(() => h.close());

  it('keeps every balance equal to its ledger, never negative, each key once, the total conserved', async () => {
    const size = SIZES[name as keyof typeof SIZES];
    const model = await newModel(h.app, size.players);
    expect(model.trialBonusMinor).toBeGreaterThan(0);
    await runWorkload(h.app, model, {
      count: size.count,
      concurrency: size.concurrency,
      seed: 20261123,
    });
    // The workload must have exercised every path, or the check proves little.
    expect(model.bets.length).toBeGreaterThan(0);
    expect(model.betOk.size).toBeGreaterThan(0);
    expect(model.rolledBack.size).toBeGreaterThan(0);
    expect(model.wins.size).toBeGreaterThan(0);
    expect(model.bonused.size).toBeGreaterThan(0);
    // Payments: callbacks credited, withdrawals held, operators' approvals and rejections.
    expect(model.deposits.size).toBeGreaterThan(0);
    expect(model.withdrawals.size).toBeGreaterThan(0);
    expect(model.refunded.size).toBeGreaterThan(0);
    expect(Object.keys(GENERATORS).length).toBeGreaterThanOrEqual(9);
    expect(model.sportsBets.length).toBeGreaterThan(0);
    // In-play bets while prices moved during the live delay (money-invariant-in-play.ts).
    expect(inPlayChecks(model)).toBeGreaterThan(0);
    // The seamless wallet's win checks: reality checks mid-round, wins on closed rounds and over
    // the cap (their refusals logged for ops).
    expect(model.winChecks?.realityChecks).toBeGreaterThan(0);
    expect(model.winChecks?.closedRounds).toBeGreaterThan(0);
    const refused = await h.app.db
      .selectFrom('casino_refused_win')
      .select(['reason'])
      .distinct()
      .execute();
    expect(refused.map((r) => r.reason).sort()).toEqual(['over_cap', 'round_closed']);
    // Bonus money (money-invariant-bonus.ts): granted, staked after cash, and bonuses closed —
    // converted, forfeited, expired or given up by a withdrawal; at least one converted and one
    // expired (ensureBonusClosings makes each happen when the burst's timing left it out).
    expect(bonusGrants(model)).toBeGreaterThan(0);
    const ids = model.players.map((p) => p.principal.playerId);
    const stakedBonus = await h.app.db
      .selectFrom('ledger_entry')
      .select('id')
      .where('player_id', 'in', ids)
      .where('amount_minor', '<', 0)
      .where('bonus_amount_minor', '<', 0)
      .where('kind', 'not like', 'bonus%')
      .limit(1)
      .execute();
    expect(stakedBonus).toHaveLength(1);
    const closed = await h.app.db
      .selectFrom('player_bonus')
      .select('status')
      .distinct()
      .where('player_id', 'in', ids)
      .where('status', '<>', 'active')
      .execute();
    expect(closed.map((c) => c.status)).toEqual(expect.arrayContaining(['completed', 'expired']));
    const report = await checkInvariant(h.app, model);
    expect(report.violations).toEqual([]);
    expect(report.totalMinor).toBe(report.expectedTotalMinor);
  }, 240_000);
});

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  BONUS_GENERATORS,
  checkBonusInvariant,
  ensureBonusClosings,
  ensureBonusStake,
} from './money-invariant-bonus';
import { inPlayDuringDelay } from './money-invariant-in-play';
import {
  pick,
  seeded,
  verifiedPlayer,
  type Generator,
  type Model,
  type Player,
} from './money-invariant/model';
import {
  bet,
  betReplay,
  closedRoundWins,
  realityCheckMidRound,
  rollback,
  win,
} from './money-invariant/seamless-wallet';
import { sportsBet, sportsCashout } from './money-invariant/sports';
import {
  breakMidDepositBurst,
  decide,
  deposit,
  gatewayPayoutAndRefund,
  hostedSessionExpired,
  transferDeposit,
  withdraw,
} from './money-invariant/payments';
import { trialBonus } from './money-invariant/trial-bonus';

/**
 * The money invariant (money-invariant/model.ts says what it records): the mixed workload of the
 * generators of every kind, run at once, and `checkInvariant`, which compares the database with
 * what the api acknowledged.
 */
export { seeded, type Bet, type Generator, type Model, type Player } from './money-invariant/model';
export { gatewayCallback, openCardDeposit } from './money-invariant/payments';
export { closedRoundWins, realityCheckMidRound } from './money-invariant/seamless-wallet';
export {
  breakMidDepositBurst,
  gatewayPayoutAndRefund,
  hostedSessionExpired,
} from './money-invariant/payments';

/**
 * The generators of the mixed workload; each is picked with equal weight. Their order is the
 * seeded run's: a seed replays the same operations only while it stays as it is.
 */
export const GENERATORS: Record<string, Generator> = {
  trialBonus,
  bet,
  betReplay,
  win,
  sportsBet,
  sportsCashout,
  realityCheckMidRound,
  closedRoundWins,
  inPlayDuringDelay,
  ...BONUS_GENERATORS,
  rollback,
  deposit,
  transferDeposit,
  withdraw,
  hostedSessionExpired,
  gatewayPayoutAndRefund,
  breakMidDepositBurst,
  decide,
};

export async function newModel(app: FastifyInstance, playerCount: number): Promise<Model> {
  const settings = await app.db
    .selectFrom('site_settings')
    .select('trial_bonus_minor')
    .executeTakeFirst();
  const players: Player[] = [];
  for (let i = 0; i < playerCount; i += 1) {
    // The last two start without cash: their stakes are bonus money once a grant reaches them.
    const depositMinor = playerCount > 4 && i >= playerCount - 2 ? 0 : 5_000 + i * 1_000;
    players.push(await verifiedPlayer(app, depositMinor));
  }
  return {
    players,
    bets: [],
    betOk: new Set(),
    rolledBack: new Set(),
    wins: new Map(),
    bonused: new Set(),
    trialBonusMinor: settings?.trial_bonus_minor ?? 0,
    deposits: new Map(),
    withdrawals: new Map(),
    refunded: new Set(),
    pending: [],
    anomalies: [],
    sportsMinor: 0,
    sportsBets: [],
  };
}

/** Fires `count` operations, `concurrency` at a time, from the generator list. */
export async function runWorkload(
  app: FastifyInstance,
  model: Model,
  options: { count: number; concurrency: number; seed: number },
): Promise<void> {
  const rng = seeded(options.seed);
  const generators = Object.values(GENERATORS);
  let next = 0;
  const worker = async () => {
    while (next < options.count) {
      next += 1;
      const generate = pick(generators, rng);
      if (generate) await generate(app, model, rng);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await settlePending(app, model);
  await ensureBonusStake(app, model);
  await ensureBonusClosings(app, model);
}

/**
 * After the burst, the operators decide every payment still waiting (withdrawals by two
 * rejections at once, deposits by two approvals). Which payments the burst left pending depends on
 * timing, so without this a short run could end with no refunded withdrawal and prove nothing of
 * the refund path; when none was left, one more withdrawal is held and rejected.
 */
async function settlePending(app: FastifyInstance, model: Model): Promise<void> {
  const decideLast = (direction: 'deposit' | 'withdraw') => {
    // decide() takes its index and both actions from rng: the last item, then the two actions.
    const answers = [
      0.999,
      direction === 'withdraw' ? 0.9 : 0.1,
      direction === 'withdraw' ? 0.9 : 0.1,
    ];
    return GENERATORS.decide!(app, model, () => answers.shift() ?? 0.5);
  };
  while (model.pending.length > 0) await decideLast(model.pending.at(-1)!.direction);
  for (const [index] of model.players.entries()) {
    if (model.refunded.size > 0) return;
    // rng: this player, ₺20, giving up any active bonus (cash only leaves).
    const answers = [(index + 0.5) / model.players.length, 0, 0.1];
    await GENERATORS.withdraw!(app, model, () => answers.shift() ?? 0.5);
    while (model.pending.length > 0) await decideLast(model.pending.at(-1)!.direction);
  }
}

export interface InvariantReport {
  violations: string[];
  totalMinor: number;
  expectedTotalMinor: number;
}

/** Every balance equals its ledger sum, none negative, each key once, the total conserved. */
export async function checkInvariant(app: FastifyInstance, model: Model): Promise<InvariantReport> {
  const violations: string[] = [...model.anomalies];
  const ids = model.players.map((p) => p.principal.playerId);
  const rows = await app.db
    .selectFrom('wallet')
    .select([
      'player_id',
      'balance_minor',
      sql<string>`(select coalesce(sum(amount_minor), 0) from ledger_entry l where l.player_id = wallet.player_id)`.as(
        'ledger_sum',
      ),
      sql<string>`(select count(*) from ledger_entry l where l.player_id = wallet.player_id and l.balance_after_minor < 0)`.as(
        'negative',
      ),
      sql<string>`(select count(*) from ledger_entry l where l.player_id = wallet.player_id and l.kind = 'trial_bonus')`.as(
        'bonuses',
      ),
    ])
    .where('player_id', 'in', ids)
    .execute();
  let totalMinor = 0;
  for (const row of rows) {
    const balance = Number(row.balance_minor);
    totalMinor += balance;
    if (balance !== Number(row.ledger_sum)) {
      violations.push(`player ${row.player_id}: balance ${balance} ≠ ledger ${row.ledger_sum}`);
    }
    if (balance < 0 || Number(row.negative) > 0)
      violations.push(`player ${row.player_id}: negative`);
    const bonuses = Number(row.bonuses);
    if (bonuses !== (model.bonused.has(row.player_id) ? 1 : 0)) {
      violations.push(`player ${row.player_id}: ${bonuses} trial bonuses credited`);
    }
  }
  const repeated = await app.db
    .selectFrom('ledger_entry')
    .select(['idempotency_key', sql<string>`count(*)`.as('n')])
    .groupBy('idempotency_key')
    .having(sql`count(*)`, '>', 1)
    .execute();
  for (const r of repeated) violations.push(`key ${r.idempotency_key} applied ${r.n} times`);

  // The total from the acknowledgements alone: funding + bonuses + wins − standing bets
  // + confirmed deposits − withdrawals held + withdrawals refunded.
  let expectedTotalMinor = 0;
  for (const p of model.players) expectedTotalMinor += p.depositMinor;
  expectedTotalMinor += model.bonused.size * model.trialBonusMinor;
  for (const amount of model.wins.values()) expectedTotalMinor += amount;
  expectedTotalMinor += model.sportsMinor;
  for (const bet of model.bets) {
    if (model.betOk.has(bet.tx) && !model.rolledBack.has(bet.tx)) expectedTotalMinor -= bet.amount;
  }
  for (const amount of model.deposits.values()) expectedTotalMinor += amount;
  for (const [id, amount] of model.withdrawals) {
    expectedTotalMinor -= amount;
    if (model.refunded.has(id)) expectedTotalMinor += amount;
  }
  // Bonus money granted, and what left when a bonus closed (forfeit, expiry, a conversion's
  // cap), each checked against its bonus record and counted once (money-invariant-bonus.ts).
  const bonus = await checkBonusInvariant(app, model);
  violations.push(...bonus.violations);
  expectedTotalMinor += bonus.netMinor;
  if (totalMinor !== expectedTotalMinor) {
    violations.push(`total ${totalMinor} ≠ acknowledged ${expectedTotalMinor}`);
  }
  return { violations, totalMinor, expectedTotalMinor };
}

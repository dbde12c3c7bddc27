import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BonusWallet } from '../platform/bonus-wallet';
import type { GrantedTerms } from '../db/tables/wallet';
import crypto from 'node:crypto';
import { walletCall } from './games';
import type { Model } from './money-invariant';

/**
 * The money invariant's second balance (spec §1 promotions and bonuses; platform/bonus-wallet.ts):
 * generators that grant, forfeit and expire bonus money and withdraw with a forfeit, run among the
 * others; then `checkBonusInvariant` proves, for every player, that cash + bonus equal the ledger
 * by part, that bonus money belongs to one active bonus, that no withdrawal ever took bonus money,
 * and that each closed bonus left the wallet exactly once, by exactly its record's amount.
 */

const pick = <T>(items: T[], rng: () => number): T | undefined =>
  items[Math.floor(rng() * items.length)];

/** A small bonus that is quick to wager, so conversions happen inside the run. */
const QUICK_TERMS: GrantedTerms = {
  wageringMultiplier: 1,
  contributions: { slots: 100, table: 10, live: 10, crash: 50, bingo: 100, sports: 100 },
  sportsMinOddsMilli: 1500,
  maxBetMinor: 2_500,
  maxConversionMinor: 1_500,
  validDays: 7,
};

/** Bonus money the grants acknowledged, per model (a grant the wallet refused moved nothing). */
const grantedOf = new WeakMap<Model, number>();
export const bonusGrants = (model: Model): number => grantedOf.get(model) ?? 0;

export const BONUS_GENERATORS = {
  /** Ops grant a bonus (through the wallet core: the admin desk is one caller of it). */
  async grantBonus(app: FastifyInstance, model: Model, rng: () => number) {
    const p = pick(model.players, rng);
    if (!p) return;
    const amountMinor = 500 + Math.floor(rng() * 2_000);
    const granted = await app.db
      .transaction()
      .execute((trx) =>
        app.platform.bonusWallet.grant(trx, {
          playerId: p.principal.playerId,
          offerCode: 'goodwill',
          source: 'grant',
          amountMinor,
          terms: QUICK_TERMS,
          grantedBy: 'money-invariant',
          reason: 'invariant workload',
        }),
      )
      // Refused while another bonus holds money: one active bonus at a time.
      .catch(() => undefined);
    if (granted) grantedOf.set(model, bonusGrants(model) + amountMinor);
  },
  /**
   * A stake by a player who holds bonus money, within the bonus's maximum bet: the stake takes
   * their cash first, then bonus money (the bonus-only players of the model have no cash).
   */
  async bonusStake(app: FastifyInstance, model: Model, rng: () => number) {
    const p =
      pick(
        model.players.filter((x) => x.depositMinor === 0),
        rng,
      ) ?? pick(model.players, rng);
    if (!p) return;
    const bet = {
      player: p,
      tx: crypto.randomUUID(),
      round: crypto.randomUUID(),
      amount: 100 + Math.floor(rng() * 1_500),
    };
    model.bets.push(bet);
    const r = await walletCall(app, 'bet', {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      currency: 'TRY',
      transaction_uuid: bet.tx,
      round: bet.round,
      round_closed: false,
      amount: bet.amount,
    });
    if (r.body.status === 'RS_OK') model.betOk.add(bet.tx);
  },
  /** The player gives up their bonus (account/bonusforfeit), sometimes twice at once. */
  async forfeitBonus(app: FastifyInstance, model: Model, rng: () => number) {
    const p = pick(model.players, rng);
    if (!p) return;
    const active = await app.platform.bonusWallet.active(p.principal.playerId);
    if (!active) return;
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/account/bonusforfeit',
        headers: { authorization: `Bearer ${p.siteToken}` },
        payload: { bonusId: active.id },
      });
    await Promise.all(rng() < 0.5 ? [send(), send()] : [send()]);
  },
  /** Two replicas' expiry sweeps at once, their clocks past every bonus's date. */
  async expireBonuses(app: FastifyInstance, _model: Model, rng: () => number) {
    if (rng() > 0.3) return;
    // Their own clock, not the app's: the other generators go on granting at the real time.
    const later = { now: () => new Date(Date.now() + 31 * 86_400_000) };
    const sweeps = [0, 1].map(() =>
      new BonusWallet(app.db, app.platform.wallets, async () => {}, later).expireDue(),
    );
    await Promise.all(sweeps);
  },
};

/**
 * After the burst: whether a stake met bonus money depends on timing (a grant must reach a player
 * before their stake), so when none did, each player without cash in turn is granted a bonus and
 * stakes from it until one stake takes bonus money — the check then always proves that path.
 */
export async function ensureBonusStake(app: FastifyInstance, model: Model): Promise<void> {
  const ids = model.players.map((p) => p.principal.playerId);
  const staked = async () =>
    (
      await app.db
        .selectFrom('ledger_entry')
        .select('id')
        .where('player_id', 'in', ids)
        .where('amount_minor', '<', 0)
        .where('bonus_amount_minor', '<', 0)
        .where('kind', 'not like', 'bonus%')
        .limit(1)
        .execute()
    ).length > 0;
  const noCash = model.players.filter((p) => p.depositMinor === 0);
  for (const [index, p] of noCash.entries()) {
    if (await staked()) return;
    // rng answers: this player (of all, then of those without cash), then mid-range amounts.
    const all = [(model.players.indexOf(p) + 0.5) / model.players.length, 0.5];
    await BONUS_GENERATORS.grantBonus(app, model, () => all.shift() ?? 0.5);
    // ₺10 stakes (within the maximum bet, below the ₺15 granted) until one reaches bonus money:
    // any cash the player won meanwhile goes first.
    for (let stake = 0; stake < 10 && !(await staked()); stake += 1) {
      const own = [(index + 0.5) / noCash.length, 0.6];
      await BONUS_GENERATORS.bonusStake(app, model, () => own.shift() ?? 0.5);
    }
  }
}

/** Whether some bonus of the model's players closed with `status`. */
async function closedAs(
  app: FastifyInstance,
  model: Model,
  status: 'completed' | 'expired',
): Promise<boolean> {
  const ids = model.players.map((p) => p.principal.playerId);
  const rows = await app.db
    .selectFrom('player_bonus')
    .select('id')
    .where('player_id', 'in', ids)
    .where('status', '=', status)
    .limit(1)
    .execute();
  return rows.length > 0;
}

/**
 * After the burst: whether a bonus converted (its wagering met) or expired depends on timing (a
 * grant must come before enough stakes; the sweep after a grant), so when none did, it is made to
 * happen through the same generators — the check then always proves both closings' books. A
 * conversion: a player without cash gives up any bonus they hold, is granted a ₺5 bonus and stakes
 * ₺2.50 until it converts (1× wagering: two stakes). An expiry: some bonus is active (granted if
 * none is), then two sweeps run past its date.
 */
export async function ensureBonusClosings(app: FastifyInstance, model: Model): Promise<void> {
  const noCash = model.players.filter((p) => p.depositMinor === 0);
  const at = (p: (typeof model.players)[number]) =>
    (model.players.indexOf(p) + 0.5) / model.players.length;
  for (const [index, p] of noCash.entries()) {
    if (await closedAs(app, model, 'completed')) break;
    // rng answers: this player (of all), then (for a double forfeit) one request only.
    const forfeit = [at(p), 0.9];
    await BONUS_GENERATORS.forfeitBonus(app, model, () => forfeit.shift() ?? 0.9);
    // This player, then the smallest amount (₺5).
    const grant = [at(p), 0];
    await BONUS_GENERATORS.grantBonus(app, model, () => grant.shift() ?? 0);
    for (let stake = 0; stake < 4 && !(await closedAs(app, model, 'completed')); stake += 1) {
      // This player (of those without cash), then ₺2.50 (100 + 0.1 × 1,500).
      const own = [(index + 0.5) / noCash.length, 0.1];
      await BONUS_GENERATORS.bonusStake(app, model, () => own.shift() ?? 0.1);
    }
  }
  if (await closedAs(app, model, 'expired')) return;
  const ids = model.players.map((p) => p.principal.playerId);
  const active = await app.db
    .selectFrom('player_bonus')
    .select('id')
    .where('player_id', 'in', ids)
    .where('status', '=', 'active')
    .limit(1)
    .execute();
  if (active.length === 0) {
    const first = model.players[0];
    if (first) {
      const grant = [at(first), 0];
      await BONUS_GENERATORS.grantBonus(app, model, () => grant.shift() ?? 0);
    }
  }
  // rng 0: the sweeps run (the generator skips 70 % of its turns).
  await BONUS_GENERATORS.expireBonuses(app, model, () => 0);
}

export async function checkBonusInvariant(
  app: FastifyInstance,
  model: Model,
): Promise<{ violations: string[]; netMinor: number }> {
  const violations: string[] = [];
  const ids = model.players.map((p) => p.principal.playerId);
  const wallets = await app.db
    .selectFrom('wallet')
    .select([
      'player_id',
      'balance_minor',
      'bonus_minor',
      sql<string>`(select coalesce(sum(bonus_amount_minor), 0) from ledger_entry l where l.player_id = wallet.player_id)`.as(
        'bonus_ledger',
      ),
      sql<string>`(select count(*) from player_bonus b where b.player_id = wallet.player_id and b.status = 'active')`.as(
        'active',
      ),
    ])
    .where('player_id', 'in', ids)
    .execute();
  for (const w of wallets) {
    const bonus = Number(w.bonus_minor);
    if (bonus !== Number(w.bonus_ledger)) {
      violations.push(`player ${w.player_id}: bonus ${bonus} ≠ bonus ledger ${w.bonus_ledger}`);
    }
    if (bonus < 0 || bonus > Number(w.balance_minor)) {
      violations.push(`player ${w.player_id}: bonus ${bonus} outside 0…${w.balance_minor}`);
    }
    if (Number(w.active) > 1) violations.push(`player ${w.player_id}: ${w.active} active bonuses`);
    if (bonus > 0 && Number(w.active) !== 1) {
      violations.push(`player ${w.player_id}: ${bonus} bonus money without an active bonus`);
    }
  }

  // No bonus money ever left through a withdrawal.
  const withdrawn = await app.db
    .selectFrom('ledger_entry')
    .select(['id', 'player_id'])
    .where('kind', '=', 'withdrawal')
    .where('bonus_amount_minor', '<>', 0)
    .execute();
  for (const w of withdrawn) violations.push(`withdrawal row ${w.id} took bonus money`);

  // Each bonus: credited once by its amount; closed at most once, by its record's amounts.
  const bonuses = await app.db
    .selectFrom('player_bonus')
    .selectAll()
    .where('player_id', 'in', ids)
    .execute();
  let closedMinor = 0;
  for (const b of bonuses) {
    const rows = await app.db
      .selectFrom('ledger_entry')
      .select(['kind', 'amount_minor', 'bonus_amount_minor', 'idempotency_key'])
      .where('reference', '=', `player_bonus:${b.id}`)
      .execute();
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    const credits = rows.filter((r) => r.amount_minor > 0 && r.kind !== 'bonus_conversion');
    if (credits.length !== 1 || Number(credits[0]?.amount_minor) !== Number(b.amount_minor)) {
      violations.push(`bonus ${b.id}: credited ${credits.length} times`);
    } else if (Number(credits[0]?.bonus_amount_minor) !== Number(b.amount_minor)) {
      violations.push(`bonus ${b.id}: its credit was not bonus money`);
    }
    const removed = Number(b.removed_minor ?? 0);
    const converted = Number(b.converted_minor ?? 0);
    const out = rows
      .filter((r) => r.amount_minor < 0)
      .reduce((sum, r) => sum + Number(r.amount_minor), 0);
    const back = of('bonus_conversion').reduce((sum, r) => sum + Number(r.amount_minor), 0);
    if (b.status === 'active') {
      if (out !== 0 || back !== 0) violations.push(`bonus ${b.id}: active but money left`);
      continue;
    }
    if (b.status === 'completed') {
      if (back !== converted || -out !== converted + removed) {
        violations.push(
          `bonus ${b.id}: converted ${converted}, removed ${removed}; ledger out ${out}, in ${back}`,
        );
      }
    } else if (-out !== removed || back !== 0) {
      violations.push(`bonus ${b.id}: ${b.status} removing ${removed}; ledger out ${out}`);
    }
    closedMinor += out + back;
  }
  // Winnings of stakes whose bonus had closed: never more than the payout they came with.
  const forfeits = await app.db
    .selectFrom('ledger_entry as f')
    .innerJoin('ledger_entry as w', (j) =>
      j.on(sql`f.idempotency_key`, '=', sql`w.idempotency_key || ':bonus-forfeit'`),
    )
    .select(['f.id', 'f.amount_minor as forfeit', 'w.amount_minor as paid'])
    .where('f.kind', '=', 'bonus_winnings_forfeit')
    .where('f.player_id', 'in', ids)
    .execute();
  const allForfeits = await app.db
    .selectFrom('ledger_entry')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('sum'))
    .select(sql<string>`count(*)`.as('n'))
    .where('kind', '=', 'bonus_winnings_forfeit')
    .where('player_id', 'in', ids)
    .executeTakeFirstOrThrow();
  if (forfeits.length !== Number(allForfeits.n)) {
    violations.push('a winnings forfeit without its payout');
  }
  for (const f of forfeits) {
    if (-Number(f.forfeit) > Number(f.paid)) violations.push(`forfeit ${f.id} above its payout`);
  }
  closedMinor += Number(allForfeits.sum);
  // The grants the model saw acknowledged in, the closings out.
  return { violations, netMinor: bonusGrants(model) + closedMinor };
}

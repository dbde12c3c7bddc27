import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { CashoutQuote, CashoutResult, PlaceBetsResult, SportsTree } from '@oyna/contracts';
import { fundedPlayer, walletCall } from './games';

/**
 * The money invariant in the style of Jepsen's bank test (ARCHITECTURE.md › api money rules:
 * every balance change is one ledger row under the wallet's row lock, keyed once). Many players,
 * many concurrent mixed operations from a list of generators — each generator makes one
 * operation and records what the api acknowledged — then `checkInvariant` compares the database
 * with the acknowledgements. New money paths (deposits, withdrawals, sports) are one more
 * generator in the list.
 */
export type Player = Awaited<ReturnType<typeof fundedPlayer>> & { depositMinor: number };

export interface Bet {
  player: Player;
  tx: string;
  round: string;
  amount: number;
}

/** What the api said yes to; the expected total is computed from it alone. */
export interface Model {
  players: Player[];
  bets: Bet[];
  /** Bets acknowledged RS_OK (by transaction uuid). */
  betOk: Set<string>;
  /** Rollbacks acknowledged RS_OK (by the bet's transaction uuid). */
  rolledBack: Set<string>;
  /** Wins acknowledged RS_OK: win transaction uuid → amount. */
  wins: Map<string, number>;
  /** Players whose trial bonus claim answered 200. */
  bonused: Set<number>;
  trialBonusMinor: number;
  /** Sportsbook: stakes of accepted bets (negative) plus cash-outs paid, as acknowledged. */
  sportsMinor: number;
  /** Accepted sports bets, for the cash-out generator. */
  sportsBets: { player: Player; betId: number }[];
}

export type Generator = (app: FastifyInstance, model: Model, rng: () => number) => Promise<void>;

const pick = <T>(items: T[], rng: () => number): T | undefined =>
  items[Math.floor(rng() * items.length)];

const tokenOf = (p: Player) => ({
  token: p.gameToken,
  user: p.user,
  game_code: p.gameCode,
  currency: 'TRY',
});

/** A seeded generator of [0, 1) so a failing run replays (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const placeBet = async (app: FastifyInstance, model: Model, bet: Bet) => {
  const r = await walletCall(app, 'bet', {
    ...tokenOf(bet.player),
    transaction_uuid: bet.tx,
    round: bet.round,
    round_closed: false,
    amount: bet.amount,
  });
  if (r.body.status === 'RS_OK') model.betOk.add(bet.tx);
};

/** Upcoming selections to bet on, seeded once per app (the test config runs no feed timers). */
const selectionsOf = new WeakMap<FastifyInstance, Promise<{ id: number; odds: number }[]>>();
function sportsSelections(app: FastifyInstance) {
  let list = selectionsOf.get(app);
  if (!list) {
    list = (async () => {
      await app.sportsFeed?.seed();
      const r = await app.inject({
        method: 'POST',
        url: '/api/sports/tree',
        payload: { kind: 'prematch' },
      });
      const tree = r.json<{ data: SportsTree }>().data;
      return tree.sports.flatMap((s) =>
        s.competitions.flatMap((c) => c.events.flatMap((e) => e.mainMarket?.selections ?? [])),
      );
    })();
    selectionsOf.set(app, list);
  }
  return list;
}

/** The generators of the mixed workload; each is picked with equal weight. */
export const GENERATORS: Record<string, Generator> = {
  async trialBonus(app, model, rng) {
    const p = pick(model.players, rng);
    if (!p) return;
    const r = await app.inject({
      method: 'GET',
      url: '/api/bonus/definetrialbonus',
      headers: { authorization: `Bearer ${p.siteToken}` },
    });
    if (r.statusCode === 200) model.bonused.add(p.principal.playerId);
  },
  async bet(app, model, rng) {
    const p = pick(model.players, rng);
    if (!p) return;
    const bet = {
      player: p,
      tx: crypto.randomUUID(),
      round: crypto.randomUUID(),
      amount: 1 + Math.floor(rng() * 3000),
    };
    model.bets.push(bet);
    await placeBet(app, model, bet);
  },
  /** A provider retrying a bet (same transaction, new request): applied once. */
  async betReplay(app, model, rng) {
    const bet = pick(model.bets, rng);
    if (bet) await placeBet(app, model, bet);
  },
  async win(app, model, rng) {
    const bet = pick(model.bets, rng);
    if (!bet) return;
    const tx = crypto.randomUUID();
    const amount = Math.floor(rng() * 5000);
    const body = {
      ...tokenOf(bet.player),
      transaction_uuid: tx,
      reference_transaction_uuid: bet.tx,
      round: bet.round,
      round_closed: true,
      amount,
    };
    // Sent twice at once: a duplicate delivery.
    const answers = await Promise.all([walletCall(app, 'win', body), walletCall(app, 'win', body)]);
    if (answers.some((a) => a.body.status === 'RS_OK')) model.wins.set(tx, amount);
  },
  /** A sports single on a pre-match price (rule any), sometimes sent twice with one request id. */
  async sportsBet(app, model, rng) {
    const p = pick(model.players, rng);
    const sel = pick(await sportsSelections(app), rng);
    if (!p || !sel) return;
    const stake = 1 + Math.floor(rng() * 30);
    const payload = {
      requestId: crypto.randomUUID(),
      rule: 'any',
      legs: [{ selectionId: sel.id, odds: sel.odds }],
      singles: [{ selectionId: sel.id, stake }],
    };
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/sports/place',
        payload,
        headers: { authorization: `Bearer ${p.siteToken}` },
      });
    const answers = await Promise.all(rng() < 0.3 ? [send(), send()] : [send()]);
    const accepted = answers
      .map((a) => a.json<{ data: PlaceBetsResult | null }>().data)
      .find((d) => d?.accepted);
    const bet = accepted?.bets[0];
    if (bet) {
      model.sportsMinor -= stake * 100;
      model.sportsBets.push({ player: p, betId: bet.id });
    }
  },
  /** Cash-out of an open sports bet at the quoted value. */
  async sportsCashout(app, model, rng) {
    const b = pick(model.sportsBets, rng);
    if (!b) return;
    const headers = { authorization: `Bearer ${b.player.siteToken}` };
    const q = await app.inject({
      method: 'POST',
      url: '/api/sports/cashout/quote',
      payload: { betId: b.betId },
      headers,
    });
    const quote = q.json<{ data: CashoutQuote | null }>().data;
    if (!quote?.available) return;
    const r = await app.inject({
      method: 'POST',
      url: '/api/sports/cashout',
      payload: { betId: b.betId, value: quote.value },
      headers,
    });
    const done = r.json<{ data: CashoutResult | null }>().data;
    if (done?.cashedOut && done.bet?.payout) model.sportsMinor += Math.round(done.bet.payout * 100);
  },
  async rollback(app, model, rng) {
    const bet = pick(model.bets, rng);
    if (!bet) return;
    const r = await walletCall(app, 'rollback', {
      ...tokenOf(bet.player),
      transaction_uuid: crypto.randomUUID(),
      reference_transaction_uuid: bet.tx,
      round: bet.round,
      round_closed: true,
      amount: 0,
    });
    if (r.body.status === 'RS_OK') model.rolledBack.add(bet.tx);
  },
};

export async function newModel(app: FastifyInstance, playerCount: number): Promise<Model> {
  const settings = await app.db
    .selectFrom('site_settings')
    .select('trial_bonus_minor')
    .executeTakeFirst();
  const players: Player[] = [];
  for (let i = 0; i < playerCount; i += 1) {
    const depositMinor = 5_000 + i * 1_000;
    const p = await fundedPlayer(app, depositMinor);
    // The trial bonus goes only to a verified phone (spec §7 bonus/definetrialbonus).
    await app.db
      .updateTable('player')
      .set({ sms_verified: true })
      .where('id', '=', p.principal.playerId)
      .execute();
    players.push({ ...p, depositMinor });
  }
  return {
    players,
    bets: [],
    betOk: new Set(),
    rolledBack: new Set(),
    wins: new Map(),
    bonused: new Set(),
    trialBonusMinor: settings?.trial_bonus_minor ?? 0,
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
}

export interface InvariantReport {
  violations: string[];
  totalMinor: number;
  expectedTotalMinor: number;
}

/** Every balance equals its ledger sum, none negative, each key once, the total conserved. */
export async function checkInvariant(app: FastifyInstance, model: Model): Promise<InvariantReport> {
  const violations: string[] = [];
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

  // The total from the acknowledgements alone: deposits + bonuses + wins − standing bets.
  let expectedTotalMinor = 0;
  for (const p of model.players) expectedTotalMinor += p.depositMinor;
  expectedTotalMinor += model.bonused.size * model.trialBonusMinor;
  for (const amount of model.wins.values()) expectedTotalMinor += amount;
  expectedTotalMinor += model.sportsMinor;
  for (const bet of model.bets) {
    if (model.betOk.has(bet.tx) && !model.rolledBack.has(bet.tx)) expectedTotalMinor -= bet.amount;
  }
  if (totalMinor !== expectedTotalMinor) {
    violations.push(`total ${totalMinor} ≠ acknowledged ${expectedTotalMinor}`);
  }
  return { violations, totalMinor, expectedTotalMinor };
}

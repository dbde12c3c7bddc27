import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loadPaymentsConfig } from '../config';
import {
  signCallback,
  SIGNATURE_HEADER as GATEWAY_SIGNATURE,
} from '../modules/payments/gateway/signature';
import { CALLBACK_PATH } from '../modules/payments/routes';
import type { CashoutQuote, CashoutResult, PlaceBetsResult, SportsTree } from '@oyna/contracts';
import { fundedPlayer, ledgerCheck, walletCall } from './games';
import { BONUS_GENERATORS, checkBonusInvariant, ensureBonusStake } from './money-invariant-bonus';
import { inPlayDuringDelay } from './money-invariant-in-play';

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
  /** Deposits the api confirmed (a paid callback or an approval answered 200): id → amount. */
  deposits: Map<number, number>;
  /** Withdrawals the api acknowledged (the hold left the balance): id → amount. */
  withdrawals: Map<number, number>;
  /** Withdrawals whose rejection answered 200 (the hold came back). */
  refunded: Set<number>;
  /** Payments waiting for an operator: bank transfer deposits and withdrawals. */
  pending: { id: number; direction: 'deposit' | 'withdraw'; amountMinor: number }[];
  /** What a generator saw that must never happen (e.g. two decisions of one payment). */
  anomalies: string[];
  /** Sportsbook: stakes of accepted bets (negative) plus cash-outs paid, as acknowledged. */
  sportsMinor: number;
  /** Accepted sports bets, for the cash-out generator. */
  sportsBets: { player: Player; betId: number }[];
  /** The seamless wallet's win checks: how often each generator ran to its end. */
  winChecks?: { realityChecks: number; closedRounds: number };
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

const post = (app: FastifyInstance, p: Player, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${p.siteToken}` },
    payload,
  });

const adminPost = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/${url}`,
    headers: { 'x-admin-token': app.config.adminToken ?? '' },
    payload,
  });

/** The gateway's signed callback (modules/payments: HMAC of `t.body`), as the gateway posts it. */
export const gatewayCallback = (app: FastifyInstance, event: Record<string, unknown>) => {
  const raw = JSON.stringify(event);
  const secret = (app.config.payments ?? loadPaymentsConfig({}, false)).gatewaySecret;
  return app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      [GATEWAY_SIGNATURE]: signCallback(secret, raw, Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
};

/** The payment a request key made (the api answers a message, not the id). */
const paymentByKey = (app: FastifyInstance, p: Player, key: string) =>
  app.db
    .selectFrom('payment')
    .select(['id', 'gateway_session'])
    .where('player_id', '=', p.principal.playerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
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

const countWinCheck = (model: Model, key: 'realityChecks' | 'closedRounds') => {
  model.winChecks ??= { realityChecks: 0, closedRounds: 0 };
  model.winChecks[key] += 1;
};

const getAs = (app: FastifyInstance, p: Player, url: string) =>
  app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${p.siteToken}` },
  });

/**
 * The protection's reality check fires while a game round is open (RTS 13: the timer elapses
 * mid-round): a player of its own sets the shortest reality check, a bet opens a round, the
 * check shows the session clock (GET protection/session: the net position counts the stake)
 * and the player plays on or logs out; the round's win must then still settle — wins are
 * accepted after the session ended, bets no longer — and the balance equal the ledger.
 */
export async function realityCheckMidRound(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const depositMinor = 5_000;
  const p: Player = { ...(await fundedPlayer(app, depositMinor)), depositMinor };
  const bets: Bet[] = [];
  const problem = (what: string): void => {
    model.anomalies.push(`reality check mid-round, player ${p.principal.playerId}: ${what}`);
  };
  try {
    const state = await getAs(app, p, 'protection/state');
    const options = state.json<{ data: { realityCheckOptions: number[] } }>().data
      .realityCheckOptions;
    const seconds = Math.min(...options.filter((o) => o > 0));
    const set = await post(app, p, 'protection/realitycheck', { seconds });
    if (set.statusCode !== 200) problem(`setting the reality check answered ${set.statusCode}`);

    const bet: Bet = {
      player: p,
      tx: crypto.randomUUID(),
      round: crypto.randomUUID(),
      amount: 1 + Math.floor(rng() * 2_000),
    };
    bets.push(bet);
    await placeBet(app, model, bet);
    if (!model.betOk.has(bet.tx)) return problem('the bet opening the round was refused');

    // The check fires: the dialog shows the session's net position, the stake in it.
    const clock = await getAs(app, p, 'protection/session');
    const session = clock.json<{ data: { net: number; realityCheckSeconds: number } }>().data;
    if (Math.round(session.net * 100) !== -bet.amount || session.realityCheckSeconds !== seconds) {
      problem(`the reality check showed ${JSON.stringify(session)} after a stake of ${bet.amount}`);
    }
    const leaves = rng() < 0.5;
    if (leaves) await getAs(app, p, 'auth/logout');

    // The round settles after the check, whatever the player chose.
    const winTx = crypto.randomUUID();
    const winMinor = Math.floor(rng() * 2 * bet.amount);
    const win = await providerWin(app, {
      ...tokenOf(p),
      transaction_uuid: winTx,
      reference_transaction_uuid: bet.tx,
      round: bet.round,
      round_closed: true,
      amount: winMinor,
    });
    if (win.body.status === 'RS_OK') model.wins.set(winTx, winMinor);
    else problem(`the round's win answered ${win.body.status}`);

    const next: Bet = {
      player: p,
      tx: crypto.randomUUID(),
      round: crypto.randomUUID(),
      amount: 1,
    };
    bets.push(next);
    await placeBet(app, model, next);
    if (leaves === model.betOk.has(next.tx)) {
      problem(`a bet after ${leaves ? 'logging out was taken' : 'playing on was refused'}`);
    }
    const expected =
      depositMinor - bet.amount + winMinor - (model.betOk.has(next.tx) ? next.amount : 0);
    const books = await ledgerCheck(app, p.principal.playerId);
    if (books.balance !== books.ledgerSum || books.balance !== expected) {
      problem(`balance ${books.balance}, ledger ${books.ledgerSum}, expected ${expected}`);
    }
    countWinCheck(model, 'realityChecks');
  } finally {
    // Only now do the other generators see this player and its bets.
    model.players.push(p);
    model.bets.push(...bets);
  }
}

/**
 * A win as the provider sends it: with no protocol answer (a 5xx, e.g. a deadlock victim under
 * the mixed workload) it is resent with the same transaction uuid, as the provider's settlement
 * loop does (notes/seamless-wallet.md › Failure handling on the game side).
 */
async function providerWin(app: FastifyInstance, body: Record<string, unknown>) {
  let answer = await walletCall(app, 'win', body);
  for (let resend = 0; resend < 5 && answer.status >= 500; resend += 1) {
    answer = await walletCall(app, 'win', body);
  }
  return answer;
}

/** The operator's record of a game's declared maximum multiplier (hundredths). */
async function declaredMaxX100(app: FastifyInstance, gameCode: string): Promise<number> {
  const row = await app.db
    .selectFrom('casino_provider_game')
    .select('max_multiplier_x100')
    .where('game_code', '=', gameCode)
    .executeTakeFirstOrThrow();
  return Number(row.max_multiplier_x100);
}

/**
 * Wins on closed rounds and over the cap: a bet opens a round; four wins of 30 % of its cap
 * (stake × the declared maximum multiplier) arrive at once — three fit; a win of 0 closes the
 * round; then a late win with a new uuid, another one over the cap and a replay of the closing
 * win arrive together — the replay gets the closing win's answer, the others are refused.
 */
export async function closedRoundWins(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const p = pick(model.players, rng);
  if (!p) return;
  const bet: Bet = {
    player: p,
    tx: crypto.randomUUID(),
    round: crypto.randomUUID(),
    amount: 1 + Math.floor(rng() * 300),
  };
  const problem = (what: string): void => {
    model.anomalies.push(`closed-round wins, round ${bet.round}: ${what}`);
  };
  try {
    await placeBet(app, model, bet);
    if (!model.betOk.has(bet.tx)) return;
    const capMinor = Math.floor((bet.amount * (await declaredMaxX100(app, p.gameCode))) / 100);
    const winBody = (amount: number, closed: boolean, tx = crypto.randomUUID()) => ({
      ...tokenOf(p),
      transaction_uuid: tx,
      reference_transaction_uuid: bet.tx,
      round: bet.round,
      round_closed: closed,
      amount,
    });
    const part = Math.floor(capMinor * 0.3);
    const parts = Array.from({ length: 4 }, () => winBody(part, false));
    const answers = await Promise.all(parts.map((w) => providerWin(app, w)));
    let paid = 0;
    answers.forEach((a, i) => {
      const w = parts[i];
      if (a.body.status === 'RS_OK' && w) {
        model.wins.set(w.transaction_uuid, part);
        paid += part;
      }
    });
    if (paid > capMinor || (part > 0 && paid !== 3 * part)) {
      const seen = answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`).join('; ');
      problem(`paid ${paid} in 30 % parts of a cap of ${capMinor}: ${seen}`);
    }

    const closing = winBody(0, true);
    const closed = await providerWin(app, closing);
    if (closed.body.status !== 'RS_OK')
      return problem(`the closing win answered ${closed.status} ${JSON.stringify(closed.body)}`);
    model.wins.set(closing.transaction_uuid, 0);

    const late = winBody(1 + Math.floor(rng() * 500), true);
    const over = winBody(capMinor + 1, false);
    const [lateAnswer, overAnswer, replay] = await Promise.all([
      providerWin(app, late),
      providerWin(app, over),
      providerWin(app, closing),
    ]);
    if (lateAnswer.body.status === 'RS_OK') {
      model.wins.set(late.transaction_uuid, late.amount);
      problem('a win after round_closed was paid');
    }
    if (overAnswer.body.status === 'RS_OK') {
      model.wins.set(over.transaction_uuid, over.amount);
      problem('a win over the cap was paid');
    }
    // The stored first answer (jsonb may order its keys otherwise).
    const sameAnswer = (['status', 'balance', 'request_uuid', 'user', 'currency'] as const).every(
      (key) => replay.body[key] === closed.body[key],
    );
    if (!sameAnswer) {
      problem(`the closing win's replay answered ${JSON.stringify(replay.body)}`);
    }
    countWinCheck(model, 'closedRounds');
  } finally {
    model.bets.push(bet);
  }
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
  realityCheckMidRound,
  closedRoundWins,
  inPlayDuringDelay,
  ...BONUS_GENERATORS,
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
  /**
   * A card deposit to its hosted page, then the gateway's signed callback — paid, or declined —
   * delivered twice at once (a gateway replay): credited once, or not at all.
   */
  async deposit(app, model, rng) {
    const p = pick(model.players, rng);
    if (!p) return;
    const amountMinor = 5_000 + Math.floor(rng() * 20_000);
    const key = crypto.randomUUID();
    const r = await post(app, p, 'payment/deposit', {
      id: 1,
      type: 1,
      target: 'pay',
      requestKey: key,
      detail: {
        CardNo: '4111 1111 1111 1111',
        CardHolder: 'Ayşe Yılmaz',
        Amount: amountMinor / 100,
      },
    });
    if (r.statusCode !== 200) return;
    const payment = await paymentByKey(app, p, key);
    const session = await app.db
      .selectFrom('gateway_session')
      .select(['transaction_id', 'merchant_reference', 'amount_minor'])
      .where('id', '=', payment?.gateway_session ?? '')
      .executeTakeFirst();
    if (!payment || !session) return;
    const outcome = rng() < 0.8 ? 'paid' : 'declined';
    const event = {
      transactionId: session.transaction_id,
      reference: session.merchant_reference,
      outcome,
      amount: Number(session.amount_minor) / 100,
      currency: 'TRY',
    };
    const answers = await Promise.all([gatewayCallback(app, event), gatewayCallback(app, event)]);
    // Credited only when the answer says Confirmed (a deposit returned to source is not).
    if (outcome === 'paid' && answers.some(confirmedAnswer)) {
      model.deposits.set(Number(payment.id), amountMinor);
    }
  },
  /** A bank transfer deposit: Pending until an operator approves (credit) or rejects it. */
  async transferDeposit(app, model, rng) {
    const p = pick(model.players, rng);
    if (!p) return;
    const amountMinor = 10_000 + Math.floor(rng() * 20_000);
    const key = crypto.randomUUID();
    const r = await post(app, p, 'payment/deposit', {
      id: 2,
      type: 1,
      target: 'pay',
      requestKey: key,
      detail: { BankId: 3, Iban: IBAN, Amount: amountMinor / 100 },
    });
    const payment = r.statusCode === 200 ? await paymentByKey(app, p, key) : undefined;
    if (payment) model.pending.push({ id: Number(payment.id), direction: 'deposit', amountMinor });
  },
  /** A withdrawal, double-submitted (same request key at once): held once, or refused. */
  async withdraw(app, model, rng) {
    const p = pick(model.players, rng);
    if (!p) return;
    const amountMinor = 2_000 + Math.floor(rng() * 4_000);
    const key = crypto.randomUUID();
    const body = {
      id: 5,
      type: 2,
      target: 'pay',
      requestKey: key,
      detail: { AccountNo: '1234567890', Amount: amountMinor / 100 },
      // Half the time the player confirms giving up an active bonus (cash only leaves).
      ...(rng() < 0.5 ? { forfeitBonus: true } : {}),
    };
    const answers = await Promise.all([
      post(app, p, 'payment/withdraw', body),
      post(app, p, 'payment/withdraw', body),
    ]);
    if (!answers.some((a) => a.statusCode === 200)) return;
    const payment = await paymentByKey(app, p, key);
    if (!payment) return;
    model.withdrawals.set(Number(payment.id), amountMinor);
    model.pending.push({ id: Number(payment.id), direction: 'withdraw', amountMinor });
  },
  /**
   * Two operators decide one pending payment at the same moment — approve and reject, or the
   * same decision twice: exactly one decision holds.
   */
  hostedSessionExpired,
  gatewayPayoutAndRefund,
  breakMidDepositBurst,
  async decide(app, model, rng) {
    const index = Math.floor(rng() * model.pending.length);
    const [item] = model.pending.splice(index, 1);
    if (!item) return;
    const first = rng() < 0.5 ? 'approve' : 'reject';
    const second = rng() < 0.5 ? 'approve' : 'reject';
    const decide = (action: string, operator: string) =>
      adminPost(app, `payments/${action}`, { id: item.id, operator, reason: 'invariant test' });
    const answers = await Promise.all([decide(first, 'cashier-1'), decide(second, 'cashier-2')]);
    const won = answers.findIndex((a) => a.statusCode === 200);
    if (won === -1) return;
    if (answers.every((a) => a.statusCode === 200)) {
      model.anomalies.push(`payment ${item.id}: decided twice (${first}, ${second})`);
    }
    const action = won === 0 ? first : second;
    if (item.direction === 'deposit' && action === 'approve' && confirmedAnswer(answers[won]!)) {
      model.deposits.set(item.id, item.amountMinor);
    }
    if (item.direction === 'withdraw' && action === 'reject') model.refunded.add(item.id);
  },
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

// Payments' generators: hosted sessions past their expiry, gateway payouts and refunds, a break
// in the middle of a burst of deposits (notes/payments-and-protection.md, LCCP 3.5, RTS 12).

/** An answer whose payment ended Confirmed (a callback's status, an approval's record). */
function confirmedAnswer(answer: { statusCode: number; json: <T>() => T }): boolean {
  if (answer.statusCode !== 200) return false;
  return answer.json<{ data: { status?: string } | null }>().data?.status === 'Confirmed';
}

const SIGNED_CARD = (amountMinor: number, requestKey: string) => ({
  id: 1,
  type: 1,
  target: 'pay',
  requestKey,
  detail: {
    CardNo: '4111 1111 1111 1111',
    CardHolder: 'Ayşe Yılmaz',
    Amount: amountMinor / 100,
  },
});

/** A card deposit opened to its hosted session: the payment id and the gateway's paid event. */
export async function openCardDeposit(app: FastifyInstance, p: Player, amountMinor: number) {
  const key = crypto.randomUUID();
  const r = await post(app, p, 'payment/deposit', SIGNED_CARD(amountMinor, key));
  if (r.statusCode !== 200) return undefined;
  const payment = await paymentByKey(app, p, key);
  const session = await app.db
    .selectFrom('gateway_session')
    .select(['id', 'transaction_id', 'merchant_reference', 'amount_minor'])
    .where('id', '=', payment?.gateway_session ?? '')
    .executeTakeFirst();
  if (!payment || !session) return undefined;
  return {
    id: Number(payment.id),
    sessionId: session.id,
    paid: {
      transactionId: session.transaction_id,
      reference: session.merchant_reference,
      outcome: 'paid',
      amount: Number(session.amount_minor) / 100,
      currency: 'TRY',
    },
  };
}

/** The ledger's deposit credits of one payment (0 or 1). */
async function creditsOf(app: FastifyInstance, paymentId: number): Promise<number> {
  const rows = await app.db
    .selectFrom('ledger_entry')
    .select('id')
    .where('kind', '=', 'deposit')
    .where('reference', '=', `payment:${paymentId}`)
    .execute();
  return rows.length;
}

/** A fresh funded player of the generator's own; the others see it once it is done. */
async function ownPlayer(app: FastifyInstance, depositMinor: number): Promise<Player> {
  const p = await fundedPlayer(app, depositMinor);
  // As newModel's players: the trial bonus generator may pick it once it joins them.
  await app.db
    .updateTable('player')
    .set({ sms_verified: true })
    .where('id', '=', p.principal.playerId)
    .execute();
  return { ...p, depositMinor };
}

/**
 * A hosted payment session past its expiry: the sweep expires the deposit, the page takes no
 * payment, and a paid confirmation the gateway sends late (twice at once) credits nothing — it
 * is returned to its source.
 */
export async function hostedSessionExpired(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const p = pick(model.players, rng);
  if (!p) return;
  const deposit = await openCardDeposit(app, p, 5_000 + Math.floor(rng() * 5_000));
  if (!deposit) return;
  const past = new Date(Date.now() - 60_000).toISOString();
  await app.db
    .updateTable('payment')
    .set({ expires_at: past })
    .where('id', '=', deposit.id)
    .execute();
  await app.db
    .updateTable('gateway_session')
    .set({ expires_at: past })
    .where('id', '=', deposit.sessionId)
    .execute();
  await app.payments.expire();
  const page = await app.inject({
    method: 'POST',
    url: `/provider/pay/${deposit.sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=paid',
  });
  const answers = await Promise.all([
    gatewayCallback(app, deposit.paid),
    gatewayCallback(app, deposit.paid),
  ]);
  const problem = (what: string) =>
    model.anomalies.push(`expired session, payment ${deposit.id}: ${what}`);
  if (page.statusCode !== 303 && page.statusCode !== 400 && page.statusCode !== 410) {
    problem(`the page answered ${page.statusCode} to a pay after expiry`);
  }
  if (answers.some(confirmedAnswer)) problem('a late confirmation was credited');
  if ((await creditsOf(app, deposit.id)) !== 0) problem('credited after its expiry');
}

/**
 * Gateway payouts and refunds: an approved withdrawal is paid out through the gateway (its
 * payout recorded); a card deposit over a limit lowered meanwhile is refunded through it; a
 * confirmation the gateway cannot refund (a transaction it never took) waits in the ops queue.
 * None of them moves money twice.
 */
export async function gatewayPayoutAndRefund(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const p = await ownPlayer(app, 20_000);
  const problem = (what: string) =>
    model.anomalies.push(`payouts and refunds, player ${p.principal.playerId}: ${what}`);
  try {
    // A withdrawal approved by two operators at once: one payout.
    const amountMinor = 1_000 + Math.floor(rng() * 4_000);
    const key = crypto.randomUUID();
    const w = await post(app, p, 'payment/withdraw', {
      id: 5,
      type: 2,
      target: 'pay',
      requestKey: key,
      detail: { AccountNo: '1234567890', Amount: amountMinor / 100 },
    });
    const withdrawal = w.statusCode === 200 ? await paymentByKey(app, p, key) : undefined;
    if (withdrawal) {
      const id = Number(withdrawal.id);
      model.withdrawals.set(id, amountMinor);
      const approvals = await Promise.all(
        ['payout-1', 'payout-2'].map((operator) =>
          adminPost(app, 'payments/approve', { id, operator, reason: '' }),
        ),
      );
      if (!approvals.some((a) => a.statusCode === 200)) problem('no approval was taken');
      const payouts = await app.db
        .selectFrom('payment_audit')
        .select('reason')
        .where('payment_id', '=', id)
        .where('action', '=', 'payout')
        .execute();
      if (payouts.length !== 1) problem(`${payouts.length} payouts of one withdrawal`);
    }

    // Two card deposits; the daily limit is then lowered under them (RTS 12D: at once).
    const first = await openCardDeposit(app, p, 6_000);
    const second = await openCardDeposit(app, p, 7_000);
    if (!first || !second) {
      problem('a card deposit was refused');
      return;
    }
    await post(app, p, 'protection/limit', { period: 'day', amount: 50 });
    const refunded = await Promise.all([
      gatewayCallback(app, first.paid),
      gatewayCallback(app, first.paid),
    ]);
    if (refunded.some(confirmedAnswer)) problem('a deposit over the lowered limit was credited');
    // A confirmation naming a transaction the gateway never took: its refund is refused.
    const unknown = await gatewayCallback(app, {
      ...second.paid,
      transactionId: `gw_unknown_${crypto.randomUUID()}`,
    });
    if (confirmedAnswer(unknown)) problem('a deposit over the lowered limit was credited');
    const states = await app.db
      .selectFrom('payment')
      .select(['id', 'refund_state'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    const [a, b] = states.map((r) => r.refund_state);
    if (a !== 'refunded' || b !== 'refused') problem(`refunds ended ${a}, ${b}`);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/refunds?limit=500',
      headers: { 'x-admin-token': app.config.adminToken ?? '' },
    });
    const queued = queue.json<{ data: { id: number }[] }>().data.map((r) => r.id);
    if (!queued.includes(second.id)) problem('the refused refund is not in the ops queue');
    for (const d of [first, second]) {
      if ((await creditsOf(app, d.id)) !== 0) problem(`payment ${d.id} credited`);
    }
  } finally {
    model.players.push(p);
  }
}

/**
 * A break taken in the middle of a burst of deposits (LCCP 3.5): every deposit either was
 * credited before the break took the player's lock, or is Cancelled without a credit (closed
 * by the break, or paid after it and returned); none is left open.
 */
export async function breakMidDepositBurst(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const p = await ownPlayer(app, 1_000);
  const problem = (what: string) =>
    model.anomalies.push(`break mid-burst, player ${p.principal.playerId}: ${what}`);
  try {
    const burst = Array.from({ length: 6 }, async (_, i) => {
      if (i === 3) {
        await post(app, p, 'protection/break', { kind: 'timeout', duration: '24h' });
        return;
      }
      const deposit = await openCardDeposit(app, p, 5_000 + Math.floor(rng() * 3_000));
      if (!deposit) return;
      const answer = await gatewayCallback(app, deposit.paid);
      if (confirmedAnswer(answer))
        model.deposits.set(deposit.id, Math.round(deposit.paid.amount * 100));
    });
    await Promise.all(burst);
    const payments = await app.db
      .selectFrom('payment')
      .select(['id', 'status', 'gateway_session', 'refund_state'])
      .where('player_id', '=', p.principal.playerId)
      .execute();
    for (const payment of payments) {
      const credits = await creditsOf(app, Number(payment.id));
      if (payment.status === 'Confirmed' && credits !== 1)
        problem(`${payment.id} Confirmed, ${credits} credits`);
      if (payment.status !== 'Confirmed' && credits !== 0)
        problem(`${payment.id} ${payment.status}, credited`);
      if (payment.status === 'Created' || payment.status === 'Pending') {
        problem(`${payment.id} still ${payment.status} after the break`);
      }
      if (payment.status === 'Confirmed' && !model.deposits.has(Number(payment.id))) {
        problem(`${payment.id} credited without the gateway being told so`);
      }
    }
  } finally {
    model.players.push(p);
  }
}

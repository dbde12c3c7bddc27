import crypto from 'node:crypto';
import { fundedPlayer, ledgerCheck, walletCall } from '../games';
import { pick, type Bet, type Generator, type Model, type Player } from './model';
import { getAs, post } from './requests';
import type { FastifyInstance } from 'fastify';

// The seamless wallet's generators (notes/seamless-wallet.md): slot bets, their replays, wins
// sent twice, rollbacks, a reality check in the middle of a round and wins on closed rounds.

export const tokenOf = (p: Player) => ({
  token: p.gameToken,
  user: p.user,
  game_code: p.gameCode,
  currency: 'TRY',
});

export const placeBet = async (app: FastifyInstance, model: Model, bet: Bet) => {
  const r = await walletCall(app, 'bet', {
    ...tokenOf(bet.player),
    transaction_uuid: bet.tx,
    round: bet.round,
    round_closed: false,
    amount: bet.amount,
  });
  if (r.body.status === 'RS_OK') model.betOk.add(bet.tx);
};

const countWinCheck = (model: Model, key: 'realityChecks' | 'closedRounds') => {
  model.winChecks ??= { realityChecks: 0, closedRounds: 0 };
  model.winChecks[key] += 1;
};

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

export const bet: Generator = async (app, model, rng) => {
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
};

/** A provider retrying a bet (same transaction, new request): applied once. */
export const betReplay: Generator = async (app, model, rng) => {
  const bet = pick(model.bets, rng);
  if (bet) await placeBet(app, model, bet);
};

export const win: Generator = async (app, model, rng) => {
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
};

export const rollback: Generator = async (app, model, rng) => {
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
};

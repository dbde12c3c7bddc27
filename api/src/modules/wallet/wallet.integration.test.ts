import '../../test/native-modules';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer, ledgerCheck, walletCall } from '../../test/games';
import { checkInvariant, type Model } from '../../test/money-invariant';
import { WalletQueries } from './queries';
import { GameWalletService } from './service';

describe.each(BACKENDS)('seamless wallet on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const uuid = () => crypto.randomUUID();

  /** A bet's body for a player; `over` replaces fields. */
  function betOf(p: Awaited<ReturnType<typeof fundedPlayer>>, over: Record<string, unknown> = {}) {
    return {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      transaction_uuid: uuid(),
      round: uuid(),
      round_closed: false,
      currency: 'TRY',
      amount: 1000,
      ...over,
    };
  }

  function settleOf(
    bet: ReturnType<typeof betOf>,
    over: Record<string, unknown> = {},
  ): Record<string, unknown> {
    return {
      token: bet.token,
      user: bet.user,
      game_code: bet.game_code,
      transaction_uuid: uuid(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: bet.round,
      round_closed: true,
      currency: 'TRY',
      amount: 0,
      ...over,
    };
  }

  const balanceOf = async (playerId: number) => (await ledgerCheck(h.app, playerId)).balance;

  it('answers the balance with the player and currency, and refuses an unknown token', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const ok = await walletCall(h.app, 'balance', { token: p.gameToken, game_code: p.gameCode });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'RS_OK',
      user: p.user,
      currency: 'TRY',
      balance: 5000,
    });
    const unknown = await walletCall(h.app, 'balance', {
      token: 'x'.repeat(43),
      game_code: p.gameCode,
    });
    expect(unknown.body.status).toBe(WalletStatus.InvalidToken);
  });

  it('takes a bet, pays its win, and records the round with Bet2 and Win1 transactions', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const bet = betOf(p, {
      verification: {
        nonce: 7,
        server_seed_hash: 'ab'.repeat(32),
        url: '/provider/games/verify/x',
      },
    });
    const placed = await walletCall(h.app, 'bet', bet);
    expect(placed.body).toMatchObject({ status: 'RS_OK', balance: 4000, user: p.user });
    const won = await walletCall(h.app, 'win', settleOf(bet, { amount: 2500 }));
    expect(won.body).toMatchObject({ status: 'RS_OK', balance: 6500 });

    const round = await h.app.db
      .selectFrom('casino_round')
      .selectAll()
      .where('provider_round_id', '=', bet.round)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      player_id: p.principal.playerId,
      provider_id: 'oyna-games',
      game_code: 'oyna-lucky-fruits',
      game_name: 'Lucky Fruits',
      stake_minor: 1000,
      win_minor: 2500,
      status: 'closed',
      nonce: 7,
      server_seed_hash: 'ab'.repeat(32),
      verify_url: '/provider/games/verify/x',
    });
    const kinds = await h.app.db
      .selectFrom('casino_transaction')
      .select(['action', 'kind', 'amount_minor'])
      .where('round_id', '=', round.id)
      .orderBy('id')
      .execute();
    expect(kinds).toEqual([
      { action: 'bet', kind: 2, amount_minor: 1000 },
      { action: 'win', kind: 1, amount_minor: 2500 },
    ]);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 6500,
      ledgerSum: 6500,
    });
  });

  it('answers a retry with identical data with the first answer and moves money once', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const bet = betOf(p);
    const first = await walletCall(h.app, 'bet', { ...bet, request_uuid: 'first-call' });
    const again = await walletCall(h.app, 'bet', { ...bet, request_uuid: 'second-call' });
    expect(again.body).toEqual(first.body);
    expect(again.body.request_uuid).toBe('first-call');
    expect(await balanceOf(p.principal.playerId)).toBe(4000);
  });

  it('refuses the same transaction uuid with other data and moves nothing', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const bet = betOf(p);
    await walletCall(h.app, 'bet', bet);
    const other = await walletCall(h.app, 'bet', { ...bet, amount: 999 });
    expect(other.body).toMatchObject({ status: WalletStatus.DuplicateTransaction, balance: 4000 });
    expect(await balanceOf(p.principal.playerId)).toBe(4000);
  });

  it('pays a win only for a bet it knows and that stands', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const unknown = await walletCall(h.app, 'win', settleOf(betOf(p), { amount: 100 }));
    expect(unknown.body.status).toBe(WalletStatus.TransactionDoesNotExist);

    const bet = betOf(p);
    await walletCall(h.app, 'bet', bet);
    await walletCall(h.app, 'rollback', settleOf(bet));
    const afterRollback = await walletCall(h.app, 'win', settleOf(bet, { amount: 100 }));
    expect(afterRollback.body.status).toBe(WalletStatus.TransactionDoesNotExist);
    expect(await balanceOf(p.principal.playerId)).toBe(5000);
  });

  it('answers a rollback of an unknown bet RS_OK, moves nothing, and refuses the late bet', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const bet = betOf(p);
    const rollback = await walletCall(h.app, 'rollback', settleOf(bet));
    expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: 5000 });
    const late = await walletCall(h.app, 'bet', bet);
    expect(late.body.status).toBe(WalletStatus.DuplicateTransaction);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 5000,
      ledgerSum: 5000,
    });
  });

  it('rolls a bet back once and refuses a rollback after its win', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const undone = betOf(p);
    await walletCall(h.app, 'bet', undone);
    const first = await walletCall(h.app, 'rollback', settleOf(undone));
    expect(first.body).toMatchObject({ status: 'RS_OK', balance: 5000 });
    const second = await walletCall(h.app, 'rollback', settleOf(undone));
    expect(second.body).toMatchObject({ status: 'RS_OK', balance: 5000 });

    const won = betOf(p);
    await walletCall(h.app, 'bet', won);
    await walletCall(h.app, 'win', settleOf(won, { amount: 300 }));
    const refused = await walletCall(h.app, 'rollback', settleOf(won));
    expect(refused.body).toMatchObject({ status: WalletStatus.Unknown, balance: 4300 });
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance: 4300,
      ledgerSum: 4300,
    });
    const round = await h.app.db
      .selectFrom('casino_round')
      .select(['status', 'stake_minor'])
      .where('provider_round_id', '=', undone.round)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'rolled_back', stake_minor: 0 });
  });

  it('refuses bets on an expired token but accepts its wins and rollbacks', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const toWin = betOf(p);
    const toUndo = betOf(p);
    await walletCall(h.app, 'bet', toWin);
    await walletCall(h.app, 'bet', toUndo);
    await h.app.db
      .updateTable('game_token')
      .set({ expires_at: sql<string>`now() - interval '1 second'` })
      .where('player_id', '=', p.principal.playerId)
      .execute();

    const bet = await walletCall(h.app, 'bet', betOf(p));
    expect(bet.body).toMatchObject({ status: WalletStatus.TokenExpired, balance: 3000 });
    const win = await walletCall(h.app, 'win', settleOf(toWin, { amount: 700 }));
    expect(win.body).toMatchObject({ status: 'RS_OK', balance: 3700 });
    const rollback = await walletCall(h.app, 'rollback', settleOf(toUndo));
    expect(rollback.body).toMatchObject({ status: 'RS_OK', balance: 4700 });
  });

  it('refuses bets once the site session behind the token has ended', async () => {
    const p = await fundedPlayer(h.app, 5000);
    await h.app.platform.sessions.end(p.principal.sessionId, 'logout');
    const bet = await walletCall(h.app, 'bet', betOf(p));
    expect(bet.body.status).toBe(WalletStatus.TokenExpired);
    expect(await balanceOf(p.principal.playerId)).toBe(5000);
  });

  it('refuses a bet above the balance and names the actual balance', async () => {
    const p = await fundedPlayer(h.app, 750);
    const bet = await walletCall(h.app, 'bet', betOf(p, { amount: 751 }));
    expect(bet.body).toMatchObject({ status: WalletStatus.NotEnoughMoney, balance: 750 });
    expect(await balanceOf(p.principal.playerId)).toBe(750);
  });

  it('answers a bad signature with 401 and changes nothing', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const bad = await walletCall(h.app, 'bet', betOf(p), { secret: 'not-the-secret' });
    expect(bad.status).toBe(401);
    expect(bad.body.status).toBe(WalletStatus.InvalidSignature);
    const raw = await h.app.inject({
      method: 'POST',
      url: '/api/wallet/bet',
      payload: JSON.stringify(betOf(p)),
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(401);
    expect(await balanceOf(p.principal.playerId)).toBe(5000);
  });

  it('answers a stale timestamp with 401 (replay window ±300 s) and changes nothing', async () => {
    const p = await fundedPlayer(h.app, 5000);
    // The exact ±300 s edge is a unit test of contracts' verifyBodySignature; here a margin keeps
    // a slow machine from moving the server's clock across it.
    const now = Math.floor(Date.now() / 1000);
    const stale = await walletCall(h.app, 'bet', betOf(p), { timestampS: now - 330 });
    expect(stale.status).toBe(401);
    const future = await walletCall(h.app, 'bet', betOf(p), { timestampS: now + 330 });
    expect(future.status).toBe(401);
    expect(await balanceOf(p.principal.playerId)).toBe(5000);
  });

  it('answers wrong types and malformed JSON with the protocol statuses', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const typed = await walletCall(h.app, 'bet', betOf(p, { amount: '10.50' }));
    expect(typed.status).toBe(400);
    expect(typed.body.status).toBe(WalletStatus.WrongTypes);
    const negative = await walletCall(h.app, 'win', { ...settleOf(betOf(p)), amount: -5 });
    expect(negative.body.status).toBe(WalletStatus.WrongTypes);
    expect(await balanceOf(p.principal.playerId)).toBe(5000);
  });

  it('refuses another game, another user and another currency than the token names', async () => {
    const p = await fundedPlayer(h.app, 5000);
    expect((await walletCall(h.app, 'bet', betOf(p, { game_code: 'x' }))).body.status).toBe(
      WalletStatus.InvalidGame,
    );
    expect((await walletCall(h.app, 'bet', betOf(p, { user: 'OY9999999' }))).body.status).toBe(
      WalletStatus.InvalidToken,
    );
    expect((await walletCall(h.app, 'bet', betOf(p, { currency: 'EUR' }))).body.status).toBe(
      WalletStatus.WrongCurrency,
    );
    expect(await balanceOf(p.principal.playerId)).toBe(5000);
  });

  it('lets the player-protection hook refuse a bet with RS_ERROR_USER_DISABLED', async () => {
    const p = await fundedPlayer(h.app, 5000);
    const seen: number[] = [];
    const guarded = new GameWalletService({
      db: h.app.db,
      wallets: h.app.platform.wallets,
      queries: new WalletQueries(h.app.db),
      bonusWallet: h.app.platform.bonusWallet,
      protection: {
        async mayBet(_trx, playerId) {
          seen.push(playerId);
          return { allowed: false, reason: 'excluded' };
        },
      },
    });
    const answer = await guarded.bet({ request_uuid: 'r', ...betOf(p) });
    expect(answer).toMatchObject({ status: WalletStatus.UserDisabled, balance: 5000 });
    expect(seen).toEqual([p.principal.playerId]);
    expect(await balanceOf(p.principal.playerId)).toBe(5000);
  });

  it('never overdraws under 200 concurrent bets of one player; the ledger sums to the balance', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const bets = Array.from({ length: 200 }, () => betOf(p, { amount: 100 }));
    const answers = await Promise.all(bets.map((bet) => walletCall(h.app, 'bet', bet)));
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 'RS_OK')).toHaveLength(100);
    expect(statuses.filter((s) => s === WalletStatus.NotEnoughMoney)).toHaveLength(100);
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({ balance: 0, ledgerSum: 0 });
    // The money invariant (test/money-invariant.ts): balance == ledger sum, never negative, each
    // key applied once, and the total equals what the api acknowledged.
    const player = { ...p, depositMinor: 10_000 };
    const model: Model = {
      players: [player],
      bets: bets.map((b) => ({ player, tx: b.transaction_uuid, round: b.round, amount: 100 })),
      betOk: new Set(bets.filter((_, i) => statuses[i] === 'RS_OK').map((b) => b.transaction_uuid)),
      rolledBack: new Set(),
      wins: new Map(),
      bonused: new Set(),
      trialBonusMinor: 0,
      deposits: new Map(),
      withdrawals: new Map(),
      refunded: new Set(),
      pending: [],
      anomalies: [],
      sportsMinor: 0,
      sportsBets: [],
    };
    const report = await checkInvariant(h.app, model);
    expect(report.violations).toEqual([]);
    expect(report.totalMinor).toBe(0);
  });
});

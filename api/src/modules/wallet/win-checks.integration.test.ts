import '../../test/native-modules';
import crypto from 'node:crypto';
import type { AdminRefusedWin } from '@oyna/contracts';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import { GAMES } from '@oyna/provider-games/server';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer, ledgerCheck, walletCall } from '../../test/games';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
const SLOT = 'oyna-lucky-fruits';
const ROULETTE = 'oyna-european-roulette';
const CRASH = 'oyna-aviator-crash';

/**
 * The seamless wallet's win checks: no win after `round_closed`; a round's wins in all never
 * above its standing stakes × the game's declared maximum multiplier (several wins per round
 * still fine); the check holds under a parallel burst (the round row is locked); refused wins
 * are logged for ops; a replay of a paid win still gets its first answer.
 */
describe.each(BACKENDS)('seamless wallet win checks on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { logLevel: 'error' });
  });
  afterAll(() => h.close());

  const uuid = () => crypto.randomUUID();
  type Player = Awaited<ReturnType<typeof fundedPlayer>>;

  const bet = async (p: Player, amount: number, round = uuid()) => {
    const body = {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      transaction_uuid: uuid(),
      round,
      round_closed: false,
      currency: 'TRY',
      amount,
    };
    const answer = await walletCall(h.app, 'bet', body);
    expect(answer.body.status).toBe(WalletStatus.Ok);
    return body;
  };
  const winOf = (
    placed: Awaited<ReturnType<typeof bet>>,
    amount: number,
    roundClosed = true,
    transactionUuid = uuid(),
  ) => ({
    token: placed.token,
    user: placed.user,
    game_code: placed.game_code,
    transaction_uuid: transactionUuid,
    reference_transaction_uuid: placed.transaction_uuid,
    round: placed.round,
    round_closed: roundClosed,
    currency: 'TRY',
    amount,
  });
  const rollbackOf = (placed: Awaited<ReturnType<typeof bet>>) => ({
    token: placed.token,
    user: placed.user,
    game_code: placed.game_code,
    transaction_uuid: uuid(),
    reference_transaction_uuid: placed.transaction_uuid,
    round: placed.round,
    round_closed: true,
  });
  const refusedOf = (p: Player) =>
    h.app.db
      .selectFrom('casino_refused_win')
      .selectAll()
      .where('player_id', '=', p.principal.playerId)
      .orderBy('id')
      .execute();
  const adminList = (query: string, headers: Record<string, string> = ADMIN) =>
    call<AdminRefusedWin[]>(h.app, {
      method: 'GET',
      url: `/api/admin/casino/refusedwins${query}`,
      headers,
    });
  const expectLedger = async (p: Player, balance: number) =>
    expect(await ledgerCheck(h.app, p.principal.playerId)).toEqual({
      balance,
      ledgerSum: balance,
    });

  it('refuses every win after the round was closed, with new transaction ids, and logs them', async () => {
    const p = await fundedPlayer(h.app, 10_000);
    const placed = await bet(p, 100);
    const closing = await walletCall(h.app, 'win', winOf(placed, 500));
    expect(closing.body).toMatchObject({ status: WalletStatus.Ok, balance: 10_400 });

    const again = await walletCall(h.app, 'win', winOf(placed, 500));
    const huge = await walletCall(h.app, 'win', winOf(placed, 100_000, false));
    expect(again.body).toMatchObject({ status: WalletStatus.Unknown, balance: 10_400 });
    expect(huge.body).toMatchObject({ status: WalletStatus.Unknown, balance: 10_400 });
    await expectLedger(p, 10_400);

    const round = await h.app.db
      .selectFrom('casino_round')
      .select(['status', 'stake_minor', 'win_minor'])
      .where('provider_round_id', '=', placed.round)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'closed', stake_minor: 100, win_minor: 500 });
    const refused = await refusedOf(p);
    expect(refused.map((r) => [r.reason, r.amount_minor, r.paid_minor])).toEqual([
      ['round_closed', 500, 500],
      ['round_closed', 100_000, 500],
    ]);
  });

  it('refuses a win above stake × the declared maximum multiplier of the slot, the roulette and the crash game', async () => {
    const declared = new Map(GAMES.map((g) => [g.code, g.maxMultiplierX100]));
    expect(declared.get(SLOT)).toBe(31_450);
    expect(declared.get(ROULETTE)).toBe(3_600);
    expect(declared.get(CRASH)).toBe(100_000);
    for (const [code, capMinor] of [
      [SLOT, 314_500],
      [ROULETTE, 36_000],
      [CRASH, 1_000_000],
    ] as const) {
      const p = await fundedPlayer(h.app, 1_000, { gameCode: code });
      const placed = await bet(p, 1_000);
      const over = await walletCall(h.app, 'win', winOf(placed, capMinor + 1));
      expect(over.body).toMatchObject({ status: WalletStatus.Unknown, balance: 0 });
      await expectLedger(p, 0);
      const exact = await walletCall(h.app, 'win', winOf(placed, capMinor));
      expect(exact.body).toMatchObject({ status: WalletStatus.Ok, balance: capMinor });
      await expectLedger(p, capMinor);
      const refused = await refusedOf(p);
      expect(refused.map((r) => [r.reason, r.game_code, r.stake_minor, r.cap_minor])).toEqual([
        ['over_cap', code, 1_000, capMinor],
      ]);
    }
  });

  it('accepts several wins of one round within the cap (free spins, splits), then refuses the one past it', async () => {
    const p = await fundedPlayer(h.app, 5_000, { gameCode: ROULETTE });
    const round = uuid();
    const first = await bet(p, 500, round);
    const second = await bet(p, 500, round);
    // Stakes 1000 → the round may pay 36 000 in all.
    for (const [placed, amount] of [
      [first, 10_000],
      [second, 18_000],
      [first, 8_000],
    ] as const) {
      const won = await walletCall(h.app, 'win', winOf(placed, amount, false));
      expect(won.body.status).toBe(WalletStatus.Ok);
    }
    await expectLedger(p, 4_000 + 36_000);
    const past = await walletCall(h.app, 'win', winOf(second, 1, false));
    expect(past.body).toMatchObject({ status: WalletStatus.Unknown, balance: 40_000 });
    // A closing win of 0 still fits; nothing may follow it.
    expect((await walletCall(h.app, 'win', winOf(first, 0))).body.status).toBe(WalletStatus.Ok);
    expect((await walletCall(h.app, 'win', winOf(first, 0))).body.status).toBe(
      WalletStatus.Unknown,
    );
    await expectLedger(p, 40_000);
    expect((await refusedOf(p)).map((r) => r.reason)).toEqual(['over_cap', 'round_closed']);
  });

  it('never pays a round past its cap under a parallel burst of wins', async () => {
    const p = await fundedPlayer(h.app, 1_000, { gameCode: ROULETTE });
    const placed = await bet(p, 1_000);
    // Cap 36 000: seven wins of 5 000 fit, the eighth would not.
    const burst = Array.from({ length: 20 }, () => winOf(placed, 5_000, false));
    const answers = await Promise.all(burst.map((w) => walletCall(h.app, 'win', w)));
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === WalletStatus.Ok)).toHaveLength(7);
    expect(statuses.filter((s) => s === WalletStatus.Unknown)).toHaveLength(13);
    await expectLedger(p, 35_000);
    expect((await refusedOf(p)).filter((r) => r.reason === 'over_cap')).toHaveLength(13);

    // A burst of closing wins: the first to lock the round closes it, the rest are refused.
    const closer = await bet(await fundedPlayer(h.app, 100, { gameCode: SLOT }), 100);
    const closers = await Promise.all(
      Array.from({ length: 10 }, () => walletCall(h.app, 'win', winOf(closer, 100))),
    );
    expect(closers.filter((a) => a.body.status === WalletStatus.Ok)).toHaveLength(1);
  });

  it('answers a replayed win with its first answer even after the round closed; a refused one is judged again', async () => {
    const p = await fundedPlayer(h.app, 1_000);
    const placed = await bet(p, 1_000);
    const paid = winOf(placed, 2_000);
    const first = await walletCall(h.app, 'win', { ...paid, request_uuid: 'first-win' });
    expect(first.body).toMatchObject({ status: WalletStatus.Ok, balance: 2_000 });
    const late = winOf(placed, 700);
    expect((await walletCall(h.app, 'win', late)).body.status).toBe(WalletStatus.Unknown);

    // The same transaction, resent in parallel after the close: the stored first answer.
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => walletCall(h.app, 'win', paid)),
    );
    for (const replay of replays) expect(replay.body).toEqual(first.body);
    // The same uuid with other data is still a duplicate.
    const other = await walletCall(h.app, 'win', { ...paid, amount: 2_001 });
    expect(other.body.status).toBe(WalletStatus.DuplicateTransaction);
    // The refused win resent: refused again, one log row counting both attempts.
    expect((await walletCall(h.app, 'win', late)).body.status).toBe(WalletStatus.Unknown);
    await expectLedger(p, 2_000);
    const refused = await refusedOf(p);
    expect(refused.map((r) => [r.transaction_uuid, r.attempts])).toEqual([
      [late.transaction_uuid, 2],
    ]);
  });

  it("refuses a rollback that would leave a round's paid wins above its remaining stakes × the cap", async () => {
    const p = await fundedPlayer(h.app, 2_000, { gameCode: ROULETTE });
    const round = uuid();
    const a = await bet(p, 1_000, round);
    const b = await bet(p, 1_000, round);
    expect((await walletCall(h.app, 'win', winOf(a, 50_000, false))).body.status).toBe(
      WalletStatus.Ok,
    );
    // Without b's stake the round could pay 36 000, and it paid 50 000.
    const undo = await walletCall(h.app, 'rollback', rollbackOf(b));
    expect(undo.body).toMatchObject({ status: WalletStatus.Unknown, balance: 50_000 });
    await expectLedger(p, 50_000);

    const q = await fundedPlayer(h.app, 2_000, { gameCode: ROULETTE });
    const qRound = uuid();
    const c = await bet(q, 1_000, qRound);
    const d = await bet(q, 1_000, qRound);
    expect((await walletCall(h.app, 'win', winOf(c, 30_000, false))).body.status).toBe(
      WalletStatus.Ok,
    );
    const fits = await walletCall(h.app, 'rollback', rollbackOf(d));
    expect(fits.body).toMatchObject({ status: WalletStatus.Ok, balance: 31_000 });
    // The round's cap is now 36 000 on the remaining stake: 6 000 more, not 6 001.
    expect((await walletCall(h.app, 'win', winOf(c, 6_001, false))).body.status).toBe(
      WalletStatus.Unknown,
    );
    expect((await walletCall(h.app, 'win', winOf(c, 6_000))).body.status).toBe(WalletStatus.Ok);
    await expectLedger(q, 37_000);
  });

  it('takes no bet on a game its provider never declared, and refuses wins once a declaration is gone', async () => {
    const undeclared = await fundedPlayer(h.app, 1_000, { gameCode: 'no-declared-game' });
    const refusedBet = await walletCall(h.app, 'bet', {
      token: undeclared.gameToken,
      user: undeclared.user,
      game_code: undeclared.gameCode,
      transaction_uuid: uuid(),
      round: uuid(),
      round_closed: false,
      currency: 'TRY',
      amount: 100,
    });
    expect(refusedBet.body).toMatchObject({ status: WalletStatus.InvalidGame, balance: 1_000 });

    const code = `withdrawn-${uuid().slice(0, 8)}`;
    await h.app.db
      .insertInto('casino_provider_game')
      .values({ provider_id: 'oyna-games', game_code: code, name: 'x', max_multiplier_x100: 500 })
      .execute();
    const p = await fundedPlayer(h.app, 1_000, { gameCode: code });
    const placed = await bet(p, 1_000);
    await h.app.db.deleteFrom('casino_provider_game').where('game_code', '=', code).execute();
    expect((await walletCall(h.app, 'win', winOf(placed, 10))).body.status).toBe(
      WalletStatus.Unknown,
    );
    await expectLedger(p, 0);
    expect((await refusedOf(p)).map((r) => [r.reason, r.cap_minor])).toEqual([
      ['undeclared_game', null],
    ]);
  });

  it('lists refused wins for ops behind the admin token, newest first, by reason', async () => {
    const p = await fundedPlayer(h.app, 1_000, { gameCode: CRASH });
    const placed = await bet(p, 1_000);
    await walletCall(h.app, 'win', winOf(placed, 1_000_001, false));
    await walletCall(h.app, 'win', winOf(placed, 1_500));
    const late = winOf(placed, 25);
    await walletCall(h.app, 'win', late);

    const list = await adminList('?take=100');
    expect(list.status).toBe(200);
    const mine = list.body.data?.filter((r) => r.round === placed.round) ?? [];
    expect(mine.map((r) => r.reason)).toEqual(['round_closed', 'over_cap']);
    expect(mine[0]).toMatchObject({
      providerId: 'oyna-games',
      transactionUuid: late.transaction_uuid,
      gameCode: CRASH,
      reason: 'round_closed',
      amount: 0.25,
      stake: 10,
      paid: 15,
      cap: 10_000,
      attempts: 1,
    });
    expect(mine[0]?.username).toMatch(/\S/);
    const overCap = await adminList('?reason=over_cap&take=100');
    expect(overCap.body.data?.every((r) => r.reason === 'over_cap')).toBe(true);
    expect(overCap.body.data?.some((r) => r.round === placed.round)).toBe(true);

    expect((await adminList('', {})).status).toBe(401);
    expect((await adminList('?reason=whatever')).status).toBe(400);
    expect((await adminList('?take=0')).status).toBe(400);
  });

  it("records the provider's game list as declared, crash cap included", async () => {
    const served = await h.app.inject({ method: 'GET', url: '/provider/games/games' });
    expect(served.statusCode).toBe(200);
    const list = served.json<{ games: { code: string; maxMultiplierX100: number }[] }>().games;
    const recorded = await h.app.db
      .selectFrom('casino_provider_game')
      .select(['game_code', 'max_multiplier_x100'])
      .where('provider_id', '=', 'oyna-games')
      .where(
        'game_code',
        'in',
        list.map((g) => g.code),
      )
      .orderBy('game_code')
      .execute();
    expect(recorded.map((r) => [r.game_code, Number(r.max_multiplier_x100)])).toEqual(
      list
        .map((g) => [g.code, g.maxMultiplierX100])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    expect(list.find((g) => g.code === CRASH)?.maxMultiplierX100).toBe(
      h.app.config.games.crashCapX100,
    );
  });
});

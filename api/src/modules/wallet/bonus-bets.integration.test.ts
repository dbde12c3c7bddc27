import '../../test/native-modules';
import crypto from 'node:crypto';
import type { Market, PlaceBetsResult, SportEventDetail, SportsTree } from '@oyna/contracts';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import { sql } from 'kysely';
import type { GrantedTerms } from '../../db/tables/wallet';
import { call, startApp, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { catalogueCall, fundedPlayer, openTile, walletCall } from '../../test/games';
import { WalletQueries } from './queries';
import { BUILTIN_PROVIDER_ID, hashToken } from './tokens';

/**
 * Bets with bonus money (spec §1 promotions and bonuses, "wagering that counts"): the casino's
 * seamless wallet and the sportsbook stake cash first, then bonus money; casino stakes count at
 * once by the game's product, sports bets when they settle (singles at the minimum odds, combos);
 * the active bonus's maximum bet is refused before anything moves; wins, rollbacks and sports
 * payouts are split as their stakes were; a met requirement converts once under a burst.
 */
const TERMS: GrantedTerms = {
  wageringMultiplier: 10,
  // Distinct shares per product, so each game's count shows which product it was taken for.
  contributions: { slots: 100, table: 10, live: 20, crash: 50, bingo: 70, sports: 100 },
  sportsMinOddsMilli: 1500,
  maxBetMinor: 5_000,
  maxConversionMinor: null,
  validDays: 7,
};
const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
const LOBBY = 'http://localhost:8080/casino/slot';

describe.each(BACKENDS)('bets with bonus money on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, {
      sports: { feedAutostart: false, minLive: 3, minUpcomingPerSport: 14, liveDelayMs: 150 },
      logLevel: 'error',
    });
    await h.app.sportsFeed!.seed();
    // Launches reach the built-in provider over real HTTP (docs/decisions/007).
    await h.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => h.close());

  type Player = Awaited<ReturnType<typeof fundedPlayer>>;
  const uuid = () => crypto.randomUUID();
  const db = () => h.app.db;
  const balances = (p: Player) => h.app.platform.wallets.balances(p.principal.playerId);

  const grant = (p: Player, amountMinor: number, terms: Partial<GrantedTerms> = {}) =>
    db()
      .transaction()
      .execute((trx) =>
        h.app.platform.bonusWallet.grant(trx, {
          playerId: p.principal.playerId,
          offerCode: 'goodwill',
          source: 'grant',
          amountMinor,
          terms: { ...TERMS, ...terms },
        }),
      );

  const bonusRow = (id: number) =>
    db().selectFrom('player_bonus').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const wagered = async (id: number) => Number((await bonusRow(id)).wagered_minor);

  /** A game token of this player for another of the provider's games. */
  async function tokenFor(p: Player, gameCode: string): Promise<Player> {
    const gameToken = crypto.randomBytes(32).toString('base64url');
    await new WalletQueries(db()).insertToken({
      tokenHash: hashToken(gameToken),
      playerId: p.principal.playerId,
      sessionId: p.principal.sessionId,
      providerId: BUILTIN_PROVIDER_ID,
      gameCode,
      gameName: gameCode,
      currency: 'TRY',
      ttlSeconds: 3600,
    });
    return { ...p, gameToken, gameCode };
  }

  function betOf(p: Player, amount: number) {
    return {
      token: p.gameToken,
      user: p.user,
      game_code: p.gameCode,
      transaction_uuid: uuid(),
      round: uuid(),
      round_closed: false,
      currency: 'TRY',
      amount,
    };
  }
  const settleOf = (bet: ReturnType<typeof betOf>, amount: number) => ({
    token: bet.token,
    user: bet.user,
    game_code: bet.game_code,
    transaction_uuid: uuid(),
    reference_transaction_uuid: bet.transaction_uuid,
    round: bet.round,
    round_closed: true,
    currency: 'TRY',
    amount,
  });

  /** cash + bonus of the wallet equal the ledger, part by part. */
  async function expectLedgerAgrees(p: Player) {
    const ledger = await db()
      .selectFrom('ledger_entry')
      .select([
        sql<string>`coalesce(sum(amount_minor), 0)`.as('total'),
        sql<string>`coalesce(sum(bonus_amount_minor), 0)`.as('bonus'),
      ])
      .where('player_id', '=', p.principal.playerId)
      .executeTakeFirstOrThrow();
    const wallet = await balances(p);
    expect(wallet).toEqual({
      balanceMinor: Number(ledger.total),
      bonusMinor: Number(ledger.bonus),
    });
  }

  describe('casino seamless wallet', () => {
    it('a slot bet takes cash first, then bonus money, and counts fully; the game is told the total', async () => {
      const p = await tokenFor(await fundedPlayer(h.app, 3_000), 'oyna-sultan-gold');
      const bonus = await grant(p, 5_000);
      const balance = await walletCall(h.app, 'balance', {
        token: p.gameToken,
        game_code: p.gameCode,
      });
      expect(balance.body.balance).toBe(8_000);
      // ₺40 on Sultan Gold (popular, slot, jackpot: slots): ₺30 cash, then ₺10 bonus money.
      const bet = betOf(p, 4_000);
      const answer = await walletCall(h.app, 'bet', bet);
      expect(answer.body).toMatchObject({ status: WalletStatus.Ok, balance: 4_000 });
      expect(await balances(p)).toEqual({ balanceMinor: 4_000, bonusMinor: 4_000 });
      const row = await db()
        .selectFrom('ledger_entry')
        .select(['amount_minor', 'bonus_amount_minor', 'bonus_id'])
        .where('player_id', '=', p.principal.playerId)
        .where('kind', '=', 'casino_bet')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ amount_minor: -4_000, bonus_amount_minor: -1_000, bonus_id: bonus.id });
      expect(await wagered(bonus.id)).toBe(4_000);
      await expectLedgerAgrees(p);
    });

    it.each([
      ['oyna-european-roulette', 'table games', 100],
      ['oyna-mega-roulette', 'live', 200],
      ['oyna-aviator-crash', 'crash', 500],
      ['oyna-bingo-90', 'bingo', 700],
      ['oyna-tv-wheel', 'TV games (bingo)', 700],
      ['oyna-lucky-fruits', 'no shelf (slots)', 1_000],
    ])('a ₺10 stake on %s counts by the %s contribution', async (gameCode, _product, counted) => {
      const p = await tokenFor(await fundedPlayer(h.app, 10_000), gameCode);
      const bonus = await grant(p, 5_000);
      const answer = await walletCall(h.app, 'bet', betOf(p, 1_000));
      expect(answer.body.status).toBe(WalletStatus.Ok);
      expect(await wagered(bonus.id)).toBe(counted);
    });

    it('a bet above the maximum bet is refused with RS_ERROR_LIMIT_REACHED and nothing moves', async () => {
      const p = await fundedPlayer(h.app, 100_000);
      const bonus = await grant(p, 5_000);
      const refused = await walletCall(h.app, 'bet', betOf(p, 5_001));
      expect(refused.body).toMatchObject({ status: WalletStatus.LimitReached, balance: 105_000 });
      expect(await balances(p)).toEqual({ balanceMinor: 105_000, bonusMinor: 5_000 });
      const rows = await db()
        .selectFrom('casino_transaction')
        .select('id')
        .where('player_id', '=', p.principal.playerId)
        .execute();
      expect(rows).toEqual([]);
      const rounds = await db()
        .selectFrom('casino_round')
        .select('id')
        .where('player_id', '=', p.principal.playerId)
        .execute();
      expect(rounds).toEqual([]);
      expect(await wagered(bonus.id)).toBe(0);
      // At the maximum it is taken.
      const ok = await walletCall(h.app, 'bet', betOf(p, 5_000));
      expect(ok.body).toMatchObject({ status: WalletStatus.Ok, balance: 100_000 });
      await expectLedgerAgrees(p);
    });

    it('a win is split as the stake was; a rollback gives the stake back as it was taken', async () => {
      const p = await fundedPlayer(h.app, 3_000);
      await grant(p, 5_000);
      const bet = betOf(p, 4_000);
      await walletCall(h.app, 'bet', bet);
      // ₺100 win: three quarters of the stake were cash — ₺75 cash, ₺25 bonus money.
      const win = await walletCall(h.app, 'win', settleOf(bet, 10_000));
      expect(win.body).toMatchObject({ status: WalletStatus.Ok, balance: 14_000 });
      expect(await balances(p)).toEqual({ balanceMinor: 14_000, bonusMinor: 6_500 });

      const q = await fundedPlayer(h.app, 1_000);
      const qBonus = await grant(q, 5_000);
      const staked = betOf(q, 2_000);
      await walletCall(h.app, 'bet', staked);
      expect(await balances(q)).toEqual({ balanceMinor: 4_000, bonusMinor: 4_000 });
      const wagered = () =>
        h.app.db
          .selectFrom('player_bonus')
          .select('wagered_minor')
          .where('id', '=', qBonus.id)
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.wagered_minor));
      expect(await wagered()).toBe(2_000);
      const back = await walletCall(h.app, 'rollback', {
        token: q.gameToken,
        user: q.user,
        game_code: q.gameCode,
        transaction_uuid: uuid(),
        reference_transaction_uuid: staked.transaction_uuid,
        round: staked.round,
        round_closed: true,
      });
      expect(back.body).toMatchObject({ status: WalletStatus.Ok, balance: 6_000 });
      expect(await balances(q)).toEqual({ balanceMinor: 6_000, bonusMinor: 5_000 });
      // The rolled-back stake no longer counts toward the wagering.
      expect(await wagered()).toBe(0);
      await expectLedgerAgrees(p);
      await expectLedgerAgrees(q);
    });

    it('the bet that meets the wagering is answered with the balance after a capped conversion', async () => {
      const p = await fundedPlayer(h.app, 0);
      // ₺50 bonus, 1×, at most ₺10 becomes cash.
      const bonus = await grant(p, 5_000, { wageringMultiplier: 1, maxConversionMinor: 1_000 });
      const first = betOf(p, 2_000);
      await walletCall(h.app, 'bet', first);
      await walletCall(h.app, 'win', settleOf(first, 20_000));
      expect(await balances(p)).toEqual({ balanceMinor: 23_000, bonusMinor: 23_000 });
      // ₺30 more meets the ₺50: ₺200 bonus money held, ₺10 of it becomes cash, the rest is removed.
      const last = await walletCall(h.app, 'bet', betOf(p, 3_000));
      expect(last.body).toMatchObject({ status: WalletStatus.Ok, balance: 1_000 });
      expect(await balances(p)).toEqual({ balanceMinor: 1_000, bonusMinor: 0 });
      expect((await bonusRow(bonus.id)).status).toBe('completed');
      await expectLedgerAgrees(p);
    });

    it('converts exactly once under a burst of parallel bets', async () => {
      const p = await fundedPlayer(h.app, 20_000);
      // ₺50 bonus, 2×: ₺100 to wager; thirty ₺5 slot stakes at once (all from cash).
      const bonus = await grant(p, 5_000, { wageringMultiplier: 2 });
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => walletCall(h.app, 'bet', betOf(p, 500))),
      );
      expect(answers.map((a) => a.body.status)).toEqual(answers.map(() => WalletStatus.Ok));
      const done = await bonusRow(bonus.id);
      expect(done.status).toBe('completed');
      expect(Number(done.converted_minor)).toBe(5_000);
      const conversions = await db()
        .selectFrom('ledger_entry')
        .select(['kind', 'amount_minor'])
        .where('player_id', '=', p.principal.playerId)
        .where('kind', 'in', ['bonus_release', 'bonus_conversion'])
        .orderBy('kind')
        .execute();
      expect(conversions).toEqual([
        { kind: 'bonus_conversion', amount_minor: 5_000 },
        { kind: 'bonus_release', amount_minor: -5_000 },
      ]);
      expect(await balances(p)).toEqual({ balanceMinor: 10_000, bonusMinor: 0 });
      // Each answer told the balance after its own stake; the lowest is the final one.
      expect(Math.min(...answers.map((a) => a.body.balance ?? 0))).toBe(10_000);
      await expectLedgerAgrees(p);
    });

    it('the game shows why a round above the bonus maximum bet was refused, in tr and en', async () => {
      const p = await fundedPlayer(h.app, 100_000);
      await grant(p, 5_000, { maxBetMinor: 500 });
      const tiles = (
        await catalogueCall(h.app, { live: false, search: '', skip: 0, take: 100 }, undefined, 'en')
      ).body.data.flat();
      const tile = (code: string) => {
        const found = tiles.find((g) => g.gameCode === code);
        if (!found) throw new Error(`no ${code} tile`);
        return found;
      };
      const slot = await openTile(h.app, p.siteToken, tile('sultan-gold'), 'en', LOBBY);
      const roulette = await openTile(h.app, p.siteToken, tile('european-roulette'), 'tr', LOBBY);
      const play = (session: string, locale: 'tr' | 'en', path: string, payload: object) =>
        h.app.inject({
          method: 'POST',
          url: `/provider/games/api/${path}`,
          headers: { 'x-game-session': session, 'x-locale': locale },
          payload,
        });
      const spin = await play(slot.session, 'en', 'slot/spin', { stakeMinor: 1_000 });
      expect(spin.statusCode).toBe(400);
      expect(spin.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('the largest stake allowed while your bonus is active'),
        data: { code: 'limit_reached' },
      });
      const red = (amount: number) => ({ bets: [{ type: 'red', amount }] });
      const tr = await play(roulette.session, 'tr', 'roulette/spin', red(600));
      expect(tr.statusCode).toBe(400);
      expect(tr.json().message).toContain('bonusunuz aktifken izin verilen en yüksek bahis');
      expect(await balances(p)).toEqual({ balanceMinor: 105_000, bonusMinor: 5_000 });
      // Within the maximum the round is played.
      expect((await play(roulette.session, 'en', 'roulette/spin', red(500))).statusCode).toBe(200);
    });
  });

  describe('sportsbook', () => {
    const post = <T>(url: string, payload: unknown, token?: string, locale: 'tr' | 'en' = 'en') =>
      call<T>(h.app, {
        method: 'POST',
        url: `/api/${url}`,
        payload: payload as object,
        locale,
        ...(token ? { token } : {}),
      });
    const admin = (url: string, payload: unknown) =>
      call(h.app, {
        method: 'POST',
        url: `/api/admin/${url}`,
        payload: payload as object,
        headers: ADMIN,
      });
    const used = new Set<number>();
    const freshEvents = async (n: number): Promise<SportEventDetail[]> => {
      const tree = (await post<SportsTree>('sports/tree', { kind: 'prematch' })).body.data;
      const list = tree.sports
        .filter((s) => s.key === 'football')
        .flatMap((s) => s.competitions.flatMap((c) => c.events))
        .filter((e) => !used.has(e.id));
      const picked = list.slice(0, n);
      if (picked.length < n) throw new Error('not enough events seeded');
      for (const e of picked) used.add(e.id);
      return Promise.all(
        picked.map(
          async (e) => (await post<SportEventDetail>('sports/event', { eventId: e.id })).body.data,
        ),
      );
    };
    const main = (e: SportEventDetail): Market => e.markets.find((m) => m.key === '1x2')!;
    const pick = (e: SportEventDetail, key: 'home' | 'away') =>
      main(e).selections.find((s) => s.key === key)!;
    const place = (p: Player, body: Record<string, unknown>, locale: 'tr' | 'en' = 'en') =>
      post<PlaceBetsResult>(
        'sports/place',
        { requestId: uuid(), rule: 'none', ...body },
        p.siteToken,
        locale,
      );
    const single = (sel: { id: number; odds: number }, stake: number) => ({
      legs: [{ selectionId: sel.id, odds: sel.odds }],
      singles: [{ selectionId: sel.id, stake }],
    });
    const homeWins = (e: SportEventDetail) =>
      admin('sports/finish', { eventId: e.id, homeScore: 2, awayScore: 0 });

    it('a single below the minimum odds does not count, a combo does — both only when they settle', async () => {
      const [a, b, c] = await freshEvents(3);
      const low = pick(a!, 'home');
      const p = await fundedPlayer(h.app, 1_000);
      // The single's odds are just below the offer's minimum.
      const bonus = await grant(p, 5_000, {
        sportsMinOddsMilli: Math.round(low.odds * 1000) + 10,
      });
      // ₺15 single: ₺10 cash, ₺5 bonus money; the ₺10 combo is all bonus money.
      const s = await place(p, single(low, 15));
      expect(s.body.data.accepted).toBe(true);
      const legs = [pick(b!, 'home'), pick(c!, 'home')];
      const combo = await place(p, {
        legs: legs.map((l) => ({ selectionId: l.id, odds: l.odds })),
        comboStake: 10,
      });
      expect(combo.body.data.accepted).toBe(true);
      expect(await balances(p)).toEqual({ balanceMinor: 3_500, bonusMinor: 3_500 });
      expect(await wagered(bonus.id)).toBe(0);

      // The single wins: its return is split as its stake (two thirds cash), and it counts nothing.
      await homeWins(a!);
      const singleReturn = Math.floor((1_500 * Math.round(low.odds * 1000)) / 1000);
      const singleBonus = Math.floor((singleReturn * 500) / 1_500);
      expect(await balances(p)).toEqual({
        balanceMinor: 3_500 + singleReturn,
        bonusMinor: 3_500 + singleBonus,
      });
      expect(await wagered(bonus.id)).toBe(0);

      // The combo is placed, not counted, until its last leg settles; then its stake counts.
      await homeWins(b!);
      expect(await wagered(bonus.id)).toBe(0);
      await homeWins(c!);
      expect(await wagered(bonus.id)).toBe(1_000);
      const comboReturn = Math.floor(
        (1_000 * Math.round(legs[0]!.odds * 1000) * Math.round(legs[1]!.odds * 1000)) / 1e6,
      );
      expect(await balances(p)).toEqual({
        balanceMinor: 3_500 + singleReturn + comboReturn,
        bonusMinor: 3_500 + singleBonus + comboReturn,
      });
      await expectLedgerAgrees(p);
    });

    it('covering both outcomes of a market counts nothing; a lost bet counts', async () => {
      const [a, b] = await freshEvents(2);
      const p = await fundedPlayer(h.app, 10_000);
      const bonus = await grant(p, 5_000, { sportsMinOddsMilli: 1010 });
      expect((await place(p, single(pick(a!, 'home'), 10))).body.data.accepted).toBe(true);
      expect((await place(p, single(pick(a!, 'away'), 10))).body.data.accepted).toBe(true);
      // Another event's away single: it loses, and counts.
      expect((await place(p, single(pick(b!, 'away'), 10))).body.data.accepted).toBe(true);
      await homeWins(a!);
      expect(await wagered(bonus.id)).toBe(0);
      await homeWins(b!);
      expect(await wagered(bonus.id)).toBe(1_000);
      await expectLedgerAgrees(p);
    });

    it.each([
      ['en', 'While your bonus is active the largest stake is ₺5,00'],
      ['tr', 'Bonusunuz aktifken en yüksek bahis ₺5,00'],
    ] as const)(
      'a slip above the maximum bet is a 400 (%s) and books nothing',
      async (locale, text) => {
        const [a, b] = await freshEvents(2);
        const p = await fundedPlayer(h.app, 10_000);
        await grant(p, 5_000, { maxBetMinor: 500 });
        const sel = pick(a!, 'home');
        const other = pick(b!, 'home');
        // One of the slip's bets is above the maximum: none is booked.
        const r = await place(
          p,
          {
            legs: [sel, other].map((l) => ({ selectionId: l.id, odds: l.odds })),
            singles: [
              { selectionId: sel.id, stake: 5 },
              { selectionId: other.id, stake: 6 },
            ],
          },
          locale,
        );
        expect(r.status).toBe(400);
        expect(r.body.success).toBe(false);
        expect(r.body.message).toBe(text);
        expect(await balances(p)).toEqual({ balanceMinor: 15_000, bonusMinor: 5_000 });
        const booked = await db()
          .selectFrom('sport_bet')
          .select('id')
          .where('player_id', '=', p.principal.playerId)
          .execute();
        expect(booked).toEqual([]);
        // At the maximum it is placed.
        expect((await place(p, single(sel, 5), locale)).body.data.accepted).toBe(true);
      },
    );
  });
});

import '../../test/native-modules';
import type {
  CashoutQuote,
  CashoutResult,
  Market,
  PlaceBetsResult,
  SportEventDetail,
  SportsTree,
} from '@oyna/contracts';
import { call, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { fundedPlayer } from '../../test/games';
import { ADMIN, bonusBetsKit, startBonusBetsApp, type Player } from './bonus-bets.test-kit';

/**
 * Bets with bonus money (spec §1 promotions and bonuses, "wagering that counts"): the casino's
 * seamless wallet and the sportsbook stake cash first, then bonus money; casino stakes count at
 * once by the game's product, sports bets when they settle (singles at the minimum odds, combos);
 * the active bonus's maximum bet is refused before anything moves; wins, rollbacks and sports
 * payouts are split as their stakes were; a met requirement converts once under a burst.
 */
describe.each(BACKENDS)('bets with bonus money in the sportsbook on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startBonusBetsApp(backend);
  });
  afterAll(() => h.close());

  const { uuid, db, balances, grant, wagered, expectLedgerAgrees } = bonusBetsKit(() => h.app);

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

    /** The bet's ledger rows (stake, then what came back), with their bonus parts. */
    const ledgerOf = (p: Player, betId: number) =>
      db()
        .selectFrom('ledger_entry')
        .select(['kind', 'amount_minor', 'bonus_amount_minor', 'bonus_id'])
        .where('player_id', '=', p.principal.playerId)
        .where('reference', '=', `sport_bet:${betId}`)
        .orderBy('id')
        .execute();

    it('a voided bet gives each part of its stake back to where it came from', async () => {
      const [a] = await freshEvents(1);
      const p = await fundedPlayer(h.app, 1_000);
      const bonus = await grant(p, 5_000);
      // ₺30 single: ₺10 cash, then ₺20 bonus money.
      const placed = await place(p, single(pick(a!, 'home'), 30));
      expect(placed.body.data.accepted).toBe(true);
      const betId = placed.body.data.bets[0]!.id;
      expect(await balances(p)).toEqual({ balanceMinor: 3_000, bonusMinor: 3_000 });
      // The event is called off: the bet is void, its stake refunded in full.
      await admin('sports/finish', { eventId: a!.id, cancel: true });
      const bet = await db()
        .selectFrom('sport_bet')
        .select(['status', 'payout_minor'])
        .where('id', '=', betId)
        .executeTakeFirstOrThrow();
      expect(bet).toEqual({ status: 'void', payout_minor: 3_000 });
      expect(await balances(p)).toEqual({ balanceMinor: 6_000, bonusMinor: 5_000 });
      expect(await ledgerOf(p, betId)).toEqual([
        {
          kind: 'sports_stake',
          amount_minor: -3_000,
          bonus_amount_minor: -2_000,
          bonus_id: bonus.id,
        },
        {
          kind: 'sports_refund',
          amount_minor: 3_000,
          bonus_amount_minor: 2_000,
          bonus_id: bonus.id,
        },
      ]);
      // A void bet counts nothing toward the wagering.
      expect(await wagered(bonus.id)).toBe(0);
      await expectLedgerAgrees(p);
    });

    it('a cash-out is split between cash and bonus money as the stake was', async () => {
      const [a] = await freshEvents(1);
      const p = await fundedPlayer(h.app, 1_000);
      const bonus = await grant(p, 5_000);
      // ₺30 single: ₺10 cash, then ₺20 bonus money — two thirds of whatever comes back is bonus.
      const placed = await place(p, single(pick(a!, 'home'), 30));
      const betId = placed.body.data.bets[0]!.id;
      const quote = (await post<CashoutQuote>('sports/cashout/quote', { betId }, p.siteToken)).body
        .data;
      expect(quote.available).toBe(true);
      const done = (
        await post<CashoutResult>('sports/cashout', { betId, value: quote.value }, p.siteToken)
      ).body.data;
      expect(done.cashedOut).toBe(true);
      const valueMinor = Math.round(quote.value * 100);
      expect(valueMinor).toBeGreaterThan(0);
      const bonusPart = Math.floor((valueMinor * 2_000) / 3_000);
      expect(await balances(p)).toEqual({
        balanceMinor: 3_000 + valueMinor,
        bonusMinor: 3_000 + bonusPart,
      });
      expect(await ledgerOf(p, betId)).toEqual([
        {
          kind: 'sports_stake',
          amount_minor: -3_000,
          bonus_amount_minor: -2_000,
          bonus_id: bonus.id,
        },
        {
          kind: 'sports_cashout',
          amount_minor: valueMinor,
          bonus_amount_minor: bonusPart,
          bonus_id: bonus.id,
        },
      ]);
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

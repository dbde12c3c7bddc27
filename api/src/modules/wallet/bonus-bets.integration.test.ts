import '../../test/native-modules';
import { WalletStatus } from '@oyna/contracts/game-wallet';
import type { Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { catalogueCall, fundedPlayer, openTile, walletCall } from '../../test/games';
import { bonusBetsKit, LOBBY, startBonusBetsApp } from './bonus-bets.test-kit';

/**
 * Bets with bonus money (spec §1 promotions and bonuses, "wagering that counts"): the casino's
 * seamless wallet and the sportsbook stake cash first, then bonus money; casino stakes count at
 * once by the game's product, sports bets when they settle (singles at the minimum odds, combos);
 * the active bonus's maximum bet is refused before anything moves; wins, rollbacks and sports
 * payouts are split as their stakes were; a met requirement converts once under a burst.
 */
describe.each(BACKENDS)('bets with bonus money in the casino on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startBonusBetsApp(backend);
  });
  afterAll(() => h.close());

  const {
    db,
    balances,
    deposit,
    grant,
    bonusRow,
    wagered,
    tokenFor,
    betOf,
    settleOf,
    rollbackOf,
    expectLedgerAgrees,
  } = bonusBetsKit(() => h.app);

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

    it('a spent bonus (its money staked and lost, its round closed) no longer limits cash bets', async () => {
      const p = await fundedPlayer(h.app, 0);
      const bonus = await grant(p, 5_000);
      // An open round funded by the bonus keeps it active: its win could bring bonus money back.
      const lost = betOf(p, 5_000);
      await walletCall(h.app, 'bet', lost);
      expect(await balances(p)).toEqual({ balanceMinor: 0, bonusMinor: 0 });
      await deposit(p, 20_000);
      const whileOpen = await walletCall(h.app, 'bet', betOf(p, 6_000));
      expect(whileOpen.body).toMatchObject({ status: WalletStatus.LimitReached });
      // The round closes without a win: the bonus is spent, and cash play is free of its limit.
      await walletCall(h.app, 'win', settleOf(lost, 0));
      const free = await walletCall(h.app, 'bet', betOf(p, 6_000));
      expect(free.body).toMatchObject({ status: WalletStatus.Ok, balance: 14_000 });
      expect(await bonusRow(bonus.id)).toMatchObject({ status: 'cancelled' });
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
      const back = await walletCall(h.app, 'rollback', rollbackOf(staked));
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

    it('a stake the bet hedges counts only its unhedged part; a rollback takes back exactly what counted', async () => {
      // spec §1 promotions and bonuses: covering both outcomes counts nothing. European roulette
      // counts 10% (table games).
      const p = await tokenFor(await fundedPlayer(h.app, 10_000), 'oyna-european-roulette');
      const bonus = await grant(p, 5_000);
      const rollback = (bet: ReturnType<typeof betOf>) =>
        walletCall(h.app, 'rollback', rollbackOf(bet));
      // ₺10 of which ₺6 hedged: ₺4 counts, 10% of it.
      const first = { ...betOf(p, 1_000), hedged_amount: 600 };
      expect((await walletCall(h.app, 'bet', first)).body.status).toBe(WalletStatus.Ok);
      expect(await wagered(bonus.id)).toBe(40);
      // Wholly hedged: nothing counts.
      const covered = { ...betOf(p, 2_000), hedged_amount: 2_000 };
      expect((await walletCall(h.app, 'bet', covered)).body.status).toBe(WalletStatus.Ok);
      expect(await wagered(bonus.id)).toBe(40);
      // ₺10 of which ₺2 hedged: ₺8 counts.
      const last = { ...betOf(p, 1_000), hedged_amount: 200 };
      expect((await walletCall(h.app, 'bet', last)).body.status).toBe(WalletStatus.Ok);
      expect(await wagered(bonus.id)).toBe(120);
      // Its rollback takes back the 80 it counted, not 10% of the whole ₺10.
      const back = await rollback(last);
      expect(back.body).toMatchObject({ status: WalletStatus.Ok, balance: 12_000 });
      expect(await wagered(bonus.id)).toBe(40);
      // The wholly hedged one counted nothing and takes nothing back.
      expect((await rollback(covered)).body.status).toBe(WalletStatus.Ok);
      expect(await wagered(bonus.id)).toBe(40);
      expect(await balances(p)).toEqual({ balanceMinor: 14_000, bonusMinor: 5_000 });
      // A resend of the first bet with another hedged part is other data.
      const resent = await walletCall(h.app, 'bet', { ...first, hedged_amount: 0 });
      expect(resent.body.status).toBe(WalletStatus.DuplicateTransaction);
      await expectLedgerAgrees(p);
    });

    it('a roulette spin on red and black counts only the part the two sides do not cover', async () => {
      const p = await fundedPlayer(h.app, 10_000);
      const bonus = await grant(p, 5_000);
      const tiles = (
        await catalogueCall(h.app, { live: false, search: '', skip: 0, take: 100 }, undefined, 'en')
      ).body.data.flat();
      const tile = tiles.find((g) => g.gameCode === 'european-roulette');
      if (!tile) throw new Error('no european-roulette tile');
      const roulette = await openTile(h.app, p.siteToken, tile, 'en', LOBBY);
      const spin = await h.app.inject({
        method: 'POST',
        url: '/provider/games/api/roulette/spin',
        headers: { 'x-game-session': roulette.session, 'x-locale': 'en' },
        payload: {
          bets: [
            { type: 'red', amount: 300 },
            { type: 'black', amount: 200 },
          ],
        },
      });
      expect(spin.statusCode).toBe(200);
      // ₺5 staked, ₺2 on each side hedged (₺4): ₺1 counts, 10% of it (table games).
      expect(await wagered(bonus.id)).toBe(10);
      const bet = await db()
        .selectFrom('ledger_entry')
        .select('amount_minor')
        .where('player_id', '=', p.principal.playerId)
        .where('kind', '=', 'casino_bet')
        .executeTakeFirstOrThrow();
      expect(bet.amount_minor).toBe(-500);
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
});

import crypto from 'node:crypto';
import {
  cappedCrashX100,
  CRASH_DEFAULT_CAP_X100,
  crashMs,
  decideCashOut,
  multiplierX100At,
} from './crash';
import {
  declaredGames,
  GAMES,
  ROULETTE_MAX_MULTIPLIER_X100,
  SLOT_MAX_MULTIPLIER_X100,
} from './games';
import {
  EVEN_MONEY_BETS,
  isSplit,
  ROULETTE_POCKETS,
  settleRoulette,
  type RouletteBet,
} from './roulette';
import { winOf } from './rounds';
import { evaluateWindow, SLOT_LINES, slotWinMinor, type SlotSymbol } from './slot';
import { slotMaxWin } from './slot-max-win';

// The operator refuses a round's wins above stake × the declared maximum multiplier, so each
// declaration must be at least what the engine can pay — and no looser than it needs to be.
describe('declared maximum multipliers', () => {
  it('declares one for every game', () => {
    for (const game of GAMES) {
      expect(Number.isInteger(game.maxMultiplierX100)).toBe(true);
      expect(game.maxMultiplierX100).toBeGreaterThanOrEqual(100);
    }
    expect(GAMES.map((g) => [g.code, g.maxMultiplierX100])).toEqual([
      ['oyna-lucky-fruits', 31_450],
      ['oyna-sultan-gold', 812_200],
      ['oyna-fruit-bazaar', 425_850],
      ['oyna-lucky-tulip', 666_280],
      ['oyna-galata-wild', 1_089_220],
      ['oyna-diamond-seven', 648_700],
      ['oyna-book-of-anatolia', 842_050],
      ['oyna-european-roulette', 3_600],
      ['oyna-mega-roulette', 50_100],
      ['oyna-virtual-roulette', 3_600],
      ['oyna-aviator-crash', 100_000],
      ['oyna-crash-rocket', 500_000],
      ['oyna-tv-crash', 20_000],
      ['oyna-virtual-rocket', 1_000_000],
      ['oyna-speed-baccarat', 900],
      ['oyna-tv-wheel', 4_100],
      ['oyna-bingo-75', 100_000],
      ['oyna-bingo-90', 200_000],
      ['oyna-casino-holdem', 5_150],
      ['oyna-blackjack-classic', 250],
    ]);
  });

  it("declares the crash game's multiplier as the deployment's crash-point cap", () => {
    const crash = (capX100?: number) =>
      declaredGames(capX100).find((g) => g.kind === 'crash')?.maxMultiplierX100;
    expect(crash()).toBe(CRASH_DEFAULT_CAP_X100);
    expect(crash(250_000)).toBe(250_000);
    expect(declaredGames(250_000).filter((g) => g.kind !== 'crash')).toEqual(
      GAMES.filter((g) => g.kind !== 'crash'),
    );
  });

  it("slot: 314.5× is Lucky Fruits' best spin over every stop combination", () => {
    const best = slotMaxWin();
    expect(best.stakes * 100).toBe(SLOT_MAX_MULTIPLIER_X100);
    // The spin it names really pays that much.
    const stake = SLOT_LINES.length * 100;
    expect(slotWinMinor(evaluateWindow(best.stops), stake)).toBe(
      (stake * SLOT_MAX_MULTIPLIER_X100) / 100,
    );
  });

  it('slot: the bounded search agrees with a brute-force pass (small strips)', () => {
    const c = 'cherry',
      w = 'wild',
      x = 'scatter',
      s = 'seven',
      b = 'bar';
    const strips: SlotSymbol[][] = [
      [c, w, x, s, b],
      [c, s, w, b],
      [x, c, s, w, w],
      [c, b, w, s],
      [s, x, c, w, x],
    ];
    let top = 0;
    const walk = (reel: number, stops: number[]): void => {
      if (reel === strips.length) {
        const outcome = evaluateWindow(stops, strips);
        const lineBets = outcome.lineWins.reduce((sum, win) => sum + win.pays, 0);
        top = Math.max(top, lineBets + outcome.scatterPays * SLOT_LINES.length);
        return;
      }
      for (let stop = 0; stop < (strips[reel]?.length ?? 0); stop += 1)
        walk(reel + 1, [...stops, stop]);
    };
    walk(0, []);
    expect(top).toBeGreaterThan(0);
    expect(slotMaxWin(strips).lineBets).toBe(top);
  });

  it('roulette: no spread of bets returns more than 36× its total stake, a straight up returns 36×', () => {
    expect(ROULETTE_MAX_MULTIPLIER_X100).toBe(3_600);
    const splits: RouletteBet[] = [];
    for (let a = 0; a <= 36; a += 1)
      for (let b = a + 1; b <= 36; b += 1)
        if (isSplit(a, b)) splits.push({ type: 'split', numbers: [a, b], amount: 3 });
    const every: RouletteBet[] = [
      ...Array.from({ length: 37 }, (_, n): RouletteBet => ({
        type: 'straight',
        number: n,
        amount: 7,
      })),
      ...splits,
      ...EVEN_MONEY_BETS.map((type): RouletteBet => ({ type, amount: 11 })),
      ...[1, 2, 3].map((dozen): RouletteBet => ({ type: 'dozen', dozen, amount: 5 })),
      ...[1, 2, 3].map((column): RouletteBet => ({ type: 'column', column, amount: 2 })),
    ];
    for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) {
      // Each bet alone, and the whole table at once.
      for (const bet of every) {
        const { totalMinor } = settleRoulette([bet], pocket);
        expect(totalMinor * 100).toBeLessThanOrEqual(bet.amount * ROULETTE_MAX_MULTIPLIER_X100);
      }
      const staked = every.reduce((sum, bet) => sum + bet.amount, 0);
      expect(settleRoulette(every, pocket).totalMinor * 100).toBeLessThanOrEqual(
        staked * ROULETTE_MAX_MULTIPLIER_X100,
      );
      const straight = settleRoulette([{ type: 'straight', number: pocket, amount: 100 }], pocket);
      expect(straight.totalMinor).toBe(3_600);
    }
  });

  it('crash: the cap bounds the crash point, every cash-out and so every payout', () => {
    const cap = CRASH_DEFAULT_CAP_X100;
    const highest = new Uint8Array(7).fill(0xff);
    const samples = [highest, ...Array.from({ length: 2_000 }, () => crypto.randomBytes(7))];
    for (const bytes of samples) {
      const crashX100 = cappedCrashX100(bytes, cap);
      expect(crashX100).toBeLessThanOrEqual(cap);
      // The last moment a cash-out is still accepted pays at most the crash point.
      const last = Math.max(0, crashMs(crashX100) - 1);
      const decision = decideCashOut(crashX100, last);
      if (decision.cashedOut) expect(decision.multiplierX100).toBeLessThanOrEqual(crashX100);
    }
    // The highest crash point, cashed out a millisecond before it: the largest possible payout.
    const crashX100 = cappedCrashX100(highest, cap);
    expect(crashX100).toBe(cap);
    const lastMs = crashMs(crashX100) - 1;
    const stakeMinor = 12_345;
    const win = winOf(
      { kind: 'crash', crashX100 },
      { kind: 'crash', stakeMinor, capX100: cap, cashOutX100: multiplierX100At(lastMs) },
    );
    expect(win).not.toBeNull();
    expect((win ?? 0) * 100).toBeLessThanOrEqual(stakeMinor * cap);
    expect(win).toBeGreaterThan(stakeMinor * 990);
    // A cash-out claimed above the crash point pays nothing.
    expect(
      winOf(
        { kind: 'crash', crashX100 },
        { kind: 'crash', stakeMinor, capX100: cap, cashOutX100: cap * 2 },
      ),
    ).toBe(0);
  });
});

import {
  evaluateFreeSpin,
  evaluateLine,
  evaluateWindow,
  expandWilds,
  slotFloatCount,
  slotWinMinor,
  spinSlot,
  type SlotDefinition,
} from './slot';
import { slotMaxWin, slotRoundMaxWin } from './slot-max-win';
import { exactSlotRtp, fractionValue } from './slot-rtp';
import { TEN_LINES } from './slots';

/**
 * A tiny slot to check the engine by hand: strips of 3–4 stops, so every window is easy to
 * write down and every stop combination can be walked.
 */
const TINY: SlotDefinition = {
  code: 'tiny',
  name: { tr: 'Minik', en: 'Tiny' },
  symbols: ['a', 'b', 'w', 's'],
  wild: 'w',
  scatter: 's',
  strips: [
    ['a', 'b', 's', 'a'],
    ['a', 'w', 'b'],
    ['b', 's', 'a', 'w'],
    ['a', 'b', 's'],
    ['a', 'b', 'a', 's'],
  ],
  lines: TEN_LINES,
  // The wild has no pays of its own (it only stands in, and never sits on reel 1).
  paytable: { a: [2, 5, 10], b: [4, 10, 40] },
  scatterPays: { 3: 1, 4: 5, 5: 20 },
  freeSpins: {
    trigger: 3,
    spins: 2,
    multiplier: 3,
    expandingWilds: true,
    strips: [
      ['a', 'b', 'a'],
      ['w', 'a', 'b'],
      ['b', 'a', 'w', 'a'],
      ['a', 'b', 'b'],
      ['b', 'a', 's'],
    ],
  },
  rtp: 0,
  maxMultiplierX100: 0,
};

describe('paylines', () => {
  it.each<[string, string | null, number, number]>([
    ['a a a b b', 'a', 3, 2],
    ['b w b b a', 'b', 4, 10],
    ['a w w w a', 'a', 5, 10],
    ['a w w b b', 'a', 3, 2],
    ['b a b b b', null, 0, 0],
    ['s a a a a', null, 0, 0],
  ])('%s pays %s × %i = %i line bets', (text, symbol, count, pays) => {
    const win = evaluateLine(text.split(' '), TINY);
    expect(win ? [win.symbol, win.count, win.pays] : [null, 0, 0]).toEqual([symbol, count, pays]);
  });

  it('a wild without pays of its own pays nothing alone', () => {
    expect(evaluateLine(['w', 'w', 'w', 's', 's'], TINY)).toBeNull();
    expect(evaluateLine(['w', 'w', 'w', 'b', 'a'], TINY)).toEqual({
      symbol: 'b',
      count: 4,
      pays: 10,
    });
  });
});

describe('scatters and free spins', () => {
  // Stops 2, 0, 1, 2, 3: reel 1 shows b s a, reel 2 b a w, reel 3 b s a, reel 4 b s a, reel 5 a s a.
  const stops = [2, 0, 1, 2, 3];
  const floats = (list: number[], strips = TINY.strips) =>
    list.map((stop, reel) => (stop + 0.5) / (strips[reel]?.length ?? 1));

  it('counts scatters anywhere in view and pays them on the whole stake', () => {
    const base = evaluateWindow(stops, TINY.strips, TINY);
    expect(base.window).toEqual([
      ['b', 's', 'a'],
      ['b', 'a', 'w'],
      ['b', 's', 'a'],
      ['b', 's', 'a'],
      ['a', 's', 'a'],
    ]);
    expect(base.scatters).toBe(4);
    expect(base.scatterPays).toBe(5);
    // Top row: b b b b a → 4 × b = 10; bottom row a w a a a → 5 × a = 10; line 4 (0,1,2,1,0):
    // b a a s a → no; line 5 (2,1,0,1,2): a a b s a → no; line 6 (0,0,1,2,2): b b s … → no;
    // line 7 (2,2,1,0,0): a w s … → no; line 8 (1,0,0,0,1): s … → no; line 9 (1,2,2,2,1): s → no;
    // line 10 (1,0,1,2,1): s → no; middle row s … → no.
    expect(base.lineWins).toEqual([
      { line: 1, symbol: 'b', count: 4, pays: 10 },
      { line: 2, symbol: 'a', count: 5, pays: 10 },
    ]);
  });

  it('awards the free spins, reading the next floats, with expanding wilds and the multiplier', () => {
    expect(slotFloatCount(TINY)).toBe(15);
    const freeStrips = TINY.freeSpins?.strips ?? [];
    // Free spin 1 at stops 0, 0, 2, 0, 0: reel 2 shows b w a → expands; reel 3 shows a w a → expands.
    const first = [0, 0, 2, 0, 0];
    // Free spin 2 at stops 1, 1, 0, 1, 1: reel 2 w a b → expands, reel 3 a b a has none.
    const second = [1, 1, 0, 1, 1];
    const outcome = spinSlot(
      [...floats(stops), ...floats(first, freeStrips), ...floats(second, freeStrips)],
      TINY,
    );
    expect(outcome.freeSpins).toHaveLength(2);
    const [one, two] = outcome.freeSpins ?? [];
    expect(one?.expanded).toEqual([1, 2]);
    expect(one?.multiplier).toBe(3);
    // Reel 1 b a b, reels 2–3 wild, reel 4 b a b, reel 5 s b a:
    // every line that starts on b runs b W W b, then b on reel 5 only in the middle row.
    const oneDirect = evaluateFreeSpin(TINY, first);
    expect(oneDirect).toEqual(one);
    const shown = expandWilds(oneDirect.window, 'w').shown;
    expect(shown[1]).toEqual(['w', 'w', 'w']);
    expect(two?.expanded).toEqual([1]);

    // The round pays the base spin once and each free spin × 3, on a stake of 100 (line bet 10).
    const basePays = 20 * 10 + 5 * 100;
    const freePays = [one, two].reduce(
      (sum, spin) =>
        sum +
        3 *
          ((spin?.lineWins ?? []).reduce((s, w) => s + w.pays, 0) * 10 +
            (spin?.scatterPays ?? 0) * 100),
      0,
    );
    expect(slotWinMinor(outcome, 100)).toBe(basePays + freePays);
    expect(freePays).toBeGreaterThan(0);
  });

  it('awards no free spins below the trigger', () => {
    // Stops 0, 0, 0, 0, 0: reel 3 shows w b s, reel 4 s a b, reel 5 s a b → 3 scatters.
    const three = spinSlot(floats([0, 0, 0, 0, 0]).concat(new Array(10).fill(0)), TINY);
    expect(three.scatters).toBe(3);
    expect(three.freeSpins).toHaveLength(2);
    // Stops 0, 0, 3, 0, 0: reel 3 shows a w b, so only reels 4 and 5 show one each → 2.
    const none = spinSlot(floats([0, 0, 3, 0, 0]).concat(new Array(10).fill(0)), TINY);
    expect(none.scatters).toBe(2);
    expect(none.freeSpins).toBeUndefined();
  });
});

/** Every stop combination of the tiny slot, base and free, walked one by one. */
function bruteForce(game: SlotDefinition) {
  const walk = (strips: readonly (readonly string[])[], visit: (stops: number[]) => void) => {
    const go = (reel: number, stops: number[]): void => {
      if (reel === strips.length) return visit(stops);
      for (let stop = 0; stop < (strips[reel]?.length ?? 0); stop += 1)
        go(reel + 1, [...stops, stop]);
    };
    go(0, []);
  };
  const stake = 10;
  let base = 0;
  let baseCount = 0;
  let triggers = 0;
  let hits = 0;
  let topBase = 0;
  walk(game.strips, (stops) => {
    const spin = evaluateWindow(stops, game.strips, game);
    const pays = slotWinMinor(spin, stake) / stake;
    base += pays;
    baseCount += 1;
    topBase = Math.max(topBase, pays);
    const triggered = spin.scatters >= (game.freeSpins?.trigger ?? Infinity);
    if (triggered) triggers += 1;
    if (pays > 0 || triggered) hits += 1;
  });
  let free = 0;
  let freeCount = 0;
  let topFree = 0;
  walk(game.freeSpins?.strips ?? game.strips, (stops) => {
    const spin = evaluateFreeSpin(game, stops);
    const pays = slotWinMinor({ ...spin, freeSpins: undefined }, stake) / stake;
    free += pays;
    freeCount += 1;
    topFree = Math.max(topFree, pays);
  });
  const feature = game.freeSpins;
  const rtp =
    base / baseCount +
    (triggers / baseCount) *
      (feature?.spins ?? 0) *
      (feature?.multiplier ?? 0) *
      (free / freeCount);
  return { rtp, hitRate: hits / baseCount, topBase, topFree };
}

describe('exact sums against brute force (tiny slot)', () => {
  const brute = bruteForce(TINY);

  it('RTP with free spins, a multiplier and expanding wilds', () => {
    const exact = exactSlotRtp(TINY);
    expect(exact.rtp).toBeCloseTo(brute.rtp, 12);
    expect(exact.freeSpins).toBeGreaterThan(0);
  });

  it('hit rate', () => {
    expect(fractionValue(exactSlotRtp(TINY).hitRate)).toBeCloseTo(brute.hitRate, 12);
  });

  it('best base spin, best free spin and the round bound', () => {
    expect(slotMaxWin(TINY.strips, TINY).stakes).toBe(brute.topBase);
    expect(slotMaxWin(TINY.freeSpins?.strips, TINY, true).stakes).toBe(brute.topFree);
    expect(slotRoundMaxWin(TINY).maxMultiplierX100).toBe(
      Math.ceil(100 * (brute.topBase + 2 * 3 * brute.topFree)),
    );
  });
});

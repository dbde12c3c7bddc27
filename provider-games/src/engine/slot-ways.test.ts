import {
  evaluateFreeSpin,
  evaluateWays,
  evaluateWindow,
  slotWinMinor,
  spinSlot,
  SLOT_LINE_COUNT,
  type SlotDefinition,
  type SlotSpinResult,
  type Strips,
} from './slot';
import { slotRoundMaxWin } from './slot-max-win';
import { exactSlotRtp, fractionValue } from './slot-rtp';
import { slotWaysMaxWin } from './slot-ways';
import { LUCKY_FRUITS } from './slots';

const [a, b, w, x] = ['apple', 'bell', 'wild', 'star'];

/** A small ways game: every stop combination can be walked by brute force. */
const WAYS: SlotDefinition = {
  code: 'test-ways',
  name: { tr: 'Yollar', en: 'Ways' },
  symbols: [a, b, w, x],
  wild: w,
  scatter: x,
  strips: [
    [a, b, x, b],
    [w, a, b],
    [a, x, b, w],
    [b, a, a],
    [a, b, x, w],
  ],
  lines: LUCKY_FRUITS.lines,
  ways: true,
  paytable: { [a]: [2, 5, 12], [b]: [1, 3, 8] },
  scatterPays: { 3: 2, 4: 10 },
  freeSpins: {
    trigger: 3,
    spins: 3,
    multiplier: 2,
    expandingWilds: true,
    strips: [
      [a, b, w],
      [b, a, a, w],
      [x, a, b],
      [w, b, a],
      [a, a, b],
    ],
  },
  rtp: 0,
  maxMultiplierX100: 0,
};

/** Every stop combination of the strips, with the function's value at it. */
function everyCombination<T>(strips: Strips, at: (stops: number[]) => T): T[] {
  const out: T[] = [];
  const walk = (reel: number, stops: number[]): void => {
    if (reel === strips.length) {
      out.push(at(stops));
      return;
    }
    for (let stop = 0; stop < (strips[reel]?.length ?? 0); stop += 1)
      walk(reel + 1, [...stops, stop]);
  };
  walk(0, []);
  return out;
}

const linesBets = (spin: SlotSpinResult) =>
  (spin.wayWins ?? []).reduce((sum, win) => sum + win.pays, 0) + spin.scatterPays * SLOT_LINE_COUNT;

describe('ways pays', () => {
  it('pays a symbol on adjacent reels from the leftmost once per way, the wild substituting', () => {
    const wins = evaluateWays(
      [
        [a, a, b],
        [a, w, x],
        [x, a, b],
        [b, x, x],
        [a, a, a],
      ],
      WAYS,
    );
    // apple: 2 · 2 · 1 ways on reels 1–3 (reel 4 breaks the run): 4 ways × 2.
    // bell: 1 · 1 (the wild) · 1 · 1 on reels 1–4: 1 way × 3.
    expect(wins).toEqual([
      { symbol: a, count: 3, ways: 4, pays: 8 },
      { symbol: b, count: 4, ways: 1, pays: 3 },
    ]);
    // Fewer than 3 reels pays nothing; a lines game's spin carries no ways.
    expect(
      evaluateWays(
        [
          [a, a, a],
          [a, b, b],
          [b, b, x],
          [a, a, a],
          [a, a, a],
        ],
        WAYS,
      ),
    ).toEqual([]);
    expect(evaluateWindow([0, 0, 0, 0, 0], LUCKY_FRUITS.strips, LUCKY_FRUITS)).not.toHaveProperty(
      'wayWins',
    );
  });

  it('refuses a ways game whose wild pays on its own', () => {
    expect(() =>
      evaluateWays([[w], [w], [w], [w], [w]], { ...WAYS, paytable: { [w]: [1, 2, 3] } }),
    ).toThrow(RangeError);
  });

  it('computes the exact RTP, free spins and hit rate as a walk over every stop combination does', () => {
    const feature = WAYS.freeSpins!;
    const base = everyCombination(WAYS.strips, (stops) => evaluateWindow(stops, WAYS.strips, WAYS));
    const free = everyCombination(feature.strips!, (stops) => evaluateFreeSpin(WAYS, stops));
    const baseValue = base.reduce((sum, spin) => sum + linesBets(spin), 0) / base.length;
    const trigger = base.filter((spin) => spin.scatters >= feature.trigger).length / base.length;
    const freeValue = free.reduce((sum, spin) => sum + linesBets(spin), 0) / free.length;
    // Expanding wilds did fill reels in the free spins.
    expect(free.some((spin) => spin.expanded.length > 0)).toBe(true);
    const rtp =
      (baseValue + trigger * feature.spins * feature.multiplier * freeValue) / SLOT_LINE_COUNT;
    const hits =
      base.filter((spin) => linesBets(spin) > 0 || spin.scatters >= feature.trigger).length /
      base.length;

    const exact = exactSlotRtp(WAYS);
    expect(exact.rtp).toBeCloseTo(rtp, 12);
    expect(exact.freeSpinsChance).toBeCloseTo(trigger, 12);
    expect(exact.freeSpins).toBeGreaterThan(0);
    expect(fractionValue(exact.hitRate)).toBeCloseTo(hits, 12);
  });

  it('finds the best spin and the round maximum as the walk does; a round never pays more', () => {
    const feature = WAYS.freeSpins!;
    const best = (strips: Strips, at: (stops: number[]) => SlotSpinResult) =>
      Math.max(...everyCombination(strips, (stops) => linesBets(at(stops))));
    const baseTop = best(WAYS.strips, (stops) => evaluateWindow(stops, WAYS.strips, WAYS));
    const freeTop = best(feature.strips!, (stops) => evaluateFreeSpin(WAYS, stops));
    expect(slotWaysMaxWin(WAYS.strips, WAYS).lineBets).toBe(baseTop);
    expect(slotWaysMaxWin(feature.strips!, WAYS, true).lineBets).toBe(freeTop);
    const round = slotRoundMaxWin(WAYS);
    const bound = baseTop + feature.spins * feature.multiplier * freeTop;
    expect(round.maxMultiplierX100).toBe(Math.ceil((bound * 100) / SLOT_LINE_COUNT));
    // Whole rounds from the stream's floats stay within it and pay what their spins show.
    for (let i = 0; i < 500; i += 1) {
      const floats = Array.from({ length: 20 }, (_, j) => ((i * 7919 + j * 104_729) % 1000) / 1000);
      const outcome = spinSlot(floats, WAYS);
      const win = slotWinMinor(outcome, 1000);
      expect(win * 100).toBeLessThanOrEqual(round.maxMultiplierX100 * 1000);
      expect(win).toBe(
        (linesBets(outcome) +
          (outcome.freeSpins ?? []).reduce((s, f) => s + linesBets(f) * f.multiplier, 0)) *
          (1000 / SLOT_LINE_COUNT),
      );
    }
  });
});

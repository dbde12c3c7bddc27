import type { SlotDefinition, SlotSymbol } from '../slot';

/**
 * "Lucky Fruits": 5 reels × 3 rows, 10 lines, a wild that also pays on its own, scatter pays,
 * no free spins. Strips, lines and paytable are public data (notes/provably-fair.md › Slot reel
 * stops); the RTP (exactly 23 367 240 / 24 300 000) and the best spin (314.5×) are computed from
 * them in slot-rtp.ts and slot-max-win.ts.
 */
// Short names keep the published strips readable.
const C = 'cherry',
  L = 'lemon',
  O = 'orange',
  P = 'plum',
  B = 'bell',
  R = 'bar',
  S = 'seven',
  W = 'wild',
  X = 'scatter';

/**
 * Reel strips, 30 stops each. Reels 1 and 5: 7 cherries, 6 lemons, 5 oranges, 4 plums, 3 bells,
 * 2 bars, 1 seven, 1 wild, 1 scatter. Reels 2–4: one cherry fewer and a second wild (the same
 * strip, rotated, so the reels look different; a rotation changes no probability).
 */
// prettier-ignore
const OUTER: readonly SlotSymbol[] = [
  C, L, O, P, B, C, R, L, O, C, P, L, S, W, X, B, O, C, L, P, C, O, R, L, C, B, P, O, L, C,
];
// prettier-ignore
const INNER: readonly SlotSymbol[] = [
  C, L, O, P, B, R, W, C, L, O, P, C, L, S, X, B, O, C, L, P, O, R, W, C, L, B, P, O, C, L,
];
export const rotate = (strip: readonly SlotSymbol[], by: number): SlotSymbol[] => [
  ...strip.slice(by),
  ...strip.slice(0, by),
];

/** Rows (0 top … 2 bottom) a payline crosses, reel by reel: the ten lines every slot here uses. */
export const TEN_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export const LUCKY_FRUITS: SlotDefinition = {
  code: 'oyna-lucky-fruits',
  name: { tr: 'Lucky Fruits', en: 'Lucky Fruits' },
  symbols: [C, L, O, P, B, R, S, W, X],
  wild: W,
  scatter: X,
  strips: [OUTER, INNER, rotate(INNER, 10), rotate(INNER, 20), rotate(OUTER, 15)],
  lines: TEN_LINES,
  // Multiples of the line bet (stake / 10) for 3, 4 and 5 in a row from the leftmost reel.
  paytable: {
    cherry: [5, 15, 60],
    lemon: [5, 20, 80],
    orange: [10, 30, 120],
    plum: [10, 30, 120],
    bell: [15, 50, 250],
    bar: [25, 100, 500],
    seven: [50, 200, 1000],
    wild: [100, 500, 2000],
  },
  // Multiples of the whole stake for scatters anywhere in view.
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  rtp: 0.9616,
  maxMultiplierX100: 31_450,
};

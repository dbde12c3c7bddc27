/**
 * "Lucky Fruits": a 5-reel, 3-row, 10-line slot. Strips, paylines and paytable are public data
 * (notes/provably-fair.md › Slot reel stops: strips and paytable published so that RTP can be
 * recomputed); the exact RTP is computed in slot-rtp.ts.
 *
 * One spin = one nonce. Reel r takes the r-th float of the stream: stop = floor(float × length);
 * the visible window is stop-1, stop, stop+1 (mod length) = rows 0 (top), 1, 2 (bottom).
 */
export const SLOT_SYMBOLS = [
  'cherry',
  'lemon',
  'orange',
  'plum',
  'bell',
  'bar',
  'seven',
  'wild',
  'scatter',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type PayingSymbol = Exclude<SlotSymbol, 'scatter'>;
export const PAYING_SYMBOLS: readonly PayingSymbol[] = SLOT_SYMBOLS.filter(
  (symbol): symbol is PayingSymbol => symbol !== 'scatter',
);

export type Strips = readonly (readonly SlotSymbol[])[];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

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
const rotate = (strip: readonly SlotSymbol[], by: number): SlotSymbol[] => [
  ...strip.slice(by),
  ...strip.slice(0, by),
];

export const SLOT_STRIPS: Strips = [
  OUTER,
  INNER,
  rotate(INNER, 10),
  rotate(INNER, 20),
  rotate(OUTER, 15),
];

/** Rows (0 top … 2 bottom) a payline crosses, reel by reel. */
export const SLOT_LINES: readonly (readonly number[])[] = [
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

/**
 * Line pays in multiples of the line bet (stake / 10) for 3, 4 and 5 in a row from the leftmost
 * reel. The wild stands for any symbol but the scatter and pays on its own.
 */
export const SLOT_PAYTABLE: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  cherry: [5, 15, 60],
  lemon: [5, 20, 80],
  orange: [10, 30, 120],
  plum: [10, 30, 120],
  bell: [15, 50, 250],
  bar: [25, 100, 500],
  seven: [50, 200, 1000],
  wild: [100, 500, 2000],
};

/** Scatters anywhere in the window pay multiples of the whole stake. */
export const SLOT_SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 50 };

/** A stake is a whole number of line bets (10 kuruş steps), so every win is whole kuruş. */
export const SLOT_STAKE_STEP_MINOR = SLOT_LINES.length;

export interface LineWin {
  /** Index into SLOT_LINES. */
  line: number;
  symbol: PayingSymbol;
  count: number;
  /** Multiples of the line bet. */
  pays: number;
}

export interface SlotOutcome {
  stops: number[];
  /** window[reel][row]. */
  window: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  /** Multiples of the stake. */
  scatterPays: number;
}

/** The pay of one line's five symbols, left to right (the best of the wild run and the symbol run). */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
): { symbol: PayingSymbol; count: number; pays: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1;
  const best: { symbol: PayingSymbol; count: number; pays: number }[] = [];
  if (wilds >= 3)
    best.push({ symbol: 'wild', count: wilds, pays: SLOT_PAYTABLE.wild[wilds - 3] ?? 0 });
  const first = symbols.find((s) => s !== 'wild');
  if (first !== undefined && first !== 'scatter') {
    let count = 0;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'wild')) {
      count += 1;
    }
    if (count >= 3) best.push({ symbol: first, count, pays: SLOT_PAYTABLE[first][count - 3] ?? 0 });
  }
  return best.reduce<(typeof best)[number] | null>(
    (top, next) => (top === null || next.pays > top.pays ? next : top),
    null,
  );
}

function symbolAt(strips: Strips, reel: number, index: number): SlotSymbol {
  const strip = strips[reel];
  if (!strip) throw new RangeError(`no reel ${reel}`);
  const length = strip.length;
  const symbol = strip[((index % length) + length) % length];
  if (symbol === undefined) throw new RangeError('empty strip');
  return symbol;
}

/** The visible window for given stops: rows stop-1, stop, stop+1 of each reel. */
export function slotWindow(stops: readonly number[], strips: Strips = SLOT_STRIPS): SlotSymbol[][] {
  return stops.map((stop, reel) =>
    [-1, 0, 1].map((offset) => symbolAt(strips, reel, stop + offset)),
  );
}

/** Evaluates the window of given stops: line wins and scatters. */
export function evaluateWindow(
  stops: readonly number[],
  strips: Strips = SLOT_STRIPS,
): SlotOutcome {
  const window = slotWindow(stops, strips);
  const lineWins: LineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, reel) => window[reel]?.[row] ?? 'scatter'));
    if (win) lineWins.push({ line, ...win });
  });
  const scatters = window.flat().filter((s) => s === 'scatter').length;
  return {
    stops: [...stops],
    window,
    lineWins,
    scatters,
    scatterPays: SLOT_SCATTER_PAYS[Math.min(scatters, SLOT_REELS)] ?? 0,
  };
}

/** floats (one per reel, the first five of the stream) → the spin. */
export function spinSlot(floats: readonly number[]): SlotOutcome {
  if (floats.length < SLOT_REELS) throw new RangeError('a spin needs 5 floats');
  const stops = SLOT_STRIPS.map((strip, reel) => Math.floor((floats[reel] ?? 0) * strip.length));
  return evaluateWindow(stops);
}

/** The win of a spin in minor units for a stake that is a multiple of SLOT_STAKE_STEP_MINOR. */
export function slotWinMinor(outcome: SlotOutcome, stakeMinor: number): number {
  const lineBet = stakeMinor / SLOT_LINES.length;
  const linePays = outcome.lineWins.reduce((sum, w) => sum + w.pays, 0);
  return linePays * lineBet + outcome.scatterPays * stakeMinor;
}

/**
 * The slot engine, driven by data: every slot of the provider is a `SlotDefinition` (slots/*.ts)
 * — reel strips, paylines or ways, paytable, a wild, a scatter with scatter pays and optionally
 * free spins (a multiplier, expanding wilds). Strips, lines and paytable are public data
 * (notes/provably-fair.md › Slot reel stops: published so that RTP can be recomputed); the exact
 * RTP is computed in slot-rtp.ts and the most a round can pay in slot-max-win.ts.
 *
 * One round = one nonce. Reel r of the base spin takes the r-th float of the stream:
 * stop = floor(float × length); the visible window is stop-1, stop, stop+1 (mod length) = rows
 * 0 (top), 1, 2 (bottom). Free spin i (0-based) reads floats reels·(i+1) … reels·(i+2)-1, so a
 * round reads a fixed number of bytes whatever it shows (GameInfo.bytes).
 */
import { LUCKY_FRUITS, TEN_LINES } from './slots/lucky-fruits';

export type SlotSymbol = string;
export type PayingSymbol = string;
export type Strips = readonly (readonly SlotSymbol[])[];

export interface FreeSpinsFeature {
  /** Scatters anywhere in the base window that award the free spins. */
  trigger: number;
  /** Free spins awarded (they never award more: no retrigger, so a round's pay is bounded). */
  spins: number;
  /** Every free-spin win (lines and scatters) is multiplied by this. */
  multiplier: number;
  /** During free spins a wild in view fills its whole reel before the lines are read. */
  expandingWilds: boolean;
  /** The strips free spins use (the base strips when absent). */
  strips?: Strips;
}

export interface SlotDefinition {
  /** The provider's game code (GameInfo.code). */
  code: string;
  /** The title in the frame: the catalogue tile's name, per language. */
  name: { tr: string; en: string };
  /** Every symbol on the strips, lowest pay first. */
  symbols: readonly SlotSymbol[];
  wild: SlotSymbol;
  scatter: SlotSymbol;
  strips: Strips;
  /** The paylines (read unless `ways`). */
  lines: readonly (readonly number[])[];
  /**
   * "243 ways" instead of lines (evaluateWays): a symbol pays when it, or the wild, shows
   * anywhere on 3 or more adjacent reels from the leftmost, once for every way — the product of
   * its positions on those reels. Pays stay multiples of the line bet (stake / 10), so every win
   * is whole kuruş; the wild substitutes only (it has no pays of its own in a ways game).
   */
  ways?: boolean;
  /** Multiples of the line bet for 3, 4 and 5 in a row from the leftmost reel (the wild pays on its own only when listed). */
  paytable: Readonly<Record<SlotSymbol, readonly [number, number, number]>>;
  /** Multiples of the whole stake for scatters anywhere in view. */
  scatterPays: Readonly<Record<number, number>>;
  freeSpins?: FreeSpinsFeature;
  /** Declared RTP (slot-rtp.test.ts recomputes it exactly from this data). */
  rtp: number;
  /** Declared most one round pays, × stake in hundredths (slot-max-win.ts computes it). */
  maxMultiplierX100: number;
}

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Every slot here has 10 lines: a stake is a whole number of line bets (10 kuruş steps), so every win is whole kuruş. */
export const SLOT_LINE_COUNT = TEN_LINES.length;
export const SLOT_STAKE_STEP_MINOR = SLOT_LINE_COUNT;

// Lucky Fruits' data under the names the engine has always published.
export const SLOT_SYMBOLS = LUCKY_FRUITS.symbols;
export const PAYING_SYMBOLS: readonly PayingSymbol[] = SLOT_SYMBOLS.filter(
  (symbol) => symbol !== LUCKY_FRUITS.scatter,
);
export const SLOT_STRIPS: Strips = LUCKY_FRUITS.strips;
export const SLOT_LINES = LUCKY_FRUITS.lines;
export const SLOT_PAYTABLE = LUCKY_FRUITS.paytable;
export const SLOT_SCATTER_PAYS = LUCKY_FRUITS.scatterPays;

export interface LineWin {
  /** Index into the game's lines. */
  line: number;
  symbol: PayingSymbol;
  count: number;
  /** Multiples of the line bet. */
  pays: number;
}

/** A ways win: `ways` combinations of `count` adjacent reels, each paying the paytable's pay. */
export interface WayWin {
  symbol: PayingSymbol;
  count: number;
  ways: number;
  /** Multiples of the line bet: the paytable's pay × ways. */
  pays: number;
}

export interface SlotSpinResult {
  stops: number[];
  /** window[reel][row], as the strips show it (before any wild expands). */
  window: SlotSymbol[][];
  /** Empty in a ways game. */
  lineWins: LineWin[];
  /** Ways games only (absent in a lines game, so its recorded outcomes keep their shape). */
  wayWins?: WayWin[];
  scatters: number;
  /** Multiples of the stake. */
  scatterPays: number;
}

export interface FreeSpinResult extends SlotSpinResult {
  /** Reels a wild filled (expanding wilds). */
  expanded: number[];
  /** The multiplier every pay of this spin gets. */
  multiplier: number;
}

export interface SlotOutcome extends SlotSpinResult {
  /** Present only when the base spin awarded free spins. */
  freeSpins?: FreeSpinResult[];
}

/** The pay of one line's symbols, left to right (the best of the wild run and the symbol run). */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
  game: SlotDefinition = LUCKY_FRUITS,
): { symbol: PayingSymbol; count: number; pays: number } | null {
  const { wild, scatter, paytable } = game;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  const best: { symbol: PayingSymbol; count: number; pays: number }[] = [];
  const wildPays = paytable[wild];
  if (wilds >= 3 && wildPays)
    best.push({ symbol: wild, count: wilds, pays: wildPays[wilds - 3] ?? 0 });
  const first = symbols.find((s) => s !== wild);
  const firstPays = first === undefined ? undefined : paytable[first];
  if (first !== undefined && first !== scatter && firstPays) {
    let count = 0;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) {
      count += 1;
    }
    if (count >= 3) best.push({ symbol: first, count, pays: firstPays[count - 3] ?? 0 });
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

/** Expanding wilds: a reel showing a wild shows only wilds. */
export function expandWilds(window: readonly (readonly SlotSymbol[])[], wild: SlotSymbol) {
  const expanded: number[] = [];
  const shown = window.map((rows, reel) => {
    if (!rows.includes(wild)) return [...rows];
    expanded.push(reel);
    return rows.map(() => wild);
  });
  return { shown, expanded };
}

function scatterPaysFor(game: SlotDefinition, scatters: number): number {
  return game.scatterPays[Math.min(scatters, SLOT_REELS)] ?? 0;
}

/** How many positions of a reel's window show `symbol` or the wild (a ways game's factor). */
export function waysOnReel(rows: readonly SlotSymbol[], symbol: SlotSymbol, wild: SlotSymbol) {
  return rows.filter((s) => s === symbol || s === wild).length;
}

/**
 * Ways pays of a window (after any wilds expanded): for every paying symbol, the run of adjacent
 * reels from the leftmost that show it or the wild; a run of 3 or more pays its paytable entry
 * once per way (the product of those reels' positions).
 */
export function evaluateWays(
  shown: readonly (readonly SlotSymbol[])[],
  game: SlotDefinition,
): WayWin[] {
  if (game.paytable[game.wild]) throw new RangeError('a ways game’s wild substitutes only');
  const wins: WayWin[] = [];
  for (const [symbol, pays] of Object.entries(game.paytable)) {
    if (symbol === game.scatter) continue;
    let count = 0;
    let ways = 1;
    for (const rows of shown) {
      const here = waysOnReel(rows, symbol, game.wild);
      if (here === 0) break;
      count += 1;
      ways *= here;
    }
    const pay = count >= 3 ? (pays[count - 3] ?? 0) : 0;
    if (pay > 0) wins.push({ symbol, count, ways, pays: pay * ways });
  }
  return wins;
}

/** Line (or ways) wins and scatters of a window (read from `shown`, e.g. after wilds expanded). */
function evaluateShown(
  game: SlotDefinition,
  stops: readonly number[],
  window: SlotSymbol[][],
  shown: readonly (readonly SlotSymbol[])[],
): SlotSpinResult {
  const scatters = window.flat().filter((s) => s === game.scatter).length;
  if (game.ways) {
    return {
      stops: [...stops],
      window,
      lineWins: [],
      wayWins: evaluateWays(shown, game),
      scatters,
      scatterPays: scatterPaysFor(game, scatters),
    };
  }
  const lineWins: LineWin[] = [];
  game.lines.forEach((rows, line) => {
    const win = evaluateLine(
      rows.map((row, reel) => shown[reel]?.[row] ?? game.scatter),
      game,
    );
    if (win) lineWins.push({ line, ...win });
  });
  return {
    stops: [...stops],
    window,
    lineWins,
    scatters,
    scatterPays: scatterPaysFor(game, scatters),
  };
}

/** Evaluates the base window of given stops: line wins and scatters (no free spins). */
export function evaluateWindow(
  stops: readonly number[],
  strips: Strips = SLOT_STRIPS,
  game: SlotDefinition = LUCKY_FRUITS,
): SlotSpinResult {
  const window = slotWindow(stops, strips);
  return evaluateShown(game, stops, window, window);
}

/** One free spin at given stops: the free strips, expanding wilds, the multiplier. */
export function evaluateFreeSpin(game: SlotDefinition, stops: readonly number[]): FreeSpinResult {
  const feature = game.freeSpins;
  if (!feature) throw new RangeError(`${game.code} has no free spins`);
  const window = slotWindow(stops, feature.strips ?? game.strips);
  const { shown, expanded } = feature.expandingWilds
    ? expandWilds(window, game.wild)
    : { shown: window, expanded: [] };
  return {
    ...evaluateShown(game, stops, window, shown),
    expanded,
    multiplier: feature.multiplier,
  };
}

/** Floats a round of this game reads: the base spin and every free spin it may award. */
export function slotFloatCount(game: SlotDefinition): number {
  return SLOT_REELS * (1 + (game.freeSpins?.spins ?? 0));
}

function stopsFrom(strips: Strips, floats: readonly number[], from: number): number[] {
  return strips.map((strip, reel) => Math.floor((floats[from + reel] ?? 0) * strip.length));
}

/** floats → the round: the base spin, then the free spins it awarded. */
export function spinSlot(
  floats: readonly number[],
  game: SlotDefinition = LUCKY_FRUITS,
): SlotOutcome {
  if (floats.length < slotFloatCount(game)) {
    throw new RangeError(`a ${game.code} round needs ${slotFloatCount(game)} floats`);
  }
  const base = evaluateWindow(stopsFrom(game.strips, floats, 0), game.strips, game);
  const feature = game.freeSpins;
  if (!feature || base.scatters < feature.trigger) return base;
  const strips = feature.strips ?? game.strips;
  const freeSpins = Array.from({ length: feature.spins }, (_, i) =>
    evaluateFreeSpin(game, stopsFrom(strips, floats, SLOT_REELS * (i + 1))),
  );
  return { ...base, freeSpins };
}

function spinPays(spin: SlotSpinResult, stakeMinor: number): number {
  const lineBet = stakeMinor / SLOT_LINE_COUNT;
  const linePays = [...spin.lineWins, ...(spin.wayWins ?? [])].reduce((sum, w) => sum + w.pays, 0);
  return linePays * lineBet + spin.scatterPays * stakeMinor;
}

/** The base spin's win in minor units (stake a multiple of SLOT_STAKE_STEP_MINOR). */
export function slotBaseWinMinor(outcome: SlotSpinResult, stakeMinor: number): number {
  return spinPays(outcome, stakeMinor);
}

/** One free spin's win in minor units (multiplier included). */
export function freeSpinWinMinor(spin: FreeSpinResult, stakeMinor: number): number {
  return spinPays(spin, stakeMinor) * spin.multiplier;
}

/** The round's whole win in minor units: the base spin and every free spin. */
export function slotWinMinor(outcome: SlotOutcome, stakeMinor: number): number {
  return (outcome.freeSpins ?? []).reduce(
    (sum, spin) => sum + freeSpinWinMinor(spin, stakeMinor),
    slotBaseWinMinor(outcome, stakeMinor),
  );
}

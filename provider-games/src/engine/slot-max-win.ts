import { evaluateLine, SLOT_LINES, SLOT_SCATTER_PAYS, SLOT_SYMBOLS, SLOT_STRIPS } from './slot';
import type { SlotSymbol, Strips } from './slot';

/**
 * The largest win of one Lucky Fruits spin, in line bets, found exactly over every stop
 * combination — the figure the provider declares as the game's maximum multiplier (the operator
 * refuses wins above stake × it). A branch-and-bound walk over the reels: a prefix of stops is
 * dropped once even the best completion of each line (a table of the best pay of any suffix)
 * plus the most scatters the remaining reels can show cannot beat the best spin found so far.
 */
export interface SlotMaxWin {
  /** Line bets (stake / lines) the best spin pays, lines and scatters together. */
  lineBets: number;
  /** The same in stakes. */
  stakes: number;
  /** One spin that pays it. */
  stops: number[];
}

export function slotMaxWin(strips: Strips = SLOT_STRIPS): SlotMaxWin {
  const reels = strips.length;
  const lines = SLOT_LINES.length;
  const base = SLOT_SYMBOLS.length;
  const symbolIndex = new Map<SlotSymbol, number>(SLOT_SYMBOLS.map((s, i) => [s, i]));
  const power = Array.from({ length: reels + 1 }, (_, r) => base ** r);

  // pays[code] of a whole line, code = Σ symbol_r · base^r.
  const full = power[reels] ?? 0;
  const pays = new Int32Array(full);
  for (let code = 0; code < full; code += 1) {
    const symbols: SlotSymbol[] = [];
    for (let r = 0, rest = code; r < reels; r += 1, rest = Math.floor(rest / base)) {
      symbols.push(SLOT_SYMBOLS[rest % base] ?? 'scatter');
    }
    pays[code] = evaluateLine(symbols)?.pays ?? 0;
  }
  // best[r][prefix]: the most a line whose first r symbols are `prefix` can pay (any suffix).
  const best: Int32Array[] = [];
  best[reels] = pays;
  for (let r = reels - 1; r >= 0; r -= 1) {
    const next = best[r + 1] ?? pays;
    const table = new Int32Array(power[r] ?? 1);
    for (let prefix = 0; prefix < table.length; prefix += 1) {
      let top = 0;
      for (let s = 0; s < base; s += 1)
        top = Math.max(top, next[prefix + s * (power[r] ?? 0)] ?? 0);
      table[prefix] = top;
    }
    best[r] = table;
  }

  const windows = strips.map((strip) =>
    strip.map((_, stop) =>
      [-1, 0, 1].map((offset) => {
        const symbol = strip[(stop + offset + strip.length) % strip.length];
        return symbol === undefined ? 0 : (symbolIndex.get(symbol) ?? 0);
      }),
    ),
  );
  const scatterIndex = symbolIndex.get('scatter') ?? -1;
  const scattersAt = windows.map((w) =>
    w.map((rows) => rows.filter((s) => s === scatterIndex).length),
  );
  // The most scatters reels r… can still show.
  const scattersLeft = new Array<number>(reels + 1).fill(0);
  for (let r = reels - 1; r >= 0; r -= 1) {
    scattersLeft[r] = (scattersLeft[r + 1] ?? 0) + Math.max(0, ...(scattersAt[r] ?? [0]));
  }
  // Scatter pays grow with the count, so the most the rest can add is at the most scatters.
  const scatterPay = (count: number) => (SLOT_SCATTER_PAYS[Math.min(count, reels)] ?? 0) * lines;

  // Windows with the most wilds first, so that a high spin is found early and prunes more.
  const wildIndex = symbolIndex.get('wild') ?? -1;
  const wildsOf = (rows: number[]) => rows.filter((s) => s === wildIndex).length;
  const order = windows.map((w) =>
    w.map((_, stop) => stop).sort((a, b) => wildsOf(w[b] ?? []) - wildsOf(w[a] ?? [])),
  );

  let top = 0;
  let topStops: number[] = [];
  const codes = Array.from({ length: reels + 1 }, () => new Int32Array(lines));
  const scatters = new Array<number>(reels + 1).fill(0);
  const stops = new Array<number>(reels).fill(0);
  const walk = (r: number): void => {
    const have = codes[r] ?? new Int32Array(lines);
    if (r === reels) {
      let total = scatterPay(scatters[r] ?? 0);
      for (let l = 0; l < lines; l += 1) total += pays[have[l] ?? 0] ?? 0;
      if (total > top) {
        top = total;
        topStops = [...stops];
      }
      return;
    }
    let bound = scatterPay((scatters[r] ?? 0) + (scattersLeft[r] ?? 0));
    const table = best[r] ?? pays;
    for (let l = 0; l < lines; l += 1) bound += table[have[l] ?? 0] ?? 0;
    if (bound <= top) return;
    const next = codes[r + 1] ?? new Int32Array(lines);
    const reelWindows = windows[r] ?? [];
    for (const stop of order[r] ?? []) {
      const rows = reelWindows[stop] ?? [];
      stops[r] = stop;
      for (let l = 0; l < lines; l += 1) {
        next[l] = (have[l] ?? 0) + (rows[SLOT_LINES[l]?.[r] ?? 0] ?? 0) * (power[r] ?? 0);
      }
      scatters[r + 1] = (scatters[r] ?? 0) + (scattersAt[r]?.[stop] ?? 0);
      walk(r + 1);
    }
  };
  walk(0);
  return { lineBets: top, stakes: top / lines, stops: topStops };
}

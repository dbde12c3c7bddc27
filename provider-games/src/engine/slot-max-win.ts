import {
  evaluateLine,
  slotWindow,
  SLOT_LINE_COUNT,
  SLOT_REELS,
  type SlotDefinition,
  type Strips,
} from './slot';
import { LUCKY_FRUITS } from './slots/lucky-fruits';
import { slotWaysMaxWin } from './slot-ways';

/**
 * The largest win of one spin, in line bets, found exactly over every stop combination — and
 * from it the most one round can pay, the figure the provider declares as the game's maximum
 * multiplier (the operator refuses wins above stake × it). A branch-and-bound walk over the
 * reels: a prefix of stops is dropped once even the best completion of each line (a table of the
 * best pay of any suffix) plus the most scatters the remaining reels can show cannot beat the
 * best spin found so far. With expanding wilds the walk reads each reel's window after expansion.
 */
export interface SlotMaxWin {
  /** Line bets (stake / lines) the best spin pays, lines and scatters together. */
  lineBets: number;
  /** The same in stakes. */
  stakes: number;
  /** One spin that pays it. */
  stops: number[];
}

export function slotMaxWin(
  strips: Strips = LUCKY_FRUITS.strips,
  game: SlotDefinition = LUCKY_FRUITS,
  expand = false,
): SlotMaxWin {
  const reels = strips.length;
  const lineRows = game.lines;
  const lines = lineRows.length;
  const alphabet = [...new Set([...game.symbols, ...strips.flat()])];
  const base = alphabet.length;
  const symbolIndex = new Map(alphabet.map((s, i) => [s, i]));
  const power = Array.from({ length: reels + 1 }, (_, r) => base ** r);

  // pays[code] of a whole line, code = Σ symbol_r · base^r.
  const full = power[reels] ?? 0;
  const pays = new Int32Array(full);
  for (let code = 0; code < full; code += 1) {
    const symbols: string[] = [];
    for (let r = 0, rest = code; r < reels; r += 1, rest = Math.floor(rest / base)) {
      symbols.push(alphabet[rest % base] ?? game.scatter);
    }
    pays[code] = evaluateLine(symbols, game)?.pays ?? 0;
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

  const wild = game.wild;
  // Per reel and stop: the symbols the lines read (after expansion) and the scatters in view.
  const shownAt = strips.map((strip) =>
    strip.map((_, stop) => {
      const rows = slotWindow([stop], [strip])[0] ?? [];
      return expand && rows.includes(wild) ? rows.map(() => wild) : rows;
    }),
  );
  const windows = shownAt.map((w) => w.map((rows) => rows.map((s) => symbolIndex.get(s) ?? 0)));
  const scattersAt = strips.map((strip) =>
    strip.map(
      (_, stop) => (slotWindow([stop], [strip])[0] ?? []).filter((s) => s === game.scatter).length,
    ),
  );
  // The most scatters reels r… can still show.
  const scattersLeft = new Array<number>(reels + 1).fill(0);
  for (let r = reels - 1; r >= 0; r -= 1) {
    scattersLeft[r] = (scattersLeft[r + 1] ?? 0) + Math.max(0, ...(scattersAt[r] ?? [0]));
  }
  // Scatter pays grow with the count, so the most the rest can add is at the most scatters.
  const scatterTop = (count: number) => {
    let top = 0;
    for (let n = 0; n <= count; n += 1)
      top = Math.max(top, game.scatterPays[Math.min(n, SLOT_REELS)] ?? 0);
    return top * lines;
  };
  const scatterPay = (count: number) =>
    (game.scatterPays[Math.min(count, SLOT_REELS)] ?? 0) * lines;

  // Windows with the most wilds first, so that a high spin is found early and prunes more.
  const wildIndex = symbolIndex.get(wild) ?? -1;
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
    let bound = scatterTop((scatters[r] ?? 0) + (scattersLeft[r] ?? 0));
    const table = best[r] ?? pays;
    for (let l = 0; l < lines; l += 1) bound += table[have[l] ?? 0] ?? 0;
    if (bound <= top) return;
    const next = codes[r + 1] ?? new Int32Array(lines);
    const reelWindows = windows[r] ?? [];
    for (const stop of order[r] ?? []) {
      const rows = reelWindows[stop] ?? [];
      stops[r] = stop;
      for (let l = 0; l < lines; l += 1) {
        next[l] = (have[l] ?? 0) + (rows[lineRows[l]?.[r] ?? 0] ?? 0) * (power[r] ?? 0);
      }
      scatters[r + 1] = (scatters[r] ?? 0) + (scattersAt[r]?.[stop] ?? 0);
      walk(r + 1);
    }
  };
  walk(0);
  return { lineBets: top, stakes: top / lines, stops: topStops };
}

export interface RoundMaxWin {
  /** The best base spin. */
  base: SlotMaxWin;
  /** The best free spin (before its multiplier), when the game has free spins. */
  free: SlotMaxWin | null;
  /**
   * The most one round can pay, × stake in hundredths: the best base spin plus every free spin
   * at its best, multiplied — a bound no round exceeds (free spins never retrigger).
   */
  maxMultiplierX100: number;
}

export function slotRoundMaxWin(game: SlotDefinition): RoundMaxWin {
  // A ways game: every combination of its reels' distinct windows (slot-ways.ts).
  const best = (strips: Strips, expand: boolean) =>
    game.ways
      ? slotWaysMaxWin(strips, game, expand, SLOT_LINE_COUNT)
      : slotMaxWin(strips, game, expand);
  const base = best(game.strips, false);
  const feature = game.freeSpins;
  const free = feature ? best(feature.strips ?? game.strips, feature.expandingWilds) : null;
  const lineBets =
    base.lineBets + (feature && free ? feature.spins * feature.multiplier * free.lineBets : 0);
  return {
    base,
    free,
    maxMultiplierX100: Math.ceil(
      (lineBets * 100) / (game.ways ? SLOT_LINE_COUNT : game.lines.length),
    ),
  };
}

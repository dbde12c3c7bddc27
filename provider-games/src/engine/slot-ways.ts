import {
  evaluateWays,
  slotWindow,
  SLOT_REELS,
  waysOnReel,
  type SlotDefinition,
  type SlotSymbol,
  type Strips,
} from './slot';
import type { SlotMaxWin } from './slot-max-win';

/**
 * The exact sums of a ways game (slot.ts › evaluateWays), for slot-rtp.ts and slot-max-win.ts.
 *
 * Expected pay: the reels' stops are independent and uniform, and a symbol's run on reels
 * 1…k with reel k+1 breaking it pays pay(k) × n₁ · … · n_k, where n_r is how many positions of
 * reel r's window show the symbol or the wild (a function of reel r's stop alone). So
 *   Σ over stop combinations = Σ_k pay(k) · S₁ · … · S_k · Z_{k+1} · L_{k+2} · … · L₅
 * with S_r = Σ over reel r's stops of n_r, Z_r = the stops where n_r = 0 and L_r the strip's
 * length (Z and L absent past the fifth reel) — an integer over Π L_r.
 */
function reelWindows(strip: readonly SlotSymbol[], wild: SlotSymbol, expand: boolean) {
  return strip.map((_, stop) => {
    const rows = slotWindow([stop], [strip])[0] ?? [];
    return expand && rows.includes(wild) ? rows.map(() => wild) : rows;
  });
}

/** Σ over every stop combination of the ways pays, in line bets (integer). */
export function waysPaySum(game: SlotDefinition, strips: Strips, expand: boolean): bigint {
  const windows = strips.map((strip) => reelWindows(strip, game.wild, expand));
  let total = 0n;
  for (const [symbol, pays] of Object.entries(game.paytable)) {
    if (symbol === game.scatter || symbol === game.wild) continue;
    const n = windows.map((reel) => reel.map((rows) => waysOnReel(rows, symbol, game.wild)));
    const sum = n.map((reel) => BigInt(reel.reduce((a, b) => a + b, 0)));
    const zero = n.map((reel) => BigInt(reel.filter((x) => x === 0).length));
    const length = strips.map((strip) => BigInt(strip.length));
    for (let k = 3; k <= SLOT_REELS; k += 1) {
      const pay = BigInt(pays[k - 3] ?? 0);
      if (pay === 0n) continue;
      let combos = pay;
      for (let r = 0; r < k; r += 1) combos *= sum[r] ?? 0n;
      if (k < SLOT_REELS) combos *= zero[k] ?? 0n;
      for (let r = k + 1; r < SLOT_REELS; r += 1) combos *= length[r] ?? 0n;
      total += combos;
    }
  }
  return total;
}

/** True when reels 1–3 of a window already make a ways win (each shows a paying symbol or the wild). */
export function waysHitOnFirstThree(
  shown: readonly (readonly SlotSymbol[])[],
  game: SlotDefinition,
): boolean {
  return Object.entries(game.paytable).some(
    ([symbol, pays]) =>
      symbol !== game.scatter &&
      symbol !== game.wild &&
      (pays[0] ?? 0) > 0 &&
      shown.slice(0, 3).every((rows) => waysOnReel(rows, symbol, game.wild) > 0),
  );
}

/**
 * The best spin of a ways game, in line bets: every combination of the reels' distinct windows
 * (after expansion), the ways pays plus the scatter pay. Exhaustive — the distinct windows of a
 * reel are at most its length — so it suits strips of the catalogue's size.
 */
export function slotWaysMaxWin(
  strips: Strips,
  game: SlotDefinition,
  expand = false,
  lineCount = 10,
): SlotMaxWin {
  const distinct = strips.map((strip) => {
    const seen = new Map<string, { rows: SlotSymbol[]; scatters: number; stop: number }>();
    const shown = reelWindows(strip, game.wild, expand);
    strip.forEach((_, stop) => {
      const rows = shown[stop] ?? [];
      const scatters = (slotWindow([stop], [strip])[0] ?? []).filter(
        (s) => s === game.scatter,
      ).length;
      const key = `${rows.join(',')}|${scatters}`;
      if (!seen.has(key)) seen.set(key, { rows, scatters, stop });
    });
    return [...seen.values()];
  });
  let top = -1;
  let topStops: number[] = [];
  const chosen: { rows: SlotSymbol[]; scatters: number; stop: number }[] = [];
  const walk = (reel: number): void => {
    if (reel === strips.length) {
      const ways = evaluateWays(
        chosen.map((c) => c.rows),
        game,
      ).reduce((sum, w) => sum + w.pays, 0);
      const scatters = chosen.reduce((sum, c) => sum + c.scatters, 0);
      const total = ways + (game.scatterPays[Math.min(scatters, SLOT_REELS)] ?? 0) * lineCount;
      if (total > top) {
        top = total;
        topStops = chosen.map((c) => c.stop);
      }
      return;
    }
    for (const option of distinct[reel] ?? []) {
      chosen[reel] = option;
      walk(reel + 1);
    }
  };
  walk(0);
  return { lineBets: top, stakes: top / lineCount, stops: topStops };
}

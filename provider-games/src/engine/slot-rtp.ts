import {
  evaluateLine,
  SLOT_REELS,
  SLOT_SCATTER_PAYS,
  SLOT_STRIPS,
  type SlotSymbol,
  type Strips,
} from './slot';

/**
 * The slot's return to player, computed exactly (no simulation):
 *
 * - Lines: every payline reads one row per reel, and each reel's stop is uniform, so the symbol a
 *   line sees on reel r has exactly the distribution of strip r, independently of the other reels
 *   — the same for every line. Summing each line's pay over all 5-tuples of symbols, weighted by
 *   the product of their counts on the strips, gives the expected line pay in line bets; with
 *   line bet = stake / lines and `lines` lines, that is also the line RTP in stakes.
 * - Scatters: per reel, count the scatters in the window of every stop; convolve the reels.
 *
 * Everything is an integer over the common denominator Π strip lengths (30⁵ = 24 300 000), so the
 * result is an exact fraction.
 */
export interface ExactRtp {
  /** Total paid over all stop combinations, in stakes. */
  numerator: number;
  /** Number of stop combinations. */
  denominator: number;
  lineNumerator: number;
  scatterNumerator: number;
  rtp: number;
}

function symbolCounts(strip: readonly SlotSymbol[]): [SlotSymbol, number][] {
  const counts = new Map<SlotSymbol, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts];
}

export function exactSlotRtp(strips: Strips = SLOT_STRIPS): ExactRtp {
  if (strips.length !== SLOT_REELS) throw new RangeError('5 strips expected');
  const denominator = strips.reduce((product, strip) => product * strip.length, 1);

  // Lines: Σ over symbol tuples of weight × pays (in line bets). Lines × (pays × stake/lines).
  const perReel = strips.map(symbolCounts);
  let lineNumerator = 0;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, weight: number): void => {
    if (reel === SLOT_REELS) {
      lineNumerator += weight * (evaluateLine(tuple)?.pays ?? 0);
      return;
    }
    for (const [symbol, count] of perReel[reel] ?? []) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);

  // Scatters: distribution of the number in the window, as counts of stop combinations.
  let distribution = [1];
  for (const strip of strips) {
    const length = strip.length;
    const perStop = new Map<number, number>();
    for (let stop = 0; stop < length; stop += 1) {
      let visible = 0;
      for (const offset of [-1, 0, 1]) {
        if (strip[(stop + offset + length) % length] === 'scatter') visible += 1;
      }
      perStop.set(visible, (perStop.get(visible) ?? 0) + 1);
    }
    const next = new Array<number>(distribution.length + 3).fill(0);
    distribution.forEach((ways, have) => {
      for (const [visible, stops] of perStop) {
        next[have + visible] = (next[have + visible] ?? 0) + ways * stops;
      }
    });
    distribution = next;
  }
  const scatterNumerator = distribution.reduce(
    (sum, ways, scatters) => sum + ways * (SLOT_SCATTER_PAYS[Math.min(scatters, SLOT_REELS)] ?? 0),
    0,
  );

  const numerator = lineNumerator + scatterNumerator;
  return {
    numerator,
    denominator,
    lineNumerator,
    scatterNumerator,
    rtp: numerator / denominator,
  };
}

import {
  evaluateLine,
  slotWindow,
  SLOT_LINE_COUNT,
  SLOT_REELS,
  type SlotDefinition,
  type SlotSymbol,
  type Strips,
} from './slot';
import { LUCKY_FRUITS } from './slots/lucky-fruits';
import { waysHitOnFirstThree, waysPaySum } from './slot-ways';

/**
 * A slot's return to player and hit rate, computed exactly from its data (no simulation):
 *
 * - Ways (a ways game, slot-ways.ts): per symbol and run length, the product of each reel's sum of
 *   positions showing it or the wild, times the stops of the next reel that break the run.
 * - Lines: a payline reads one row per reel and each reel's stop is uniform and independent, so
 *   the symbol a line sees on reel r depends on reel r's stop alone. Per line, sum the pay over
 *   every tuple of symbols weighted by the product of how many stops of each reel show them
 *   there; the lines add up. With expanding wilds the symbol seen is the wild whenever the
 *   reel's window holds one — still a function of that reel's stop alone.
 * - Scatters: per reel, count the scatters in the window of every stop; convolve the reels.
 * - Free spins (no retrigger): P(base scatters ≥ trigger) × spins × multiplier × the
 *   expected pay of one free spin (the same two sums on the free strips).
 * - Hit rate (base spin pays or awards free spins): every pay needs 3 in a row from reel 1, so a
 *   line win is decided by reels 1–3; walk their stops and, where no line pays, add the chance
 *   that reels 4–5 bring the missing scatters.
 *
 * Everything is an integer over Π strip lengths (× lines), kept as exact fractions (bigint).
 */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export interface ExactRtp {
  /** The whole RTP as a reduced fraction, and as a number. */
  fraction: Fraction;
  rtp: number;
  /** Parts, in stakes per round: base lines, base scatters, free spins. */
  baseLines: number;
  baseScatters: number;
  freeSpins: number;
  /** P(the base spin awards free spins). */
  freeSpinsChance: number;
  /** P(the base spin pays or awards free spins), exact. */
  hitRate: Fraction;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};
const reduce = (n: bigint, d: bigint): Fraction => {
  const g = gcd(n, d) || 1n;
  return { numerator: n / g, denominator: d / g };
};
const add = (a: Fraction, b: Fraction) =>
  reduce(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
const mul = (a: Fraction, b: Fraction) =>
  reduce(a.numerator * b.numerator, a.denominator * b.denominator);
export const fractionValue = (f: Fraction): number => Number(f.numerator) / Number(f.denominator);

/** Per reel, for a row: how many stops show each symbol there (after expansion if asked). */
function rowCounts(
  strips: Strips,
  reel: number,
  row: number,
  wild: SlotSymbol,
  expand: boolean,
): [SlotSymbol, number][] {
  const strip = strips[reel] ?? [];
  const counts = new Map<SlotSymbol, number>();
  for (let stop = 0; stop < strip.length; stop += 1) {
    const rows = slotWindow([stop], [strip])[0] ?? [];
    const seen = expand && rows.includes(wild) ? wild : (rows[row] ?? '');
    counts.set(seen, (counts.get(seen) ?? 0) + 1);
  }
  return [...counts];
}

/** Σ over lines and stop combinations of the line pay (line bets), over Π lengths. */
function linePaySum(game: SlotDefinition, strips: Strips, expand: boolean): bigint {
  let total = 0n;
  const cache = new Map<string, bigint>();
  for (const rows of game.lines) {
    const key = rows.join(',');
    const known = cache.get(key);
    if (known !== undefined) {
      total += known;
      continue;
    }
    const perReel = rows.map((row, reel) => rowCounts(strips, reel, row, game.wild, expand));
    let sum = 0;
    const tuple: SlotSymbol[] = [];
    const walk = (reel: number, weight: number): void => {
      if (reel === SLOT_REELS) {
        sum += weight * (evaluateLine(tuple, game)?.pays ?? 0);
        return;
      }
      for (const [symbol, count] of perReel[reel] ?? []) {
        tuple[reel] = symbol;
        walk(reel + 1, weight * count);
      }
    };
    walk(0, 1);
    cache.set(key, BigInt(sum));
    total += BigInt(sum);
  }
  return total;
}

/** Per reel, how many stops show 0, 1, 2, 3 scatters. */
function scatterPerStop(strip: readonly SlotSymbol[], scatter: SlotSymbol): number[] {
  const perStop = [0, 0, 0, 0];
  for (let stop = 0; stop < strip.length; stop += 1) {
    const visible = (slotWindow([stop], [strip])[0] ?? []).filter((s) => s === scatter).length;
    perStop[visible] = (perStop[visible] ?? 0) + 1;
  }
  return perStop;
}

/** Stop combinations of the given reels by number of scatters in view. */
function scatterDistribution(strips: Strips, scatter: SlotSymbol): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const perStop = scatterPerStop(strip, scatter);
    const next = new Array<number>(distribution.length + 3).fill(0);
    distribution.forEach((ways, have) => {
      perStop.forEach((stops, visible) => {
        next[have + visible] = (next[have + visible] ?? 0) + ways * stops;
      });
    });
    distribution = next;
  }
  return distribution;
}

const combos = (strips: Strips) => strips.reduce((p, s) => p * BigInt(s.length), 1n);

/** One spin's expected pay in stakes (lines and scatters), as a fraction, and its parts. */
function spinValue(game: SlotDefinition, strips: Strips, expand: boolean) {
  const denominator = combos(strips);
  // Pays are in line bets: stake / 10 for lines and ways alike.
  const lines = BigInt(game.ways ? SLOT_LINE_COUNT : game.lines.length);
  const paySum = game.ways ? waysPaySum(game, strips, expand) : linePaySum(game, strips, expand);
  const lineFraction = reduce(paySum, denominator * lines);
  const distribution = scatterDistribution(strips, game.scatter);
  const scatterSum = distribution.reduce(
    (sum, ways, n) => sum + BigInt(ways) * BigInt(game.scatterPays[Math.min(n, SLOT_REELS)] ?? 0),
    0n,
  );
  const scatterFraction = reduce(scatterSum, denominator);
  return { lineFraction, scatterFraction, distribution, denominator };
}

/** P(base spin pays anything or awards free spins). */
function exactHitRate(game: SlotDefinition): Fraction {
  const strips = game.strips;
  const scatterNeeded = Math.min(
    ...Object.keys(game.scatterPays).map(Number),
    game.freeSpins?.trigger ?? Infinity,
  );
  for (const pays of Object.values(game.paytable)) {
    if (pays.length !== 3) throw new RangeError('pays start at 3 in a row');
  }
  // Wilds that do not pay on their own must stay off reel 1, or 3 wilds could start a longer win.
  if (!game.ways && !game.paytable[game.wild] && strips[0]?.includes(game.wild)) {
    throw new RangeError('a wild without pays of its own on reel 1');
  }
  // Combinations of reels 4–5 with at least k scatters.
  const rest = scatterDistribution(strips.slice(3), game.scatter);
  const atLeast = (k: number) => rest.reduce((s, ways, n) => (n >= k ? s + ways : s), 0);
  const windows = strips
    .slice(0, 3)
    .map((strip) => strip.map((_, stop) => slotWindow([stop], [strip])[0] ?? []));
  let hits = 0n;
  const [w1 = [], w2 = [], w3 = []] = windows;
  for (const a of w1)
    for (const b of w2)
      for (const c of w3) {
        const shown = [a, b, c];
        const lineWin = game.ways
          ? waysHitOnFirstThree(shown, game)
          : game.lines.some((rows) => {
              const symbols = rows
                .slice(0, 3)
                .map((row, reel) => shown[reel]?.[row] ?? game.scatter);
              return (evaluateLine(symbols, game)?.pays ?? 0) > 0;
            });
        if (lineWin) {
          hits += combos(strips.slice(3));
          continue;
        }
        const have = shown.flat().filter((s) => s === game.scatter).length;
        hits += BigInt(atLeast(scatterNeeded - have));
      }
  return reduce(hits, combos(strips));
}

export function exactSlotRtp(game: SlotDefinition = LUCKY_FRUITS): ExactRtp {
  if (game.strips.length !== SLOT_REELS) throw new RangeError('5 strips expected');
  const base = spinValue(game, game.strips, false);
  let total = add(base.lineFraction, base.scatterFraction);
  let freeSpins: Fraction = { numerator: 0n, denominator: 1n };
  let chance: Fraction = { numerator: 0n, denominator: 1n };
  const feature = game.freeSpins;
  if (feature) {
    const triggering = base.distribution.reduce(
      (s, ways, n) => (n >= feature.trigger ? s + BigInt(ways) : s),
      0n,
    );
    chance = reduce(triggering, base.denominator);
    const free = spinValue(game, feature.strips ?? game.strips, feature.expandingWilds);
    const perSpin = add(free.lineFraction, free.scatterFraction);
    freeSpins = mul(mul(chance, perSpin), reduce(BigInt(feature.spins * feature.multiplier), 1n));
    total = add(total, freeSpins);
  }
  return {
    fraction: total,
    rtp: fractionValue(total),
    baseLines: fractionValue(base.lineFraction),
    baseScatters: fractionValue(base.scatterFraction),
    freeSpins: fractionValue(freeSpins),
    freeSpinsChance: fractionValue(chance),
    hitRate: exactHitRate(game),
  };
}

/** The same sums for bare strips under Lucky Fruits' rules (small-case checks). */
export function exactRtpOfStrips(strips: Strips, game: SlotDefinition = LUCKY_FRUITS): ExactRtp {
  return exactSlotRtp({ ...game, strips });
}

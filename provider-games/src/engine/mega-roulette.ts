import { ROULETTE_POCKETS, settleRoulette, type RouletteBet } from './roulette';

/**
 * Mega Roulette: European roulette (roulette.ts, same pocket draw from the first float) where
 * each spin also draws 1–5 "mega numbers" with a multiplier of 50×–500× each. A straight up pays
 * 29 to 1, or its number's multiplier to 1 when the pocket is a mega number; every other bet pays
 * as in European roulette. Floats (notes/provably-fair.md › Floats -> events, one after another):
 *   f0 → pocket = floor(f0 · 37)
 *   f1 → count  = 1 + floor(f1 · 5)
 *   f2..f6 → the mega numbers, drawn without replacement: index floor(f · remaining) into the
 *            numbers 0–36 not drawn yet (ascending); only the first `count` are used
 *   f7..f11 → each mega number's multiplier: floor(f · 100) picks one of 100 weighted slots
 * Twelve floats are always read (48 bytes, two HMAC blocks) whatever the count.
 */
export const MEGA_MAX_NUMBERS = 5;
export const MEGA_FLOATS = 2 + 2 * MEGA_MAX_NUMBERS;
export const MEGA_STRAIGHT_PAYOUT = 29;

/** Multiplier → its share of 100 weighted slots (sum 100). */
export const MEGA_MULTIPLIER_WEIGHTS: readonly { multiplier: number; weight: number }[] = [
  { multiplier: 50, weight: 65 },
  { multiplier: 100, weight: 17 },
  { multiplier: 200, weight: 9 },
  { multiplier: 300, weight: 5 },
  { multiplier: 400, weight: 2 },
  { multiplier: 500, weight: 2 },
];
const WEIGHT_TOTAL = MEGA_MULTIPLIER_WEIGHTS.reduce((sum, w) => sum + w.weight, 0);

export interface MegaNumber {
  number: number;
  multiplier: number;
}

function pick(float: number, size: number): number {
  return Math.floor(float * size);
}

function multiplierOf(float: number): number {
  let slot = pick(float, WEIGHT_TOTAL);
  for (const { multiplier, weight } of MEGA_MULTIPLIER_WEIGHTS) {
    if (slot < weight) return multiplier;
    slot -= weight;
  }
  throw new RangeError('float outside [0, 1)');
}

/** The spin's mega numbers from its floats (the pocket is spinRoulette's, from f0). */
export function megaNumbers(floats: readonly number[]): MegaNumber[] {
  if (floats.length < MEGA_FLOATS) throw new RangeError(`a mega spin needs ${MEGA_FLOATS} floats`);
  const count = 1 + pick(floats[1] as number, MEGA_MAX_NUMBERS);
  const remaining = Array.from({ length: ROULETTE_POCKETS }, (_, n) => n);
  const drawn: MegaNumber[] = [];
  for (let i = 0; i < count; i += 1) {
    const [number] = remaining.splice(pick(floats[2 + i] as number, remaining.length), 1);
    drawn.push({ number: number as number, multiplier: multiplierOf(floats[7 + i] as number) });
  }
  return drawn;
}

/** What each bet returns (stake included) under Mega Roulette's pays, and the total. */
export function settleMegaRoulette(
  bets: readonly RouletteBet[],
  pocket: number,
  mega: readonly MegaNumber[],
): { returns: number[]; totalMinor: number } {
  const european = settleRoulette(bets, pocket).returns;
  const hit = mega.find((m) => m.number === pocket);
  const returns = bets.map((bet, i) => {
    if (bet.type !== 'straight') return european[i] ?? 0;
    if (bet.number !== pocket) return 0;
    return bet.amount * ((hit ? hit.multiplier : MEGA_STRAIGHT_PAYOUT) + 1);
  });
  return { returns, totalMinor: returns.reduce((sum, r) => sum + r, 0) };
}

/** A fraction n/d in integers (bigint), so the stated RTP is exact. */
export interface MegaFraction {
  n: bigint;
  d: bigint;
}

/**
 * The exact return of a straight up, taking every float's event as uniform over its outcomes:
 * the pocket is a mega number with probability E[count]/37 (numbers and pocket come from
 * different floats), and then pays E[multiplier] + 1; else 30. The mean count is 3.
 *   RTP = (1/37) · [ (1 − 3/37) · 30 + (3/37) · (E[M] + 1) ]
 * Other bets return 36/37 as in European roulette.
 */
export function megaStraightRtp(): MegaFraction {
  const meanCountTimes5 = BigInt(((1 + MEGA_MAX_NUMBERS) * MEGA_MAX_NUMBERS) / 2); // Σ count
  const weightSum = BigInt(WEIGHT_TOTAL);
  const sumM = MEGA_MULTIPLIER_WEIGHTS.reduce((s, w) => s + BigInt(w.multiplier * w.weight), 0n);
  const pockets = BigInt(ROULETTE_POCKETS);
  const maxN = BigInt(MEGA_MAX_NUMBERS);
  // q = Σcount / (5 · 37); E[M + 1] = (ΣM·w + W) / W
  // RTP = [ (1 − q) · 30 + q · E[M+1] ] / 37
  const d = maxN * pockets * weightSum * pockets;
  const n =
    (maxN * pockets - meanCountTimes5) * BigInt(MEGA_STRAIGHT_PAYOUT + 1) * weightSum +
    meanCountTimes5 * (sumM + weightSum);
  return { n, d };
}

/** The best return per unit staked: a straight up on a 500× mega number returns 501×. */
export const MEGA_MAX_MULTIPLIER_X100 =
  100 * (Math.max(...MEGA_MULTIPLIER_WEIGHTS.map((w) => w.multiplier)) + 1);

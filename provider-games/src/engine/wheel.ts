/**
 * The money wheel (the casino's "Big Six"): 54 segments — 24 of 1, 15 of 2, 7 of 5, 4 of 10,
 * 2 of 20 and two 40s, the star and the crescent, each its own bet. segment = floor(float × 54)
 * from the first float (notes/provably-fair.md › Floats -> events). A bet on a spot pays its
 * value to 1 plus the stake when the wheel stops on it.
 *
 * Return of a spot = count × (value + 1) / 54: 1 → 48/54 = 88.89 %, 2 → 45/54 = 83.33 %,
 * 5 → 42/54 = 77.78 %, 10 → 44/54 = 81.48 %, 20 → 42/54 = 77.78 %, each 40 → 41/54 = 75.93 %.
 * As 2^32 is not a multiple of 54, segments differ in probability by less than 1e-8.
 */
export const WHEEL_SPOTS = ['1', '2', '5', '10', '20', 'star', 'crescent'] as const;
export type WheelSpot = (typeof WHEEL_SPOTS)[number];

export const WHEEL_VALUES: Readonly<Record<WheelSpot, number>> = {
  '1': 1,
  '2': 2,
  '5': 5,
  '10': 10,
  '20': 20,
  star: 40,
  crescent: 40,
};

/**
 * The segments clockwise from the top, a fixed table (never from the RNG): the star and the
 * crescent face each other, the 20s and 10s spread between them, the 1s and 2s fill the rest.
 */
export const WHEEL_SEGMENTS: readonly WheelSpot[] = (() => {
  const pattern =
    'star 1 2 1 5 1 2 1 10 1 2 5 1 2 1 20 1 5 2 1 10 2 1 5 1 2 1 ' +
    'crescent 1 2 1 5 1 2 1 10 2 1 5 1 2 1 20 1 5 2 1 10 2 1 2 1 2 1';
  return pattern.split(' ') as WheelSpot[];
})();

export const WHEEL_SIZE = WHEEL_SEGMENTS.length;

export type WheelBet = { spot: WheelSpot; amount: number };

export function isWheelSpot(value: unknown): value is WheelSpot {
  return typeof value === 'string' && (WHEEL_SPOTS as readonly string[]).includes(value);
}

export function spinWheel(floats: readonly number[]): number {
  const float = floats[0];
  if (float === undefined) throw new RangeError('a spin needs a float');
  return Math.floor(float * WHEEL_SIZE);
}

export function settleWheel(bets: readonly WheelBet[], segment: number): number {
  const spot = WHEEL_SEGMENTS[segment];
  if (spot === undefined) throw new RangeError(`no segment ${segment}`);
  return bets.reduce(
    (sum, bet) => sum + (bet.spot === spot ? bet.amount * (WHEEL_VALUES[spot] + 1) : 0),
    0,
  );
}

/**
 * The part of a spin's stake its own bets hedge, in minor units (spec §1 promotions and bonuses:
 * covering every outcome counts nothing toward a bonus's wagering): what the bets return whatever
 * the segment, never more than the stake — nothing unless every spot is staked.
 */
export function wheelHedgedMinor(bets: readonly WheelBet[]): number {
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const returns = WHEEL_SEGMENTS.map((_, segment) => settleWheel(bets, segment));
  return Math.min(stake, Math.min(...returns));
}

export function wheelCount(spot: WheelSpot): number {
  return WHEEL_SEGMENTS.filter((s) => s === spot).length;
}

/** Exact return of a bet on a spot: count × (value + 1) / 54. */
export function wheelSpotRtp(spot: WheelSpot): number {
  return (wheelCount(spot) * (WHEEL_VALUES[spot] + 1)) / WHEEL_SIZE;
}

/** The stated RTP: the best bet, the 1 (48/54 = 88.89 %); the rules list every spot's. */
export const WHEEL_RTP = 48 / 54;

/** A 40 returns 41× and nothing more per unit staked, so no spread of bets returns more. */
export const WHEEL_MAX_MULTIPLIER_X100 = 100 * (Math.max(...Object.values(WHEEL_VALUES)) + 1);

/** Why a set of wheel bets is not valid (besides its total), or null: one bet per spot. */
export function invalidWheelBets(bets: readonly WheelBet[]): string | null {
  if (bets.length === 0) return 'stake at least one spot';
  const seen = new Set<string>();
  for (const bet of bets) {
    if (!isWheelSpot(bet.spot)) return `spot must be one of ${WHEEL_SPOTS.join(', ')}`;
    if (seen.has(bet.spot)) return 'one bet per spot';
    seen.add(bet.spot);
    if (!Number.isInteger(bet.amount) || bet.amount <= 0) return 'every bet needs an amount';
  }
  return null;
}

/**
 * European roulette, 37 pockets (notes/provably-fair.md › Roulette): pocket = floor(float × 37)
 * from the first float of the stream. Colour, dozen and column come from the fixed pocket table
 * below, never from the RNG. Every bet returns 36/37 of its stake on average: RTP 97.3 %.
 *
 * Bias note (stated on the rules page): 2^32 is not a multiple of 37, so some pockets get one
 * more of the 2^32 possible floats than others — a relative difference below 1e-8.
 */
export const ROULETTE_POCKETS = 37;

/** The red numbers of the standard European table; 0 is green, the rest black. */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** Pocket order around a European wheel, clockwise from 0 (for the animation). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export type PocketColor = 'green' | 'red' | 'black';

export interface Pocket {
  number: number;
  color: PocketColor;
  /** 1–3, 0 for the zero. */
  dozen: number;
  /** 1–3 (column 1 = 1, 4, …, 34), 0 for the zero. */
  column: number;
}

export const POCKET_TABLE: readonly Pocket[] = Array.from({ length: ROULETTE_POCKETS }, (_, n) => ({
  number: n,
  color: n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black',
  dozen: n === 0 ? 0 : Math.ceil(n / 12),
  column: n === 0 ? 0 : ((n - 1) % 3) + 1,
}));

export const EVEN_MONEY_BETS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type EvenMoneyBet = (typeof EVEN_MONEY_BETS)[number];

export type RouletteBet =
  | { type: 'straight'; number: number; amount: number }
  | { type: 'split'; numbers: [number, number]; amount: number }
  | { type: EvenMoneyBet; amount: number }
  | { type: 'dozen'; dozen: number; amount: number }
  | { type: 'column'; column: number; amount: number };
export type RouletteBetType = RouletteBet['type'];

/** Payout "to 1" of each bet: a winning bet returns stake × (payout + 1). */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const isNumber = (n: number) => Number.isInteger(n) && n >= 0 && n <= 36;

/**
 * Two numbers share an edge on the table: 1–36 sit in 12 rows of 3 (row = ⌈n/3⌉), so neighbours
 * differ by 1 within a row or by 3 between rows; 0 borders 1, 2 and 3.
 */
export function isSplit(a: number, b: number): boolean {
  if (!isNumber(a) || !isNumber(b) || a === b) return false;
  const [low, high] = a < b ? [a, b] : [b, a];
  if (low === 0) return high <= 3;
  if (high - low === 3) return true;
  return high - low === 1 && Math.ceil(low / 3) === Math.ceil(high / 3);
}

/** Why a bet is not valid (besides its amount), or null. */
export function invalidBetReason(bet: RouletteBet): string | null {
  switch (bet.type) {
    case 'straight':
      return isNumber(bet.number) ? null : 'number must be 0–36';
    case 'split':
      return isSplit(bet.numbers[0], bet.numbers[1]) ? null : 'a split needs two adjacent numbers';
    case 'dozen':
      return [1, 2, 3].includes(bet.dozen) ? null : 'dozen must be 1–3';
    case 'column':
      return [1, 2, 3].includes(bet.column) ? null : 'column must be 1–3';
    default:
      return null;
  }
}

export function betWins(bet: RouletteBet, pocket: number): boolean {
  const p = POCKET_TABLE[pocket];
  if (!p) throw new RangeError(`no pocket ${pocket}`);
  const n = p.number;
  switch (bet.type) {
    case 'straight':
      return bet.number === n;
    case 'split':
      return bet.numbers.includes(n);
    case 'dozen':
      return p.dozen === bet.dozen;
    case 'column':
      return p.column === bet.column;
    case 'red':
    case 'black':
      return p.color === bet.type;
    // The zero loses every outside bet (European rules, no la partage).
    case 'odd':
      return n !== 0 && n % 2 === 1;
    case 'even':
      return n !== 0 && n % 2 === 0;
    case 'low':
      return n >= 1 && n <= 18;
    case 'high':
      return n >= 19;
  }
}

/** What each bet returns (stake included, 0 for a loss) and the total, in minor units. */
export function settleRoulette(
  bets: readonly RouletteBet[],
  pocket: number,
): { returns: number[]; totalMinor: number } {
  const returns = bets.map((bet) =>
    betWins(bet, pocket) ? bet.amount * (ROULETTE_PAYOUTS[bet.type] + 1) : 0,
  );
  return { returns, totalMinor: returns.reduce((sum, r) => sum + r, 0) };
}

/** The first float → the winning pocket. */
export function spinRoulette(floats: readonly number[]): number {
  const float = floats[0];
  if (float === undefined) throw new RangeError('a spin needs a float');
  return Math.floor(float * ROULETTE_POCKETS);
}

/**
 * How many of the 37 pockets a spin's bets must pay on for their smallest such return to count as
 * covered: 32 leaves at most five pockets (the zero and four numbers) uncovered.
 */
export const ROULETTE_COVERED_POCKETS = 32;

/**
 * The part of a spin's stake its own bets hedge, in minor units (spec §1 promotions and bonuses:
 * very low-risk play, such as covering both outcomes, counts nothing toward a bonus's wagering).
 * It is the return the bets guarantee on at least ROULETTE_COVERED_POCKETS of the 37 pockets —
 * the 32nd largest of the 37 returns at European pays (Mega Roulette's mega numbers only add to a
 * straight's return, never surely) — and never more than the stake. So:
 * - both sides of an even-money pair (red+black, odd+even, 1–18+19–36) hedge the smaller side
 *   counted on both sides: red 100 + black 60 hedges 120, and 40 counts;
 * - all three dozens, or all three columns, hedge three times the smallest of them;
 * - bets spread over 32 or more pockets so that each pays back at least the whole stake (32
 *   straight ups of one amount, two dozens of 10 and eight straight ups of 1 in the third, …)
 *   hedge their whole stake;
 * - a spin that leaves six or more pockets without a return hedges nothing.
 */
export function rouletteHedgedMinor(bets: readonly RouletteBet[]): number {
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const returns = Array.from(
    { length: ROULETTE_POCKETS },
    (_, pocket) => settleRoulette(bets, pocket).totalMinor,
  ).sort((a, b) => b - a);
  const guaranteed = returns[ROULETTE_COVERED_POCKETS - 1] ?? 0;
  return Math.min(stake, guaranteed);
}

/**
 * RNG bingo against the house: 75-ball (5×5 cards, free centre) and 90-ball (UK tickets, 3×9,
 * 15 numbers). Cards and the draw both come from the round's provably fair floats
 * (notes/provably-fair.md › Floats -> events), so the verify view recomputes both:
 *
 *   floats [0, 4 × cardFloats)          four cards, in order; a player buying n plays the first n
 *   floats [4 × cardFloats, + balls)    the draw: a partial Fisher–Yates shuffle of 1..N, ball i
 *                                       = the remaining number at floor(float × remaining)
 *
 * A fixed number of balls is drawn; each card pays its stake × the prize of the best pattern it
 * holds within the draw (one prize per card). Every card costs the same stake, so a round can
 * never return more than the largest prize × its total stake.
 *
 * The chance of a set of u numbers on one card all being among the first k of N balls is
 * C(N−u, k−u) / C(N, k); every pattern's chance follows by inclusion–exclusion over the card's
 * lines (bingoOdds), exactly, whatever numbers the card holds. RTP = Σ prize × P(best pattern).
 */
export type BingoVariant = 75 | 90;

export const BINGO_MAX_CARDS = 4;

/** A card's cells row-major: 75-ball 25 cells (0 = the free centre), 90-ball 27 cells (0 = blank). */
export type BingoCard = number[];

export type BingoPattern75 = 'line' | 'corners' | 'fullHouse';
export type BingoPattern90 = 'oneLine' | 'twoLines' | 'fullHouse';
export type BingoPattern = BingoPattern75 | BingoPattern90;

export interface BingoPrize {
  pattern: BingoPattern;
  /** 90-ball full house: pays only when completed within this many balls (the schedule). */
  withinBalls?: number;
  /** Per card, in hundredths of its stake (150 = 1.5×). */
  multiplierX100: number;
}

export interface BingoRules {
  variant: BingoVariant;
  /** Numbers on the balls: 1..balls. */
  balls: number;
  /** Balls drawn in a round. */
  draw: number;
  /** Floats one card reads. */
  cardFloats: number;
  /** The prizes from the best down; a card pays the first it holds. */
  prizes: readonly BingoPrize[];
}

/** 75-ball: 40 balls drawn; full house 1000×, four corners 5×, any line 1.5×. */
export const BINGO_75: BingoRules = {
  variant: 75,
  balls: 75,
  draw: 40,
  cardFloats: 24,
  prizes: [
    { pattern: 'fullHouse', multiplierX100: 100_000 },
    { pattern: 'corners', multiplierX100: 500 },
    { pattern: 'line', multiplierX100: 150 },
  ],
};

/**
 * 90-ball: 60 balls drawn; full house by a ball-count schedule (within 45 balls 2000×, 50 500×,
 * 55 100×, 60 20×), two lines 8×, one line 2×.
 */
export const BINGO_90: BingoRules = {
  variant: 90,
  balls: 90,
  draw: 60,
  // 6 floats for the column counts, 9 × 3 to place them in rows, 9 × 3 to pick the numbers.
  cardFloats: 60,
  prizes: [
    { pattern: 'fullHouse', withinBalls: 45, multiplierX100: 200_000 },
    { pattern: 'fullHouse', withinBalls: 50, multiplierX100: 50_000 },
    { pattern: 'fullHouse', withinBalls: 55, multiplierX100: 10_000 },
    { pattern: 'fullHouse', withinBalls: 60, multiplierX100: 2_000 },
    { pattern: 'twoLines', multiplierX100: 800 },
    { pattern: 'oneLine', multiplierX100: 200 },
  ],
};

export function bingoRules(variant: BingoVariant): BingoRules {
  return variant === 75 ? BINGO_75 : BINGO_90;
}

/** Floats one round reads: four cards and the draw. */
export function bingoFloatCount(rules: BingoRules): number {
  return BINGO_MAX_CARDS * rules.cardFloats + rules.draw;
}

export function bingoMaxMultiplierX100(rules: BingoRules): number {
  return Math.max(...rules.prizes.map((p) => p.multiplierX100));
}

function take(floats: readonly number[], index: number): number {
  const value = floats[index];
  if (value === undefined) throw new RangeError('the round needs more floats');
  return value;
}

/** `count` numbers drawn without replacement from `pool` (partial Fisher–Yates), in draw order. */
function pick(pool: number[], count: number, floats: readonly number[], at: number): number[] {
  const left = [...pool];
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = Math.floor(take(floats, at + i) * left.length);
    out.push(left[j] as number);
    left.splice(j, 1);
  }
  return out;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** 75-ball card: column c holds 5 numbers of 15c+1..15c+15 (the N column 4), rows top-down. */
export function card75(floats: readonly number[]): BingoCard {
  const cells = new Array<number>(25).fill(0);
  let at = 0;
  for (let c = 0; c < 5; c += 1) {
    const count = c === 2 ? 4 : 5;
    const numbers = pick(range(15 * c + 1, 15 * c + 15), count, floats, at);
    at += count;
    const rows = c === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    rows.forEach((r, i) => (cells[5 * r + c] = numbers[i] as number));
  }
  return cells;
}

/** The numbers column c of a 90-ball ticket takes them from: 1–9, 10–19, …, 80–90. */
export function column90(c: number): number[] {
  return range(c === 0 ? 1 : 10 * c, c === 8 ? 90 : 10 * c + 9);
}

/**
 * 90-ball ticket (UK): 3 rows × 9 columns, 5 numbers a row, every column 1 to 3 numbers, sorted
 * top-down. Column counts: every column 1, then 6 more each to a column still below 3 (floats
 * 0–5). Rows: columns by count, most first, each fills the rows with the most room left (ties by
 * its own 3 floats), the constructive proof of Gale–Ryser, so every row ends at exactly 5.
 * Numbers: a partial shuffle of the column's range.
 */
export function ticket90(floats: readonly number[]): BingoCard {
  const counts = new Array<number>(9).fill(1);
  for (let i = 0; i < 6; i += 1) {
    const open = counts.map((n, c) => (n < 3 ? c : -1)).filter((c) => c >= 0);
    const c = open[Math.floor(take(floats, i) * open.length)] as number;
    counts[c] = (counts[c] as number) + 1;
  }
  const room = [5, 5, 5];
  const rowsOf: number[][] = Array.from({ length: 9 }, () => []);
  const order = range(0, 8).sort((a, b) => (counts[b] as number) - (counts[a] as number) || a - b);
  for (const c of order) {
    const keys = [0, 1, 2].map((r) => take(floats, 6 + 3 * c + r));
    const rows = [0, 1, 2].sort(
      (a, b) =>
        (room[b] as number) - (room[a] as number) || (keys[a] as number) - (keys[b] as number),
    );
    const chosen = rows.slice(0, counts[c]).sort((a, b) => a - b);
    for (const r of chosen) room[r] = (room[r] as number) - 1;
    rowsOf[c] = chosen;
  }
  if (room.some((r) => r !== 0)) throw new Error('a ticket row without 5 numbers');
  const cells = new Array<number>(27).fill(0);
  for (let c = 0; c < 9; c += 1) {
    const rows = rowsOf[c] as number[];
    const numbers = pick(column90(c), rows.length, floats, 33 + 3 * c).sort((a, b) => a - b);
    rows.forEach((r, i) => (cells[9 * r + c] = numbers[i] as number));
  }
  return cells;
}

export interface BingoDeal {
  cards: BingoCard[];
  balls: number[];
}

/** The round's four cards and its draw from its floats. */
export function dealBingo(floats: readonly number[], rules: BingoRules): BingoDeal {
  const cards: BingoCard[] = [];
  for (let i = 0; i < BINGO_MAX_CARDS; i += 1) {
    const slice = floats.slice(i * rules.cardFloats, (i + 1) * rules.cardFloats);
    cards.push(rules.variant === 75 ? card75(slice) : ticket90(slice));
  }
  const balls = pick(range(1, rules.balls), rules.draw, floats, BINGO_MAX_CARDS * rules.cardFloats);
  return { cards, balls };
}

/** The cell lists of a card's patterns (row-major indices). */
export const LINES_75: readonly (readonly number[])[] = [
  ...range(0, 4).map((r) => range(0, 4).map((c) => 5 * r + c)),
  ...range(0, 4).map((c) => range(0, 4).map((r) => 5 * r + c)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];
export const CORNERS_75: readonly number[] = [0, 4, 20, 24];

/** The ball count (1-based) at which all of `numbers` are out, or null if not within the draw. */
function completedAt(numbers: readonly number[], at: ReadonlyMap<number, number>): number | null {
  let last = 0;
  for (const n of numbers) {
    if (n === 0) continue;
    const when = at.get(n);
    if (when === undefined) return null;
    last = Math.max(last, when);
  }
  return last;
}

export interface BingoCardResult {
  /** The prize the card holds (index into rules.prizes), or null. */
  prize: number | null;
  multiplierX100: number;
}

/** A card's best prize within the draw. */
export function judgeCard(
  card: BingoCard,
  balls: readonly number[],
  rules: BingoRules,
): BingoCardResult {
  const at = new Map(balls.map((b, i) => [b, i + 1] as const));
  const held = (prize: BingoPrize): boolean => {
    const full = completedAt(card, at);
    switch (prize.pattern) {
      case 'fullHouse':
        return full !== null && (prize.withinBalls === undefined || full <= prize.withinBalls);
      case 'corners':
        return (
          completedAt(
            CORNERS_75.map((i) => card[i] as number),
            at,
          ) !== null
        );
      case 'line':
        return LINES_75.some(
          (line) =>
            completedAt(
              line.map((i) => card[i] as number),
              at,
            ) !== null,
        );
      case 'oneLine':
      case 'twoLines': {
        const rows = [0, 1, 2].filter(
          (r) => completedAt(card.slice(9 * r, 9 * r + 9), at) !== null,
        ).length;
        return rows >= (prize.pattern === 'oneLine' ? 1 : 2);
      }
    }
  };
  const index = rules.prizes.findIndex(held);
  return index < 0
    ? { prize: null, multiplierX100: 0 }
    : { prize: index, multiplierX100: (rules.prizes[index] as BingoPrize).multiplierX100 };
}

/** The win of a round: each of the first `cards` cards pays its stake × its prize. */
export function settleBingo(
  deal: BingoDeal,
  cards: number,
  stakePerCardMinor: number,
  rules: BingoRules,
): number {
  return deal.cards.slice(0, cards).reduce(
    (sum, card) =>
      // Whole minor units: a 1.5× prize on an odd stake rounds down (the rules say so).
      sum +
      Math.floor((stakePerCardMinor * judgeCard(card, deal.balls, rules).multiplierX100) / 100),
    0,
  );
}

/** Why a bingo purchase is not valid (besides its stake), or null. */
export function invalidBingoPurchase(cards: unknown, stakePerCardMinor: unknown): string | null {
  if (!Number.isInteger(cards) || (cards as number) < 1 || (cards as number) > BINGO_MAX_CARDS) {
    return `buy 1 to ${BINGO_MAX_CARDS} cards`;
  }
  if (!Number.isInteger(stakePerCardMinor) || (stakePerCardMinor as number) <= 0) {
    return 'every card needs a stake';
  }
  return null;
}

/** P(u given numbers all among the first k of N balls) = C(N−u, k−u) / C(N, k). */
export function allWithin(total: number, k: number, u: number): number {
  let p = 1;
  for (let i = 0; i < u; i += 1) p *= Math.max(0, k - i) / (total - i);
  return p;
}

/** The chance of each prize being a card's best, exactly (inclusion–exclusion), in prize order. */
export function bingoOdds(rules: BingoRules): number[] {
  const N = rules.balls;
  const k = rules.draw;
  if (rules.variant === 90) {
    const h = (u: number, within = k) => allWithin(N, within, u);
    // Rows are three disjoint sets of 5: P(≥1 row) and P(≥2 rows) by inclusion–exclusion.
    const atLeastOne = 3 * h(5) - 3 * h(10) + h(15);
    const atLeastTwo = 3 * h(10) - 2 * h(15);
    const out: number[] = [];
    let fullBefore = 0;
    for (const prize of rules.prizes) {
      if (prize.pattern === 'fullHouse') {
        const by = h(15, prize.withinBalls ?? k);
        out.push(by - fullBefore);
        fullBefore = by;
      } else if (prize.pattern === 'twoLines') {
        out.push(atLeastTwo - h(15));
      } else {
        out.push(atLeastOne - atLeastTwo);
      }
    }
    return out;
  }
  // 75-ball: cells other than the free centre; P(a union of cells) = allWithin(|cells|).
  const h = (cells: Set<number>) => {
    cells.delete(12);
    return allWithin(N, k, cells.size);
  };
  const full = h(new Set(range(0, 24)));
  const corners = h(new Set(CORNERS_75));
  let line = 0;
  let lineAndCorners = 0;
  for (let mask = 1; mask < 1 << LINES_75.length; mask += 1) {
    const cells = new Set<number>();
    let size = 0;
    LINES_75.forEach((l, i) => {
      if (mask & (1 << i)) {
        size += 1;
        l.forEach((c) => cells.add(c));
      }
    });
    const sign = size % 2 === 1 ? 1 : -1;
    line += sign * h(new Set(cells));
    lineAndCorners += sign * h(new Set([...cells, ...CORNERS_75]));
  }
  // Full house implies corners and lines; corners outrank a line.
  const byPattern: Record<BingoPattern75, number> = {
    fullHouse: full,
    corners: corners - full,
    line: line - lineAndCorners,
  };
  return rules.prizes.map((p) => byPattern[p.pattern as BingoPattern75]);
}

/** Return to player per card (and so per round): Σ prize × P(it is the card's best). */
export function bingoRtp(rules: BingoRules): number {
  const odds = bingoOdds(rules);
  return rules.prizes.reduce((sum, p, i) => sum + ((odds[i] ?? 0) * p.multiplierX100) / 100, 0);
}

/** The chance a card wins anything. */
export function bingoHitRate(rules: BingoRules): number {
  return bingoOdds(rules).reduce((a, b) => a + b, 0);
}

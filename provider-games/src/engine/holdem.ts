/**
 * Casino Hold'em (notes/provably-fair.md › Floats -> events). Every hand deals from a freshly
 * shuffled 52-card deck: card i (i = 0 … 8) is a partial Fisher–Yates draw,
 * j = i + floor(float_i × (52 − i)), so each card is uniform over the cards still in the deck.
 * Cards 0–1 are the player's, 2–3 the dealer's, 4–6 the flop, 7 the turn, 8 the river. A round
 * reads 9 floats = 36 bytes, all fixed when the ante is placed.
 *
 * Rules: the player antes and sees the two cards and the flop, then folds (the ante is lost) or
 * calls 2× the ante. Best five of seven cards each. The dealer qualifies with a pair of fours or
 * better. Dealer does not qualify: the ante pays by the ante paytable, the call pushes. Dealer
 * qualifies: the better hand wins (ante by the paytable, call 1:1), a tie pushes both, a loss
 * loses both.
 *
 * The hand evaluator is written here (not pokersolver): it is small, typed, runs unchanged in the
 * browser's verify view, and holdem.test.ts checks it against the known counts of all
 * 2 598 960 five-card hands.
 */
import { floatsFromBytes } from './byte-stream';

export const HOLDEM_CARDS_READ = 9;
export const HOLDEM_BYTES = 4 * HOLDEM_CARDS_READ;

export interface HoldemOutcome {
  /** Cards 0–51: rank = card mod 13 (0 ace … 12 king), suit = floor(card / 13). */
  player: number[];
  dealer: number[];
  /** Flop (3), turn, river. */
  board: number[];
}

/** fold and call are the player's decisions; null while the hand waits for one. */
export type HoldemAction = 'call' | 'fold' | null;

export const HAND_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** The ante paytable ("to 1"); everything up to and including a straight pays 1:1. */
export const ANTE_PAYS: Readonly<Record<HandCategory, number>> = {
  'royal-flush': 100,
  'straight-flush': 20,
  'four-of-a-kind': 10,
  'full-house': 3,
  flush: 2,
  straight: 1,
  'three-of-a-kind': 1,
  'two-pair': 1,
  pair: 1,
  'high-card': 1,
};

/** The call is this many antes. */
export const CALL_ANTES = 2;

/** The nine cards a round's floats draw from a fresh deck (partial Fisher–Yates). */
export function drawHoldemCards(floats: readonly number[]): number[] {
  if (floats.length < HOLDEM_CARDS_READ) throw new RangeError('a hand needs 9 floats');
  const deck = new Map<number, number>();
  const get = (i: number) => deck.get(i) ?? i;
  const out: number[] = [];
  for (let i = 0; i < HOLDEM_CARDS_READ; i += 1) {
    const j = i + Math.floor((floats[i] ?? 0) * (52 - i));
    out.push(get(j));
    deck.set(j, get(i));
  }
  return out;
}

export function dealHoldem(floats: readonly number[]): HoldemOutcome {
  const cards = drawHoldemCards(floats);
  return { player: cards.slice(0, 2), dealer: cards.slice(2, 4), board: cards.slice(4, 9) };
}

export function holdemFromBytes(bytes: Uint8Array): HoldemOutcome {
  return dealHoldem(floatsFromBytes(bytes));
}

/** Rank value for ordering: 2 … 13 king, 14 ace. */
function rankValue(card: number): number {
  const rank = card % 13;
  return rank === 0 ? 14 : rank + 1;
}

/** Packs a category and its deciding ranks (most important first) into one number. */
function pack(category: number, tiebreak: readonly number[]): number {
  let value = category;
  for (let i = 0; i < 5; i += 1) value = value * 15 + (tiebreak[i] ?? 0);
  return value;
}

/** The highest rank of a straight in a 15-bit rank mask (bit r = rank r, ace also bit 1), or 0. */
function straightHigh(mask: number): number {
  for (let high = 14; high >= 5; high -= 1) {
    const run = 0b11111 << (high - 4);
    if ((mask & run) === run) return high;
  }
  return 0;
}

/** Ranks set in a mask, highest first, at most `n`. */
function topRanks(mask: number, n: number, skip: readonly number[] = []): number[] {
  const out: number[] = [];
  for (let r = 14; r >= 2 && out.length < n; r -= 1) {
    if (mask & (1 << r) && !skip.includes(r)) out.push(r);
  }
  return out;
}

/**
 * The value of the best five of five to seven cards as one number: category × 15^5 plus the ranks
 * that decide ties, most important first (a higher number is a better hand, equal numbers tie).
 */
export function handScore(cards: readonly number[]): number {
  if (cards.length < 5 || cards.length > 7) throw new RangeError('a hand is 5 to 7 cards');
  const counts = new Array<number>(15).fill(0);
  const suitMasks = [0, 0, 0, 0];
  const suitCounts = [0, 0, 0, 0];
  let mask = 0;
  for (const card of cards) {
    const r = rankValue(card);
    const s = Math.floor(card / 13) % 4;
    counts[r] = (counts[r] ?? 0) + 1;
    suitMasks[s] = (suitMasks[s] ?? 0) | (1 << r);
    suitCounts[s] = (suitCounts[s] ?? 0) + 1;
    mask |= 1 << r;
  }
  // The wheel: an ace also counts as rank 1 for straights.
  const withLowAce = (m: number) => (m & (1 << 14) ? m | 0b10 : m);
  const flushSuit = suitCounts.findIndex((n) => n >= 5);
  if (flushSuit >= 0) {
    const flushMask = suitMasks[flushSuit] ?? 0;
    const sf = straightHigh(withLowAce(flushMask));
    if (sf) return pack(sf === 14 ? 9 : 8, [sf]);
  }
  const quads: number[] = [];
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let r = 14; r >= 2; r -= 1) {
    const n = counts[r] ?? 0;
    if (n === 4) quads.push(r);
    else if (n === 3) trips.push(r);
    else if (n === 2) pairs.push(r);
  }
  const [quad] = quads;
  if (quad !== undefined) return pack(7, [quad, ...topRanks(mask, 1, [quad])]);
  const [trip, trip2] = trips;
  if (trip !== undefined) {
    const pairRank = Math.max(trip2 ?? 0, pairs[0] ?? 0);
    if (pairRank) return pack(6, [trip, pairRank]);
  }
  if (flushSuit >= 0) return pack(5, topRanks(suitMasks[flushSuit] ?? 0, 5));
  const straight = straightHigh(withLowAce(mask));
  if (straight) return pack(4, [straight]);
  if (trip !== undefined) return pack(3, [trip, ...topRanks(mask, 2, [trip])]);
  const [p1, p2] = pairs;
  if (p1 !== undefined && p2 !== undefined) {
    return pack(2, [p1, p2, ...topRanks(mask, 1, [p1, p2])]);
  }
  if (p1 !== undefined) return pack(1, [p1, ...topRanks(mask, 3, [p1])]);
  return pack(0, topRanks(mask, 5));
}

/** The best five of seven cards (two hole cards and the board). */
export function bestScore(cards: readonly number[]): number {
  if (cards.length !== 7) throw new RangeError('a hand is seven cards');
  return handScore(cards);
}

export function categoryOf(score: number): HandCategory {
  const category = HAND_CATEGORIES[Math.floor(score / 15 ** 5)];
  if (!category) throw new RangeError('not a hand score');
  return category;
}

/** Pair of fours or better. */
export function dealerQualifies(score: number): boolean {
  const category = Math.floor(score / 15 ** 5);
  if (category >= 2) return true;
  if (category === 0) return false;
  // A pair: its rank is the first tiebreak.
  return Math.floor(score / 15 ** 4) % 15 >= 4;
}

export interface HoldemResult {
  playerScore: number;
  dealerScore: number;
  playerHand: HandCategory;
  dealerHand: HandCategory;
  qualifies: boolean;
  /** From the player's side, when both hands meet (dealer qualified). */
  result: 'win' | 'tie' | 'lose' | 'no-qualify';
}

export function judgeHoldem(outcome: HoldemOutcome): HoldemResult {
  const playerScore = bestScore([...outcome.player, ...outcome.board]);
  const dealerScore = bestScore([...outcome.dealer, ...outcome.board]);
  const qualifies = dealerQualifies(dealerScore);
  return {
    playerScore,
    dealerScore,
    playerHand: categoryOf(playerScore),
    dealerHand: categoryOf(dealerScore),
    qualifies,
    result: !qualifies
      ? 'no-qualify'
      : playerScore > dealerScore
        ? 'win'
        : playerScore === dealerScore
          ? 'tie'
          : 'lose',
  };
}

/** The main game's return (ante and call; stakes included, 0 for a loss or a fold), minor units. */
export function settleMain(
  anteMinor: number,
  action: HoldemAction,
  outcome: HoldemOutcome,
): number {
  if (action !== 'call') return 0;
  const callMinor = CALL_ANTES * anteMinor;
  const judged = judgeHoldem(outcome);
  const anteWin = anteMinor * (1 + ANTE_PAYS[judged.playerHand]);
  switch (judged.result) {
    case 'no-qualify':
      return anteWin + callMinor;
    case 'win':
      return anteWin + 2 * callMinor;
    case 'tie':
      return anteMinor + callMinor;
    default:
      return 0;
  }
}

/**
 * The AA bonus side bet ("to 1"), on the player's first five cards (two hole cards and the flop),
 * whatever the dealer holds and whether the player calls or folds. A pair below aces loses.
 */
export const AA_PAYS: Readonly<Record<HandCategory, number>> = {
  'royal-flush': 100,
  'straight-flush': 50,
  'four-of-a-kind': 40,
  'full-house': 30,
  flush: 20,
  straight: 7,
  'three-of-a-kind': 7,
  'two-pair': 7,
  pair: 7,
  'high-card': 0,
};

/** What the AA bonus pays for five cards per unit staked (stake included), 0 when it loses. */
export function aaReturnOf(five: readonly number[]): number {
  const score = handScore(five);
  const category = categoryOf(score);
  // A pair counts only when it is a pair of aces (its rank is the first tiebreak).
  if (category === 'high-card') return 0;
  if (category === 'pair' && Math.floor(score / 15 ** 4) % 15 !== 14) return 0;
  return 1 + AA_PAYS[category];
}

/** What the hand returns with its AA bonus (stakes included), in minor units. */
export function settleHoldem(
  anteMinor: number,
  action: HoldemAction,
  outcome: HoldemOutcome,
  aaMinor = 0,
): number {
  const aa =
    aaMinor > 0 ? aaMinor * aaReturnOf([...outcome.player, ...outcome.board.slice(0, 3)]) : 0;
  return settleMain(anteMinor, action, outcome) + aa;
}

/** The AA bonus's exact RTP, 2 436 308 / 2 598 960 (aaBonusRtp; house edge 6.26 %). */
export const AA_RTP = 2_436_308 / 2_598_960;

/** The AA bonus may stake at most the ante (so that the round's maximum stays bounded). */
export const AA_MAX_ANTES = 1;

/**
 * The most a hand returns per unit staked. Without the AA bonus a called royal flush against a
 * qualifying dealer returns 101 + 2 × 2 = 105 antes on 3 staked (35×); a fold returns nothing. With
 * an AA bonus b ≤ the ante a, a royal flush on the flop returns (105a + 101b) / (3a + b), which
 * grows with b (101 · 3 > 105): at b = a, 206 / 4 = 51.5×; a fold with the bonus returns at most
 * 101b / (a + b) ≤ 50.5×.
 */
export const HOLDEM_MAX_MULTIPLIER_X100 =
  (100 *
    (1 + ANTE_PAYS['royal-flush'] + 2 * CALL_ANTES + AA_MAX_ANTES * (1 + AA_PAYS['royal-flush']))) /
  (1 + CALL_ANTES + AA_MAX_ANTES);

/**
 * The AA bonus's exact return per unit staked: every one of the C(52, 5) = 2 598 960 five-card
 * hands counted (holdem.test.ts enumerates them): hands paying 7:1 and better, weighted.
 */
export function aaBonusRtp(): { paid: number; hands: number } {
  let paid = 0;
  let hands = 0;
  const five = [0, 0, 0, 0, 0];
  for (let a = 0; a < 52; a += 1)
    for (let b = a + 1; b < 52; b += 1)
      for (let c = b + 1; c < 52; c += 1)
        for (let d = c + 1; d < 52; d += 1)
          for (let e = d + 1; e < 52; e += 1) {
            five[0] = a;
            five[1] = b;
            five[2] = c;
            five[3] = d;
            five[4] = e;
            paid += aaReturnOf(five);
            hands += 1;
          }
  return { paid, hands };
}

/**
 * Stated RTP: return / total staked when the player always calls (the stated strategy), measured
 * by holdem.test.ts and bench/holdem-edge.ts with a fixed seed (99 % interval). Optimal folding
 * lowers the house edge to the standard 2.16 % of the ante. Always calling: 5 000 000 hands
 * (seed 20261127) lose 7.72 % ± 0.32 % of the ante (99 %), 97.43 % ± 0.11 % of all staked.
 */
export const HOLDEM_RTP = 0.974;

/** Why an ante (and its AA bonus, 0 when not played) is not valid (besides its range), or null. */
export function invalidAnte(anteMinor: number, aaMinor = 0): string | null {
  if (!Number.isInteger(anteMinor) || anteMinor <= 0) return 'the ante must be a whole amount > 0';
  if (!Number.isInteger(aaMinor) || aaMinor < 0) return 'the AA bonus must be a whole amount ≥ 0';
  return aaMinor > AA_MAX_ANTES * anteMinor ? 'the AA bonus may not exceed the ante' : null;
}

/**
 * Plays `hands` hands with the always-call strategy on deals drawn from `random` (uniform [0, 1)):
 * the mean and standard deviation of the net per ante, and the return per unit staked.
 */
export function simulateAlwaysCall(
  hands: number,
  random: () => number,
): { netPerAnte: number; sdPerAnte: number; rtp: number } {
  let sum = 0;
  let sumSq = 0;
  const floats = new Array<number>(HOLDEM_CARDS_READ);
  for (let h = 0; h < hands; h += 1) {
    for (let i = 0; i < HOLDEM_CARDS_READ; i += 1) floats[i] = random();
    const net = settleHoldem(1, 'call', dealHoldem(floats)) - (1 + CALL_ANTES);
    sum += net;
    sumSq += net * net;
  }
  const mean = sum / hands;
  const sd = Math.sqrt(Math.max(0, sumSq / hands - mean * mean));
  return { netPerAnte: mean, sdPerAnte: sd, rtp: 1 + mean / (1 + CALL_ANTES) };
}

/** mulberry32: a small seeded generator, so a simulation is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

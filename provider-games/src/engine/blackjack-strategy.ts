import {
  applyBlackjackAction,
  BLACKJACK_CARDS_READ,
  blackjackShoe,
  bjCardValue,
  dealBlackjack,
  handValue,
  legalActions,
  settleBlackjack,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack';

/**
 * Basic strategy for 6 decks, dealer stands on soft 17, double after split, no insurance (the
 * published total-dependent chart). Used only to measure the house edge (test and bench).
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  if (state.phase === 'insurance') return 'noInsurance';
  const hand = state.hands[state.active];
  if (!hand) return 'stand';
  const up = bjCardValue(state.dealer[0] ?? 0) === 1 ? 11 : bjCardValue(state.dealer[0] ?? 0);
  const can = (action: BlackjackAction) => legal.includes(action);
  if (can('split')) {
    const pair = bjCardValue(hand.cards[0] ?? 0);
    const split =
      pair === 1 ||
      pair === 8 ||
      (pair === 9 && up !== 7 && up <= 9) ||
      (pair === 7 && up <= 7) ||
      (pair === 6 && up <= 6) ||
      (pair === 4 && (up === 5 || up === 6)) ||
      ((pair === 2 || pair === 3) && up <= 7);
    if (split) return 'split';
  }
  const { total, soft } = handValue(hand.cards);
  const double = (yes: boolean, otherwise: BlackjackAction): BlackjackAction =>
    yes && can('double') ? 'double' : otherwise;
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return double(up >= 3 && up <= 6, up <= 8 ? 'stand' : 'hit');
    if (total === 17) return double(up >= 3 && up <= 6, 'hit');
    if (total >= 15) return double(up >= 4 && up <= 6, 'hit');
    return double(up === 5 || up === 6, 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return double(up <= 10, 'hit');
  if (total === 10) return double(up <= 9, 'hit');
  if (total === 9) return double(up >= 3 && up <= 6, 'hit');
  return 'hit';
}

/** One round under basic strategy from a shoe: its return and stakes in units of the stake. */
export function playBasicRound(floats: readonly number[]): { returned: number; staked: number } {
  const shoe = blackjackShoe(floats, BLACKJACK_CARDS_READ);
  let state = dealBlackjack(shoe, 2);
  while (state.phase !== 'over') state = applyBlackjackAction(state, shoe, basicStrategy(state));
  const settled = settleBlackjack(state);
  return { returned: settled.totalMinor / 2, staked: settled.stakesMinor / 2 };
}

/** A small fast generator of floats for the simulation (mulberry32), seeded. */
export function seededFloats(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The house edge measured over `rounds` rounds under basic strategy: the player's mean net loss per
 * initial stake, with its 99 % interval (mean ± 2.576 × sd / √n).
 */
export function simulateHouseEdge(
  rounds: number,
  seed: number,
): { edge: number; low: number; high: number; rounds: number } {
  const next = seededFloats(seed);
  const floats = new Array<number>(BLACKJACK_CARDS_READ);
  let sum = 0;
  let sumSq = 0;
  for (let r = 0; r < rounds; r += 1) {
    for (let i = 0; i < BLACKJACK_CARDS_READ; i += 1) floats[i] = next();
    const { returned, staked } = playBasicRound(floats);
    const loss = staked - returned;
    sum += loss;
    sumSq += loss * loss;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(sumSq / rounds - mean * mean);
  const half = (2.576 * sd) / Math.sqrt(rounds);
  return { edge: mean, low: mean - half, high: mean + half, rounds };
}

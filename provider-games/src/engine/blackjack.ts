/**
 * Blackjack Classic (notes/provably-fair.md › Floats -> events). Every round deals from a freshly
 * shuffled 6-deck shoe (312 cards): card i is a partial Fisher–Yates draw,
 * j = i + floor(float_i × (312 − i)), so each card is uniform over the cards still in the shoe.
 * The shoe order of the first 80 cards is fixed by the seeds at the deal (a round never uses more
 * than 59: two split hands of at most 21 cards each and a dealer of at most 17); the player's
 * actions, recorded in order, decide which of them are dealt, so the verify view replays a round
 * from its floats and its actions.
 *
 * Rules: dealer stands on soft 17 and peeks for blackjack under an ace or a ten; blackjack pays
 * 3:2; double on any first two cards (also after a split); one split of a pair (equal ranks),
 * split aces get one card each and a split hand's 21 is not a blackjack; insurance (half the
 * stake, pays 2:1) when the dealer shows an ace. A dealer blackjack takes only the initial stake.
 * Each extra stake (double, split, insurance) is its own wallet bet of the round.
 */
export const BLACKJACK_DECKS = 6;
export const BLACKJACK_SHOE_CARDS = 52 * BLACKJACK_DECKS;
export const BLACKJACK_CARDS_READ = 80;
export const BLACKJACK_BYTES = 4 * BLACKJACK_CARDS_READ;
/** Stakes are whole even kuruş, so that insurance (half) and 3:2 are exact. */
export const BLACKJACK_STAKE_STEP_MINOR = 2;

/**
 * The most a round returns per unit of its stakes: a blackjack returns 2.5× its stake. Every other
 * ending returns less per unit staked — a won double 2×, a split with both hands doubled and won
 * 8 units on 4 staked, insurance 3× on the half stake while the main hand is lost or pushed
 * (1.5 or 2.5 units on 1.5), a blackjack beside a lost insurance 2.5 on 1.5 — so the round's wins
 * never exceed its total stakes × 2.5 (blackjack.test.ts searches every deal of small shoes).
 */
export const BLACKJACK_MAX_MULTIPLIER_X100 = 250;

export const BLACKJACK_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'insure',
  'noInsurance',
] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

export interface BlackjackHand {
  cards: number[];
  stakeMinor: number;
  doubled: boolean;
  /** Done: stood, busted, doubled, 21, or a split ace. */
  done: boolean;
}

export type BlackjackPhase = 'insurance' | 'player' | 'over';

export interface BlackjackState {
  stakeMinor: number;
  dealer: number[];
  hands: BlackjackHand[];
  /** Index of the hand being played. */
  active: number;
  phase: BlackjackPhase;
  /** Insurance stake: null when not offered or not yet decided, 0 when declined. */
  insuranceMinor: number | null;
  split: boolean;
  /** The next card's index in the shoe. */
  next: number;
  actions: BlackjackAction[];
}

export interface BlackjackSettlement {
  /** Return of each hand (stake included). */
  hands: number[];
  insuranceMinor: number;
  totalMinor: number;
  stakesMinor: number;
}

/** The first `count` cards (0–51) of a shoe shuffled by the floats (one float per card). */
export function blackjackShoe(floats: readonly number[], count = BLACKJACK_CARDS_READ): number[] {
  if (floats.length < count) throw new RangeError(`a blackjack shoe needs ${count} floats`);
  const shoe = Array.from({ length: BLACKJACK_SHOE_CARDS }, (_, i) => i % 52);
  for (let i = 0; i < count; i += 1) {
    const float = floats[i] ?? 0;
    const j = i + Math.floor(float * (BLACKJACK_SHOE_CARDS - i));
    const card = shoe[j] ?? 0;
    shoe[j] = shoe[i] ?? 0;
    shoe[i] = card;
  }
  return shoe.slice(0, count);
}

/** Ace 1 (counted 11 by `handValue` when it fits), 2–9, ten and faces 10. */
export function bjCardValue(card: number): number {
  const rank = card % 13;
  return rank === 0 ? 1 : Math.min(rank + 1, 10);
}

/** The hand's best total and whether an ace counts 11 in it (soft). */
export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + bjCardValue(card), 0);
  const hasAce = cards.some((card) => card % 13 === 0);
  return hasAce && hard + 10 <= 21
    ? { total: hard + 10, soft: true }
    : { total: hard, soft: false };
}

export function isNatural(cards: readonly number[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

function draw(state: BlackjackState, shoe: readonly number[]): number {
  const card = shoe[state.next];
  if (card === undefined) throw new RangeError('the shoe ran out');
  state.next += 1;
  return card;
}

function clone(state: BlackjackState): BlackjackState {
  return {
    ...state,
    dealer: [...state.dealer],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    actions: [...state.actions],
  };
}

/** Deals player, dealer, player, dealer; then insurance, the peek, or the player's turn. */
export function dealBlackjack(shoe: readonly number[], stakeMinor: number): BlackjackState {
  const state: BlackjackState = {
    stakeMinor,
    dealer: [],
    hands: [{ cards: [], stakeMinor, doubled: false, done: false }],
    active: 0,
    phase: 'player',
    insuranceMinor: null,
    split: false,
    next: 0,
    actions: [],
  };
  const hand = state.hands[0] as BlackjackHand;
  hand.cards.push(draw(state, shoe));
  state.dealer.push(draw(state, shoe));
  hand.cards.push(draw(state, shoe));
  state.dealer.push(draw(state, shoe));
  if ((state.dealer[0] ?? 0) % 13 === 0) {
    state.phase = 'insurance';
    return state;
  }
  return peek(state, shoe);
}

/** The dealer's peek under an ace or ten: a blackjack on either side ends the round at once. */
function peek(state: BlackjackState, shoe: readonly number[]): BlackjackState {
  const hand = state.hands[0] as BlackjackHand;
  if (isNatural(state.dealer) || isNatural(hand.cards)) {
    hand.done = true;
    state.phase = 'over';
    return state;
  }
  state.phase = 'player';
  return advance(state, shoe);
}

/** Moves to the next hand that needs a decision, or plays the dealer when none does. */
function advance(state: BlackjackState, shoe: readonly number[]): BlackjackState {
  while (state.active < state.hands.length) {
    const hand = state.hands[state.active] as BlackjackHand;
    if (!hand.done && handValue(hand.cards).total >= 21) hand.done = true;
    if (!hand.done) return state;
    state.active += 1;
  }
  // Dealer: draws to 16, stands on every 17 (soft too), only when a hand is still standing.
  const standing = state.hands.some((hand) => handValue(hand.cards).total <= 21);
  if (standing) {
    while (handValue(state.dealer).total < 17) state.dealer.push(draw(state, shoe));
  }
  state.phase = 'over';
  return state;
}

/** The actions allowed now. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insure', 'noInsurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [a, b] = hand.cards;
    if (!state.split && a !== undefined && b !== undefined && a % 13 === b % 13) {
      actions.push('split');
    }
  }
  return actions;
}

/** The extra stake an action places (double, split: the hand's stake; insurance: half). */
export function extraStakeOf(state: BlackjackState, action: BlackjackAction): number {
  if (action === 'insure') return state.stakeMinor / 2;
  if (action === 'double' || action === 'split') return state.hands[state.active]?.stakeMinor ?? 0;
  return 0;
}

/** Applies one action; throws a RangeError for an action not allowed now. */
export function applyBlackjackAction(
  previous: BlackjackState,
  shoe: readonly number[],
  action: BlackjackAction,
): BlackjackState {
  if (!legalActions(previous).includes(action)) {
    throw new RangeError(`${action} is not allowed now`);
  }
  const state = clone(previous);
  state.actions.push(action);
  if (action === 'insure' || action === 'noInsurance') {
    state.insuranceMinor = action === 'insure' ? state.stakeMinor / 2 : 0;
    return peek(state, shoe);
  }
  const hand = state.hands[state.active] as BlackjackHand;
  switch (action) {
    case 'hit':
      hand.cards.push(draw(state, shoe));
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stakeMinor *= 2;
      hand.doubled = true;
      hand.cards.push(draw(state, shoe));
      hand.done = true;
      break;
    case 'split': {
      state.split = true;
      const aces = (hand.cards[0] ?? 0) % 13 === 0;
      const second: BlackjackHand = {
        cards: [hand.cards[1] as number],
        stakeMinor: hand.stakeMinor,
        doubled: false,
        done: false,
      };
      hand.cards = [hand.cards[0] as number];
      state.hands.push(second);
      hand.cards.push(draw(state, shoe));
      second.cards.push(draw(state, shoe));
      // Split aces get one card each.
      if (aces) {
        hand.done = true;
        second.done = true;
      }
      break;
    }
  }
  return advance(state, shoe);
}

/** A round replayed from its shoe, initial stake and actions (the verify view runs this too). */
export function playBlackjack(
  shoe: readonly number[],
  stakeMinor: number,
  actions: readonly BlackjackAction[],
): BlackjackState {
  return actions.reduce(
    (state, action) => applyBlackjackAction(state, shoe, action),
    dealBlackjack(shoe, stakeMinor),
  );
}

/** Every stake of the round: initial, doubles, the split hand, insurance. */
export function blackjackStakes(state: BlackjackState): number {
  return state.hands.reduce((sum, hand) => sum + hand.stakeMinor, 0) + (state.insuranceMinor ?? 0);
}

/** The returns of a finished round. */
export function settleBlackjack(state: BlackjackState): BlackjackSettlement {
  if (state.phase !== 'over') throw new RangeError('the round is still being played');
  const dealer = handValue(state.dealer).total;
  const dealerNatural = isNatural(state.dealer);
  const hands = state.hands.map((hand) => {
    const total = handValue(hand.cards).total;
    const natural = !state.split && isNatural(hand.cards);
    if (natural && dealerNatural) return hand.stakeMinor;
    if (natural) return (hand.stakeMinor * 5) / 2;
    if (dealerNatural || total > 21) return 0;
    if (dealer > 21 || total > dealer) return hand.stakeMinor * 2;
    return total === dealer ? hand.stakeMinor : 0;
  });
  const insuranceMinor = dealerNatural ? (state.insuranceMinor ?? 0) * 3 : 0;
  return {
    hands,
    insuranceMinor,
    totalMinor: hands.reduce((sum, win) => sum + win, 0) + insuranceMinor,
    stakesMinor: blackjackStakes(state),
  };
}

/**
 * An idle round's ending (the settlement loop, after the player left): insurance declined and
 * every open hand stood — no extra stake is ever placed for the player.
 */
export function finishBlackjack(state: BlackjackState, shoe: readonly number[]): BlackjackState {
  let current = state;
  while (current.phase !== 'over') {
    current = applyBlackjackAction(
      current,
      shoe,
      current.phase === 'insurance' ? 'noInsurance' : 'stand',
    );
  }
  return current;
}

/** An extra stake of the round: its own wallet bet (its transaction uuid) for one action. */
export interface BlackjackExtraBet {
  action: 'double' | 'split' | 'insure';
  amountMinor: number;
  tx: string;
  /** Sent (the same uuid on every retry) if the round is rolled back. */
  rollbackTx: string;
}

/** The round's stakes: the initial one and every extra bet the wallet took. */
export function blackjackStakesOf(
  stakeMinor: number,
  extraBets: readonly BlackjackExtraBet[],
): number {
  return extraBets.reduce((sum, bet) => sum + bet.amountMinor, stakeMinor);
}

/**
 * The house edge under basic strategy, measured by bench/blackjack-edge.ts (seed 20261127,
 * 4 000 000 rounds; bench/results/blackjack-edge.json) with its 99 % interval, in percent.
 */
export const BLACKJACK_EDGE_PERCENT = 0.584;
export const BLACKJACK_EDGE_INTERVAL_99: readonly [number, number] = [0.437, 0.732];
export const BLACKJACK_RTP = 1 - BLACKJACK_EDGE_PERCENT / 100;

import {
  applyBlackjackAction,
  BLACKJACK_CARDS_READ,
  BLACKJACK_EDGE_INTERVAL_99,
  BLACKJACK_EDGE_PERCENT,
  BLACKJACK_MAX_MULTIPLIER_X100,
  BLACKJACK_RTP,
  blackjackShoe,
  dealBlackjack,
  finishBlackjack,
  handValue,
  legalActions,
  playBlackjack,
  settleBlackjack,
  type BlackjackState,
} from './blackjack';
import { basicStrategy, simulateHouseEdge } from './blackjack-strategy';
import { gameByCode } from './games';
import { outcomeFromBytes, winOf } from './rounds';

/** Cards by rank (suit ♠): 'A', '2'…'9', 'T', 'J', 'Q', 'K'. */
const RANK = 'A23456789TJQK';
const shoe = (ranks: string) => [...ranks].map((r) => RANK.indexOf(r));

// Deal order: player, dealer, player, dealer, then the draws.
describe('blackjack rules (hand-checked deals)', () => {
  it('counts aces soft and hard', () => {
    expect(handValue(shoe('A6'))).toEqual({ total: 17, soft: true });
    expect(handValue(shoe('A6T'))).toEqual({ total: 17, soft: false });
    expect(handValue(shoe('AA9'))).toEqual({ total: 21, soft: true });
    expect(handValue(shoe('KQ2'))).toEqual({ total: 22, soft: false });
  });

  it('pays a blackjack 3:2 at once (the dealer peeks, no decision)', () => {
    const state = dealBlackjack(shoe('A9K7'), 100);
    expect(state.phase).toBe('over');
    expect(settleBlackjack(state).totalMinor).toBe(250);
  });

  it('a dealer blackjack under a ten takes only the initial stake; two blackjacks push', () => {
    expect(settleBlackjack(dealBlackjack(shoe('9TTA'), 100)).totalMinor).toBe(0);
    expect(settleBlackjack(dealBlackjack(shoe('ATKA'), 100)).totalMinor).toBe(100);
  });

  it('offers insurance under an ace: it pays 2:1 when the dealer has blackjack', () => {
    const state = dealBlackjack(shoe('TA9K'), 100);
    expect(state.phase).toBe('insurance');
    expect(legalActions(state)).toEqual(['insure', 'noInsurance']);
    const insured = applyBlackjackAction(state, shoe('TA9K'), 'insure');
    expect(insured.phase).toBe('over');
    // Main hand lost (100), insurance 50 returns 150.
    expect(settleBlackjack(insured)).toMatchObject({ totalMinor: 150, stakesMinor: 150 });
  });

  it('a declined insurance and no dealer blackjack goes on to the player', () => {
    const cards = shoe('TA97');
    const state = playBlackjack(cards, 100, ['noInsurance']);
    expect(state.phase).toBe('player');
    const lost = playBlackjack(cards, 100, ['noInsurance', 'stand']);
    // 19 against soft 18 (A7): the dealer stands on soft 17 and above.
    expect(lost.dealer).toEqual(shoe('A7'));
    expect(settleBlackjack(lost).totalMinor).toBe(200);
  });

  it('the dealer stands on soft 17 and draws to 16', () => {
    const soft = playBlackjack(shoe('TAT6'), 100, ['noInsurance', 'stand']);
    expect(soft.dealer).toEqual(shoe('A6'));
    expect(settleBlackjack(soft).totalMinor).toBe(200);
    const drawn = playBlackjack(shoe('T9T55'), 100, ['stand']);
    expect(drawn.dealer).toEqual(shoe('955'));
    // 20 against the dealer's 19.
    expect(settleBlackjack(drawn).totalMinor).toBe(200);
  });

  it('doubles: one card, twice the stake', () => {
    const state = playBlackjack(shoe('6T57T'), 100, ['double']);
    expect(state.hands[0]).toMatchObject({ stakeMinor: 200, doubled: true });
    expect(state.hands[0]?.cards).toEqual(shoe('65T'));
    // 21 against dealer T7 = 17.
    expect(settleBlackjack(state)).toMatchObject({ totalMinor: 400, stakesMinor: 200 });
  });

  it('splits a pair once, doubles after the split, and plays the dealer once', () => {
    // Player 8 8, dealer 6 T; split: 3 to the first hand, 9 to the second; double draws T.
    const cards = shoe('868T39T5');
    let state = dealBlackjack(cards, 100);
    expect(legalActions(state)).toContain('split');
    state = applyBlackjackAction(state, cards, 'split');
    expect(state.hands.map((h) => h.cards)).toEqual([shoe('83'), shoe('89')]);
    expect(legalActions(state)).not.toContain('split');
    state = applyBlackjackAction(state, cards, 'double'); // 8 3 T = 21
    state = applyBlackjackAction(state, cards, 'stand'); // 8 9 = 17
    expect(state.phase).toBe('over');
    // Dealer 16 draws 5: 21. The doubled 21 pushes (200 back), the 17 loses.
    expect(state.dealer).toEqual(shoe('6T5'));
    expect(settleBlackjack(state)).toMatchObject({ hands: [200, 0], stakesMinor: 300 });
  });

  it('split aces get one card each and their 21 is not a blackjack', () => {
    const cards = shoe('A9A7KT5');
    const state = playBlackjack(cards, 100, ['split']);
    expect(state.phase).toBe('over');
    expect(state.hands.map((h) => h.cards)).toEqual([shoe('AK'), shoe('AT')]);
    // The dealer's 9 7 draws 5: 21, so both hands of 21 push (they are not blackjacks).
    expect(state.dealer).toEqual(shoe('975'));
    expect(settleBlackjack(state).hands).toEqual([100, 100]);
  });

  it('refuses an action that is not allowed now', () => {
    const state = dealBlackjack(shoe('95T7'), 100);
    expect(() => applyBlackjackAction(state, shoe('95T7'), 'split')).toThrow(RangeError);
    expect(() => applyBlackjackAction(state, shoe('95T7'), 'insure')).toThrow(RangeError);
  });

  it('an idle round stands every hand and never places an extra stake', () => {
    const cards = shoe('TA97');
    const state = finishBlackjack(dealBlackjack(cards, 100), cards);
    expect(state.actions).toEqual(['noInsurance', 'stand']);
    expect(settleBlackjack(state).stakesMinor).toBe(100);
  });
});

describe('blackjack shoe and rounds', () => {
  it('draws each card uniformly from what is left of 6 decks (partial Fisher–Yates)', () => {
    const zeros = blackjackShoe(new Array<number>(BLACKJACK_CARDS_READ).fill(0));
    expect(zeros.slice(0, 3)).toEqual([0, 1, 2]);
    const counts = new Map<number, number>();
    const top = blackjackShoe(new Array<number>(BLACKJACK_CARDS_READ).fill(0.999999));
    for (const card of top) counts.set(card, (counts.get(card) ?? 0) + 1);
    // Never more than 6 copies of a card.
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(6);
  });

  it('declares 2.5× as the most a round returns per unit staked', () => {
    expect(gameByCode('oyna-blackjack-classic')).toMatchObject({
      kind: 'blackjack',
      names: { tr: 'Klasik Blackjack', en: 'Blackjack Classic' },
      maxMultiplierX100: BLACKJACK_MAX_MULTIPLIER_X100,
    });
    // Every deal of a few thousand shoes under every policy path stays within it.
    let worst = 0;
    const policies: ((s: BlackjackState) => string)[] = [
      (s) => basicStrategy(s),
      (s) =>
        legalActions(s).includes('split')
          ? 'split'
          : legalActions(s).includes('double')
            ? 'double'
            : legalActions(s).includes('insure')
              ? 'insure'
              : 'stand',
    ];
    let seed = 7;
    for (let round = 0; round < 4000; round += 1) {
      const floats = Array.from({ length: BLACKJACK_CARDS_READ }, () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      });
      const cards = blackjackShoe(floats);
      for (const policy of policies) {
        let state = dealBlackjack(cards, 100);
        while (state.phase !== 'over') {
          state = applyBlackjackAction(state, cards, policy(state) as never);
        }
        const settled = settleBlackjack(state);
        worst = Math.max(worst, settled.totalMinor / settled.stakesMinor);
      }
    }
    expect(worst).toBeLessThanOrEqual(BLACKJACK_MAX_MULTIPLIER_X100 / 100);
    expect(worst).toBe(2.5);
  });

  it('recomputes a recorded round from its bytes and actions', () => {
    const bytes = new Uint8Array(4 * BLACKJACK_CARDS_READ).map((_, i) => (i * 37 + 11) % 256);
    const outcome = outcomeFromBytes('blackjack', bytes, 0, 'oyna-blackjack-classic');
    if (outcome.kind !== 'blackjack') throw new Error('not a blackjack outcome');
    expect(outcome.shoe).toHaveLength(BLACKJACK_CARDS_READ);
    const state = finishBlackjack(dealBlackjack(outcome.shoe, 100), outcome.shoe);
    const win = winOf(outcome, {
      kind: 'blackjack',
      stakeMinor: 100,
      actions: state.actions,
      extraBets: [],
    });
    expect(win).toBe(settleBlackjack(state).totalMinor);
  });
});

describe('blackjack house edge', () => {
  it('under basic strategy is about 0.5 % (fixed seed, 99 % interval)', () => {
    const result = simulateHouseEdge(150_000, 20261127);
    // The interval of this smaller run must hold the declared edge measured by the bench.
    expect(result.low * 100).toBeLessThan(BLACKJACK_EDGE_PERCENT);
    expect(result.high * 100).toBeGreaterThan(BLACKJACK_EDGE_PERCENT);
    expect(BLACKJACK_EDGE_INTERVAL_99[0]).toBeLessThan(BLACKJACK_EDGE_PERCENT);
    expect(BLACKJACK_EDGE_INTERVAL_99[1]).toBeGreaterThan(BLACKJACK_EDGE_PERCENT);
    expect(BLACKJACK_RTP).toBeCloseTo(1 - BLACKJACK_EDGE_PERCENT / 100, 10);
  });
});

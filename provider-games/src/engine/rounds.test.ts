import { hedgedOf, sameOutcome, winOf, stakeOf, type RoundOutcome } from './rounds';

describe('round outcomes', () => {
  it('compares outcomes whatever the order of their keys (jsonb reorders them)', () => {
    const recorded: RoundOutcome = JSON.parse('{"pocket":7,"kind":"roulette"}');
    expect(sameOutcome({ kind: 'roulette', pocket: 7 }, recorded)).toBe(true);
    expect(sameOutcome({ kind: 'roulette', pocket: 8 }, recorded)).toBe(false);
    expect(sameOutcome(null, null)).toBe(true);
  });

  it('pays a crash cash-out at or below the crash point only', () => {
    const outcome: RoundOutcome = { kind: 'crash', crashX100: 250 };
    const wager = { kind: 'crash' as const, stakeMinor: 1000, capX100: 100_000 };
    expect(winOf(outcome, { ...wager, cashOutX100: 249 })).toBe(2490);
    expect(winOf(outcome, { ...wager, cashOutX100: 250 })).toBe(2500);
    expect(winOf(outcome, { ...wager, cashOutX100: 251 })).toBe(0);
    expect(winOf(outcome, { ...wager, cashOutX100: null })).toBe(0);
    expect(winOf({ kind: 'crash', crashX100: 100 }, { ...wager, cashOutX100: 100 })).toBe(0);
    expect(winOf(outcome, { kind: 'slot', stakeMinor: 100 })).toBeNull();
    expect(
      stakeOf({
        kind: 'roulette',
        bets: [
          { type: 'red', amount: 3 },
          { type: 'odd', amount: 4 },
        ],
      }),
    ).toBe(7);
  });
});

describe('the hedged part of a wager (spec §1 promotions and bonuses)', () => {
  it('is the covered part of a roulette spin or a coup, and nothing for a slot', () => {
    expect(
      hedgedOf({
        kind: 'roulette',
        bets: [
          { type: 'odd', amount: 500 },
          { type: 'even', amount: 300 },
          { type: 'straight', number: 7, amount: 100 },
        ],
      }),
    ).toBe(600);
    expect(hedgedOf({ kind: 'roulette', bets: [{ type: 'red', amount: 500 }] })).toBe(0);
    expect(hedgedOf({ kind: 'baccarat', bets: { player: 100, banker: 100, tie: 0 } })).toBe(195);
    expect(hedgedOf({ kind: 'slot', stakeMinor: 1000 })).toBe(0);
  });
});

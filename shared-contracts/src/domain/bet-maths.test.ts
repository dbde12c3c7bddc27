import fc from 'fast-check';
import {
  cashoutValueMinor,
  potentialReturn,
  returnMinor,
  settleBet,
  shownComboOdds,
  stakeToMinor,
} from './bet-maths';

/** The rule written out once more, from whole numbers: floor(kuruş × Π thousandths / 1000ⁿ). */
function expectedMinor(stakeMinor: number, legsMilli: number[]): bigint {
  const numerator = legsMilli.reduce((acc, m) => acc * BigInt(m), BigInt(stakeMinor));
  return numerator / BigInt(1000) ** BigInt(legsMilli.length);
}

/** A slip as the player builds it: 1–20 legs at 1.01–50.00 (three decimals at most), a stake. */
const slips = fc.record({
  stakeMinor: fc.integer({ min: 1, max: 10_000_00 }),
  legsMilli: fc.array(fc.integer({ min: 1010, max: 50_000 }), { minLength: 1, maxLength: 20 }),
});

describe('the one return rule (sportsbook notes › Odds and returns)', () => {
  it('shows ₺68,76 for ₺10 at 1.85 × 1.77 × 2.10, and the combined odds as 6.88', () => {
    // 1.85 × 1.77 × 2.10 = 6.87645: ₺10 returns ₺68,7645 → ₺68,76 (never ₺68,80 from 6.88).
    expect(potentialReturn(10, [1.85, 1.77, 2.1])).toBe(68.76);
    expect(returnMinor(1000, [1850, 1770, 2100])).toBe(6876);
    expect(shownComboOdds([1.85, 1.77, 2.1])).toBe(6.88);
  });

  it.each([
    [[1.5, 2.0, 1.8], 5.4],
    [[1.91, 1.91], 3.65],
    [[2.5], 2.5],
    [[1.005], 1.01],
    [[], 0],
  ])('shows the combined odds of %p as %p (two decimals, half up)', (odds, shown) => {
    expect(shownComboOdds(odds)).toBe(shown);
  });

  it.each([
    [10, 1.85, 18.5],
    [12.5, 2.1, 26.25],
    [3.33, 1.5, 4.99],
    [undefined, 2, 0],
    [0, 2, 0],
    [-5, 2, 0],
  ])('returns stake %p at %p as %p (stake included, kuruş down)', (stake, odds, ret) => {
    expect(potentialReturn(stake, [odds])).toBe(ret);
  });

  it.each([
    [10, 1000],
    [0.07, 7],
    [1.1, 110],
    [19.99, 1999],
    [1234.56, 123456],
  ])('takes a stake of %p lira as %p kuruş', (lira, minor) => {
    expect(stakeToMinor(lira)).toBe(minor);
  });

  it('returns floor(stake × the exact product) for any slip, whatever the floats on the way', () => {
    fc.assert(
      fc.property(slips, ({ stakeMinor, legsMilli }) => {
        const expected = expectedMinor(stakeMinor, legsMilli);
        expect(returnMinor(stakeMinor, legsMilli)).toBe(Number(expected));
        // The slip's path: lira and decimal odds, as typed and as pushed.
        const lira = potentialReturn(
          stakeMinor / 100,
          legsMilli.map((m) => m / 1000),
        );
        // Lira carry every kuruş exactly below 10¹⁵ kuruş (a double's 15 digits); the book's
        // payout cap is far below.
        if (expected < BigInt(1e15)) {
          expect(Math.round(lira * 100)).toBe(Number(expected));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('pays a won bet what was shown, and a cash-out at unchanged prices without margin the same', () => {
    fc.assert(
      fc.property(slips, ({ stakeMinor, legsMilli }) => {
        const shown = returnMinor(stakeMinor, legsMilli);
        const won = settleBet(
          stakeMinor,
          legsMilli.map((oddsMilli) => ({ oddsMilli, status: 'won' as const })),
        );
        expect(won).toEqual({ outcome: 'won', payoutMinor: shown });
        // Every leg but the last won, the last still open at its placed price, margin 1: the
        // fair value is the return of the won legs times 1.
        const cashout = cashoutValueMinor(
          stakeMinor,
          legsMilli.map((oddsMilli, i) => ({
            oddsMilli,
            currentMilli: oddsMilli,
            status: i === legsMilli.length - 1 ? ('open' as const) : ('won' as const),
          })),
          10_000,
        );
        expect(cashout).toBe(returnMinor(stakeMinor, legsMilli.slice(0, -1)));
      }),
      { numRuns: 500 },
    );
  });
});

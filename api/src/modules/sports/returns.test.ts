import fc from 'fast-check';
import { potentialReturn } from '@oyna/contracts';
import { amountToMinor } from '../../lib/money';
import { cashoutValueMinor, comboOddsMilli, oddsToMilli, returnMinor, settle } from './odds';

/**
 * The slip and the book agree to the kuruş (contracts › bet-maths: floor(stake in kuruş × the
 * exact product of the odds)): random slips of 1–20 legs at 1.01–50.00, random stakes, through
 * the book's own path (the wire's amount → kuruş in lib/money.ts, odds → thousandths) and the
 * slip's (potentialReturn on lira and decimal odds).
 */
const slips = fc.record({
  stake: fc.integer({ min: 1, max: 10_000_00 }).map((minor) => minor / 100),
  odds: fc.array(
    fc.integer({ min: 1010, max: 50_000 }).map((milli) => milli / 1000),
    { minLength: 1, maxLength: 20 },
  ),
});

describe('what the slip shows is what the book records, pays and cashes out', () => {
  it('books the return the slip shows, for any slip', () => {
    fc.assert(
      fc.property(slips, ({ stake, odds }) => {
        const booked = returnMinor(amountToMinor(stake), odds.map(oddsToMilli));
        fc.pre(booked < 1e15); // lira carry every kuruş below 10¹⁵ kuruş
        expect(Math.round(potentialReturn(stake, odds) * 100)).toBe(booked);
      }),
      { numRuns: 5000 },
    );
  });

  it('settles a won bet at its booked return, and never at the rounded odds shown', () => {
    fc.assert(
      fc.property(slips, ({ stake, odds }) => {
        const stakeMinor = amountToMinor(stake);
        const legs = odds.map(oddsToMilli);
        const paid = settle(
          stakeMinor,
          legs.map((oddsMilli) => ({ oddsMilli, status: 'won' as const })),
        );
        expect(paid.payoutMinor).toBe(returnMinor(stakeMinor, legs));
        fc.pre(comboOddsMilli(legs) < Number.MAX_SAFE_INTEGER); // a bet row's bigint holds it
        // The bet row's combined odds (thousandths, down) never pay more than the legs do.
        expect(returnMinor(stakeMinor, [comboOddsMilli(legs)])).toBeLessThanOrEqual(
          paid.payoutMinor,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('offers at most the booked return as cash-out while prices stand (margin ≤ 1)', () => {
    fc.assert(
      fc.property(slips, fc.integer({ min: 5000, max: 10_000 }), ({ stake, odds }, marginBp) => {
        const stakeMinor = amountToMinor(stake);
        const legs = odds.map(oddsToMilli);
        const value = cashoutValueMinor(
          stakeMinor,
          legs.map((oddsMilli) => ({
            oddsMilli,
            currentMilli: oddsMilli,
            status: 'open' as const,
          })),
          marginBp,
        );
        // Every leg open at its placed price: the stake × margin, floored.
        expect(value).toBe(Math.floor((stakeMinor * marginBp) / 10_000));
      }),
      { numRuns: 1000 },
    );
  });
});

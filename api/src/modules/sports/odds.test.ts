import {
  acceptOdds,
  cashoutValueMinor,
  comboOddsMilli,
  oddsToMilli,
  returnMinor,
  roundOddsMilli,
  settle,
} from './odds';
import { combinedLegProblems } from './slip';

describe('odds arithmetic (integers only)', () => {
  it.each([
    [1.85, 1850],
    [2.1, 2100],
    [1.001, 1001],
    [12.345, 12345],
    [1.07, 1070],
  ])('%p → %p thousandths', (odds, milli) => expect(oddsToMilli(odds)).toBe(milli));

  it.each([
    [[1850], 1850],
    [[2000, 1500], 3000],
    [[1850, 2100, 1300], 5050],
    // 1.333 × 1.333 = 1.776889 → 1.776 (rounded down)
    [[1333, 1333], 1776],
    [[1000, 2500], 2500],
  ])('combo odds of %p = %p', (legs, milli) => expect(comboOddsMilli(legs)).toBe(milli));

  it.each([
    [1000, [1850], 1850],
    [1000, [1850, 2100, 1300], 5050],
    // 3 kuruş at 1.333 = 3.999 → 3 (never pays a fraction it does not owe)
    [3, [1333], 3],
    // 15 legs of 2.00 on 10.00 TL: 327 680 TL exactly
    [1000, Array<number>(15).fill(2000), 32_768_000],
  ])('return of %p at %p = %p', (stake, legs, minor) =>
    expect(returnMinor(stake, legs)).toBe(minor),
  );

  it.each([
    [1853, 1850],
    [1855, 1860],
    [1004, 1010],
  ])('prices are whole hundredths: %p → %p', (milli, rounded) =>
    expect(roundOddsMilli(milli)).toBe(rounded),
  );
});

describe('odds acceptance rule', () => {
  it.each([
    // rule, seen, current, booked
    ['none', 1850, 1850, 1850],
    ['none', 1850, 1900, null],
    ['none', 1850, 1800, null],
    ['higher', 1850, 1900, 1900],
    ['higher', 1850, 1850, 1850],
    ['higher', 1850, 1800, null],
    ['any', 1850, 1800, 1800],
    ['any', 1850, 1900, 1900],
  ] as const)('%s: saw %p, now %p → %p', (rule, seen, current, booked) =>
    expect(acceptOdds(rule, seen, current)).toBe(booked),
  );
});

describe('combo rules', () => {
  const leg = (selectionId: number, eventId: number) => ({ selectionId, eventId });
  it.each([
    ['legs of different events', [leg(1, 10), leg(2, 11), leg(3, 12)], []],
    ['two legs of one event', [leg(1, 10), leg(2, 10), leg(3, 12)], [1, 2]],
    ['a single leg', [leg(1, 10)], []],
  ])('%s', (_name, legs, problems) =>
    expect(combinedLegProblems(legs).map((p) => p.selectionId)).toEqual(problems),
  );
});

describe('settlement', () => {
  const L = (oddsMilli: number, status: 'open' | 'won' | 'lost' | 'void' | 'push') => ({
    oddsMilli,
    status,
  });
  it.each([
    ['single won', 1000, [L(1850, 'won')], 'won', 1850],
    ['single lost', 1000, [L(1850, 'lost')], 'lost', 0],
    ['single void: stake back', 1000, [L(1850, 'void')], 'void', 1000],
    ['single push: stake back', 1000, [L(1850, 'push')], 'void', 1000],
    ['single open', 1000, [L(1850, 'open')], 'open', 0],
    ['combo all won', 1000, [L(2000, 'won'), L(1500, 'won')], 'won', 3000],
    ['combo void leg counts 1', 1000, [L(2000, 'won'), L(1500, 'void')], 'won', 2000],
    ['combo push leg counts 1', 1000, [L(2000, 'push'), L(1500, 'won')], 'won', 1500],
    ['combo lost leg beats open legs', 1000, [L(2000, 'open'), L(1500, 'lost')], 'lost', 0],
    ['combo all void', 1000, [L(2000, 'void'), L(1500, 'void')], 'void', 1000],
    ['combo with open leg stays open', 1000, [L(2000, 'won'), L(1500, 'open')], 'open', 0],
    ['three legs, one void', 500, [L(1850, 'won'), L(2100, 'void'), L(1300, 'won')], 'won', 1202],
  ] as const)('%s', (_name, stake, legs, outcome, payout) =>
    expect(settle(stake, legs)).toEqual({ outcome, payoutMinor: payout }),
  );
});

describe('cash-out value (stake × placed/current × margin)', () => {
  const L = (
    oddsMilli: number,
    currentMilli: number,
    status: 'open' | 'won' | 'lost' | 'void',
  ) => ({
    oddsMilli,
    currentMilli,
    status,
  });
  it.each([
    // 10 TL at 2.00, now 2.00, margin 0.95 → 9.50 TL
    ['single unchanged', 1000, [L(2000, 2000, 'open')], 9500, 950],
    // odds shortened to 1.50: 10 × 2/1.5 × 0.95 = 12.666… → 12.66
    ['single shortened', 1000, [L(2000, 1500, 'open')], 9500, 1266],
    // odds drifted to 4.00: 10 × 2/4 × 0.95 = 4.75
    ['single drifted', 1000, [L(2000, 4000, 'open')], 9500, 475],
    ['no margin', 1000, [L(2000, 1000 + 1000, 'open')], 10_000, 1000],
    // combo: won leg 2.00 fixed, open leg 1.50 now 1.20: 10 × 2 × 1.25 × 0.95 = 23.75
    ['combo won + open', 1000, [L(2000, 2000, 'won'), L(1500, 1200, 'open')], 9500, 2375],
    ['combo void leg counts 1', 1000, [L(2000, 2000, 'void'), L(1500, 1500, 'open')], 9500, 950],
    ['a lost leg: none', 1000, [L(2000, 2000, 'lost'), L(1500, 1500, 'open')], 9500, null],
    ['no open leg: none', 1000, [L(2000, 2000, 'won')], 9500, null],
  ] as const)('%s', (_name, stake, legs, margin, value) =>
    expect(cashoutValueMinor(stake, legs, margin)).toBe(value),
  );
});

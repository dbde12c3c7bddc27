import { comboOdds, formatOdds, potentialReturn } from './odds';

describe('odds arithmetic of the slip (sportsbook notes › Odds and returns)', () => {
  it.each([
    [1.5, '1.50'],
    [2, '2.00'],
    [10.255, '10.26'],
  ])('shows decimal odds %p with two decimals as %p', (odds, shown) => {
    expect(formatOdds(odds)).toBe(shown);
  });

  it.each([
    [[1.5, 2.0, 1.8], 5.4],
    [[1.91, 1.91], 3.65],
    [[2.5], 2.5],
    [[], 0],
  ])('multiplies the legs of a combo %p → %p', (legs, odds) => {
    expect(comboOdds(legs)).toBe(odds);
  });

  it.each([
    [10, 1.85, 18.5],
    [12.5, 2.1, 26.25],
    [3.33, 1.5, 4.99],
    [undefined, 2, 0],
    [0, 2, 0],
  ])('stake %p at %p returns %p (stake included, kuruş down)', (stake, odds, ret) => {
    expect(potentialReturn(stake, odds)).toBe(ret);
  });
});

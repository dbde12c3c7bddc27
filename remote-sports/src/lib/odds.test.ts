import { formatOdds } from './odds';

describe('odds as the slip shows them', () => {
  it.each([
    [1.5, '1.50'],
    [2, '2.00'],
    [10.255, '10.26'],
    [Number.NaN, '—'],
  ])('shows decimal odds %p with two decimals as %p', (odds, shown) => {
    expect(formatOdds(odds)).toBe(shown);
  });
});

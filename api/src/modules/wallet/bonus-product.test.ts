import { bonusProductOf, productOfSlug } from './bonus-product';

// spec §1 promotions and bonuses: a casino stake counts by its game's product.
describe('the bonus product of a casino game', () => {
  it.each([
    ['slot', 'slots'],
    ['video-slots', 'slots'],
    ['jackpot', 'slots'],
    ['table-games', 'table'],
    ['live-roulette', 'live'],
    ['live-dealer', 'live'],
    ['crash', 'crash'],
    ['bingo', 'bingo'],
    ['tvbets', 'bingo'],
    ['virtual', 'bingo'],
    ['popular', null],
    ['new', null],
    ['top-games', null],
  ])('shelf %s is %s', (slug, product) => {
    expect(productOfSlug(slug)).toBe(product);
  });

  it('takes the specific shelf before the generic, and the one that counts least first', () => {
    expect(bonusProductOf([{ slugs: ['popular', 'crash', 'new'], live: false }])).toBe('crash');
    expect(bonusProductOf([{ slugs: ['popular', 'slot', 'jackpot'], live: false }])).toBe('slots');
    expect(bonusProductOf([{ slugs: ['virtual', 'table-games'], live: false }])).toBe('table');
    // Two catalogue entries opening one provider game: the stricter product.
    expect(
      bonusProductOf([
        { slugs: ['slot'], live: false },
        { slugs: ['table-games'], live: false },
      ]),
    ).toBe('table');
  });

  it('counts a live entry as live, and an unknown game as slots', () => {
    expect(bonusProductOf([{ slugs: ['popular'], live: true }])).toBe('live');
    expect(bonusProductOf([{ slugs: ['popular', 'new'], live: false }])).toBe('slots');
    expect(bonusProductOf([])).toBe('slots');
  });
});

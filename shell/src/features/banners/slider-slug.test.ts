import { sliderSlugAt } from './slider-slug';

describe('sliderSlugAt (spec §2/§4 banner carousel slugs)', () => {
  it.each([
    ['/', 'home'],
    ['/casino/slot', 'casino'],
    ['/casino/live', 'live-casino'],
    ['/casino/play', null],
    ['/spor', null],
    ['/promotions', null],
    ['/no-such-page', null],
  ])('%s → %s', (pathname, slug) => {
    expect(sliderSlugAt(pathname)).toBe(slug);
  });
});

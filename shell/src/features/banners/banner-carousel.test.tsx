import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BANNER_AUTOPLAY_MS, type BannerSlide } from '@oyna/contracts';
import { fakeApi, ok, type FakeAnswer } from '@oyna/test-kit';
import { renderShell } from '../../test/render-shell';
import { stubMatchMedia } from '../../test/match-media';
import { BannerCarousel, SWIPER_LEAD_MS } from './banner-carousel';
import { firstStepMs } from './banner-swiper';
import { bannersSaga } from './banners-saga';
import { slidesRequested } from './banners-slice';

const slide = (n: number, url: string): BannerSlide => ({
  url,
  target: '_self',
  images: [576, 992, 1200].map((w) => ({ url: `/api/cms/media/s${n}-${w}.svg` })),
});

/** An api whose slider list answers when the test says so. */
function deferredApi() {
  let resolve: (value: FakeAnswer<'getSliderList'>) => void = () => undefined;
  const api = fakeApi({
    getSliderList: () =>
      new Promise((r) => {
        resolve = r;
      }),
  });
  return { api, calls: api.calls, answer: (data: BannerSlide[]) => resolve(ok(data)) };
}

/** The casino's carousel, with a button that switches it to the live casino's slug. */
function renderSwitcher(api: ReturnType<typeof deferredApi>['api']) {
  function Switcher() {
    const [slug, setSlug] = useState('casino');
    return (
      <>
        <button type="button" onClick={() => setSlug('live-casino')}>
          live
        </button>
        <BannerCarousel slug={slug} />
      </>
    );
  }
  return renderShell(<Switcher />, {
    api,
    beforeRender: ({ sagaMiddleware }) => sagaMiddleware.run(bannersSaga),
  });
}

describe('BannerCarousel (spec §2/§4/§9)', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove()));

  it('shows 3 placeholders while loading, then the slides in the order the api returned', async () => {
    const { api, calls, answer } = deferredApi();
    renderShell(<BannerCarousel slug="home" />, {
      api,
      beforeRender: ({ sagaMiddleware }) => sagaMiddleware.run(bannersSaga),
    });
    expect(screen.getAllByTestId('banner-placeholder')).toHaveLength(3);

    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.at(-1)).toEqual({ name: 'getSliderList', payload: { slug: 'home' } });
    await act(async () =>
      answer([slide(3, '/casino/slot'), slide(1, '#'), slide(2, '/promotions')]),
    );

    await waitFor(() => expect(screen.queryAllByTestId('banner-placeholder')).toHaveLength(0));
    const pictures = screen.getAllByTestId('banner-slide').map((s) => s.querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('src'))).toEqual([
      '/api/cms/media/s3-576.svg',
      '/api/cms/media/s1-576.svg',
      '/api/cms/media/s2-576.svg',
    ]);
    // spec §2: three image sources (default; 992 px and up; 1200 px and up).
    const sources = screen.getAllByTestId('banner-slide')[0]!.querySelectorAll('source');
    expect([...sources].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')])).toEqual([
      ['(min-width: 1200px)', '/api/cms/media/s3-1200.svg'],
      ['(min-width: 992px)', '/api/cms/media/s3-992.svg'],
    ]);
    // A slide with a link is clickable; '#' stays a picture.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/casino/slot',
      '/promotions',
    ]);
  });

  it("names each picture by the slide's title, or by its place when it has none", async () => {
    const { api, answer } = deferredApi();
    renderShell(<BannerCarousel slug="home" />, {
      api,
      beforeRender: ({ sagaMiddleware }) => sagaMiddleware.run(bannersSaga),
    });
    await act(async () =>
      answer([{ ...slide(1, '#'), title: 'Hoş Geldin Bonusu' }, slide(2, '/promotions')]),
    );
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));
    const alts = screen.getAllByTestId('banner-slide').map((s) => s.querySelector('img')?.alt);
    expect(alts).toEqual(['Hoş Geldin Bonusu', '2 / 2']);
  });

  it("asks for the first slide's picture at once and the others' only once swiper is wanted", async () => {
    const { api, answer } = deferredApi();
    renderShell(<BannerCarousel slug="home" />, {
      api,
      beforeRender: ({ sagaMiddleware }) => sagaMiddleware.run(bannersSaga),
    });
    await act(async () => answer([slide(1, '#'), slide(2, '#'), slide(3, '#')]));
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(3));
    const loading = () =>
      screen
        .getAllByTestId('banner-slide')
        .map((s) => s.querySelector('img')?.getAttribute('loading'));
    expect(loading()).toEqual(['eager', 'lazy', 'lazy']);
    // The player's first touch asks for swiper: every picture is wanted now.
    fireEvent.pointerDown(screen.getByRole('region'));
    await waitFor(() => expect(loading()).toEqual(['eager', 'eager', 'eager']));
  });

  it('reloads its slides when the active slug changes', async () => {
    const { api, calls, answer } = deferredApi();
    renderSwitcher(api);
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ name: 'getSliderList', payload: { slug: 'casino' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'live' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ name: 'getSliderList', payload: { slug: 'live-casino' } }),
    );
    await act(async () => answer([slide(7, '/casino/live')]));
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(1));
    expect(document.querySelector('[data-slug="live-casino"]')).not.toBeNull();
  });

  it("mounted while the start-up's request for its slides is in flight, asks for them once, and the first slide's image is asked for before it is drawn", async () => {
    const { api, calls, answer } = deferredApi();
    renderShell(<BannerCarousel slug="home" />, {
      api,
      beforeRender: ({ store, sagaMiddleware }) => {
        sagaMiddleware.run(bannersSaga);
        // what index.tsx does before the first render
        store.dispatch(slidesRequested({ slug: 'home', startup: true }));
      },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getAllByTestId('banner-placeholder')).toHaveLength(3);
    await act(async () => answer([slide(4, '/casino/slot'), slide(5, '#')]));
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));
    expect(calls).toEqual([{ name: 'getSliderList', payload: { slug: 'home' } }]);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map(
      (l) => [l.getAttribute('href'), l.getAttribute('media'), l.getAttribute('fetchpriority')],
    );
    expect(preloads).toEqual([
      ['/api/cms/media/s4-576.svg', '(max-width: 991.98px)', 'high'],
      ['/api/cms/media/s4-992.svg', '(min-width: 992px) and (max-width: 1199.98px)', 'high'],
      ['/api/cms/media/s4-1200.svg', '(min-width: 1200px)', 'high'],
    ]);
  });

  it("shows the start-up's answer that came before it mounted without asking again; a later carousel asks again, keeping the slides on screen", async () => {
    const { api, calls, answer } = deferredApi();
    function Toggle() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown((v) => !v)}>
            toggle
          </button>
          {shown ? <BannerCarousel slug="home" /> : null}
        </>
      );
    }
    renderShell(<Toggle />, {
      api,
      beforeRender: ({ store, sagaMiddleware }) => {
        sagaMiddleware.run(bannersSaga);
        store.dispatch(slidesRequested({ slug: 'home', startup: true }));
      },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => answer([slide(4, '/casino/slot'), slide(5, '#')]));

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(2);
    expect(screen.queryAllByTestId('banner-placeholder')).toHaveLength(0);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(calls).toHaveLength(1);

    // Away and back: the slides are asked for again, and stay on screen meanwhile.
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(2);
    await act(async () => answer([slide(6, '#')]));
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(1));
  });

  describe('swiper, fetched when it is used (spec §9 autoplay 5000 ms)', () => {
    stubMatchMedia();
    afterEach(() => jest.useRealTimers());

    async function shownSlides() {
      const { api, answer } = deferredApi();
      const made = renderShell(<BannerCarousel slug="home" />, {
        api,
        beforeRender: ({ sagaMiddleware }) => sagaMiddleware.run(bannersSaga),
      });
      await act(async () => answer([slide(1, '#'), slide(2, '#'), slide(3, '#')]));
      await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(3));
      return made;
    }
    const swiperEl = () => document.querySelector('.banner-carousel .swiper');

    it('draws the slides without swiper until the first step is near, then the first step keeps its 5000 ms', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      await shownSlides();
      const shown = performance.now();
      act(() => jest.advanceTimersByTime(BANNER_AUTOPLAY_MS - SWIPER_LEAD_MS - 50));
      expect(swiperEl()).toBeNull();
      act(() => jest.advanceTimersByTime(100));
      await waitFor(() => expect(swiperEl()).not.toBeNull());
      const first = document.querySelector('.swiper-slide[data-testid="banner-slide"]');
      const left = Number(first?.getAttribute('data-swiper-autoplay'));
      // what is left of the first slide's 5000 ms when swiper arrived
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(SWIPER_LEAD_MS + 50);
      expect(firstStepMs(shown, shown + BANNER_AUTOPLAY_MS - SWIPER_LEAD_MS)).toBe(SWIPER_LEAD_MS);
    });

    it("is fetched at the player's first touch of the carousel", async () => {
      await shownSlides();
      expect(swiperEl()).toBeNull();
      fireEvent.pointerDown(screen.getByRole('region', { name: 'Öne çıkan kampanyalar' }));
      await waitFor(() => expect(swiperEl()).not.toBeNull());
      expect(document.querySelectorAll('.swiper-slide')).toHaveLength(3);
    });

    it("gives another slug's slides their own 5000 ms", async () => {
      const { api, answer } = deferredApi();
      renderSwitcher(api);
      await act(async () => answer([slide(1, '#'), slide(2, '#')]));
      await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));
      fireEvent.pointerDown(screen.getByRole('region', { name: 'Öne çıkan kampanyalar' }));
      await waitFor(() => expect(swiperEl()).not.toBeNull());
      // long after the first slug's slides were drawn
      const later = performance.now() + 60_000;
      const now = jest.spyOn(performance, 'now').mockReturnValue(later);
      try {
        fireEvent.click(screen.getByRole('button', { name: 'live' }));
        await act(async () => answer([slide(7, '#'), slide(8, '#')]));
        await waitFor(() =>
          expect(document.querySelector('.banner-carousel')?.getAttribute('data-slug')).toBe(
            'live-casino',
          ),
        );
        await waitFor(() => expect(swiperEl()).not.toBeNull());
        const first = document.querySelector('.swiper-slide[data-testid="banner-slide"]');
        await waitFor(() =>
          expect(first?.querySelector('img')?.getAttribute('src')).toBe(
            '/api/cms/media/s7-576.svg',
          ),
        );
        const own = first?.getAttribute('data-swiper-autoplay');
        expect(own === null || Number(own) > BANNER_AUTOPLAY_MS - 100).toBe(true);
      } finally {
        now.mockRestore();
      }
    });

    it('waits 5000 ms for the first step in all, and the whole 5000 ms on later visits', () => {
      expect(firstStepMs(null)).toBeUndefined();
      expect(firstStepMs(1000, 1200)).toBe(4800);
      expect(firstStepMs(1000, 9000)).toBe(1);
    });
  });
});

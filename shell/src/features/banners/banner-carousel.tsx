import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@oyna/ui/router';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_PLACEHOLDER_COUNT,
  BANNER_REFRESH_MS,
  useAppDispatch,
  useAppSelector,
  type BannerSlide,
  type ShellState,
} from '@oyna/contracts';
import { selectSlider, slidesRequested, type BannersState } from './banners-slice';
import { ResponsivePicture } from './picture';
import type { TrackItem } from './banner-swiper';
import './banners.css';

// swiper (and its styles) is loaded at the player's first touch of the carousel, or in time for
// the first autoplay step (spec §9: 5000 ms after the slides show): until then the slides are
// drawn in the same box without it, so neither the page's largest image nor its first screen
// waits for a library, and a page that is read and left never loads it (house rule: a library
// loads when its feature is used).
const BannerSwiper = lazy(() => import('./banner-swiper'));

/** How long before the first autoplay step swiper is fetched: its chunk on a slow phone network. */
export const SWIPER_LEAD_MS = 1500;

/**
 * True from `delayMs` after `start` turned true (it stays true): when the carousel's slides have
 * been on screen long enough that the first autoplay step is near.
 */
function useDueAfter(start: boolean, delayMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!start || due) return undefined;
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [start, due, delayMs]);
  return due;
}

/**
 * When this slug's slides were first drawn (performance.now()), so that the first step keeps the
 * 5 s pace; another slug's slides start their own 5 s.
 */
function useShownAt(ready: boolean, slug: string): number | null {
  const [shown, setShown] = useState<{ slug: string; at: number } | null>(null);
  useEffect(() => {
    if (ready && shown?.slug !== slug) setShown({ slug, at: performance.now() });
  }, [ready, slug, shown]);
  return shown?.slug === slug ? shown.at : null;
}

/** The track without swiper: the same slides side by side, the first one in view. */
function StaticTrack({ items }: { items: TrackItem[] }) {
  return (
    <div className="banner-static">
      {items.map((item) => (
        <div className="banner-static-slide" key={item.key} data-testid={item.testId}>
          {item.node}
        </div>
      ))}
    </div>
  );
}

type BannersRootState = ShellState & { banners: BannersState };

function SlideLink({
  slide,
  label,
  first = false,
  eager,
}: {
  slide: BannerSlide;
  label: string;
  first?: boolean;
  eager: boolean;
}) {
  const picture = (
    <ResponsivePicture images={slide.images} alt={label} eager={eager} priority={first} />
  );
  // spec §3: '#' means no link; the slide stays a picture.
  if (!slide.url || slide.url === '#') return <div className="banner-slide">{picture}</div>;
  const external = /^https?:\/\//i.test(slide.url) || slide.target === '_blank';
  if (external) {
    return (
      <a
        className="banner-slide"
        href={slide.url}
        target={slide.target || '_self'}
        rel={slide.target === '_blank' ? 'noopener noreferrer' : undefined}
      >
        {picture}
      </a>
    );
  }
  return (
    <Link className="banner-slide" to={slide.url}>
      {picture}
    </Link>
  );
}

/**
 * spec §2/§4/§9 banner carousel: `cms/sliderlist` by slug, slides in returned order; 3
 * placeholders while loading; 1 per view, 20 px gap, no loop, autoplay 5000 ms continuing after
 * interaction, navigation and pagination; refreshed 100 ms after loading; reloaded when the
 * slug changes.
 */
export function BannerCarousel({ slug }: { slug: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const slider = useAppSelector((s: BannersRootState) => selectSlider(s, slug));
  const swiper = useRef<SwiperInstance | null>(null);
  // The swiper instance arrives when its lazy chunk has loaded: the refresh below waits for it.
  const [mounted, setMounted] = useState<SwiperInstance | null>(null);
  const [touched, setTouched] = useState(false);
  const touch = () => setTouched(true);

  useEffect(() => {
    dispatch(slidesRequested({ slug }));
  }, [dispatch, slug]);

  const ready = slider?.status === 'ready';
  const slides = useMemo(() => (ready ? slider.slides : []), [ready, slider]);
  const shownAt = useShownAt(ready, slug);
  const due = useDueAfter(ready && slides.length > 1, BANNER_AUTOPLAY_MS - SWIPER_LEAD_MS);
  const wanted = due || touched;

  useEffect(() => {
    if (!ready) return undefined;
    const timer = window.setTimeout(() => {
      const instance = swiper.current;
      if (!instance || instance.destroyed) return;
      instance.update();
      instance.slideTo(0, 0);
      instance.autoplay?.start();
    }, BANNER_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [ready, slides, mounted]);

  if (slider?.status === 'failed' || (ready && slides.length === 0)) return null;

  const total = slides.length;
  const items: TrackItem[] = ready
    ? slides.map((slide, i) => ({
        key: `${i}:${slide.images[0]?.url ?? ''}`,
        testId: 'banner-slide',
        node: (
          <SlideLink
            first={i === 0}
            // Before swiper the track shows the first slide only, and the others' pictures wait
            // (lazy: clipped by the track, they are not asked for) so that they do not take the
            // phone's first connections from the page's scripts and its largest picture; asked
            // for when swiper is, 1.5 s before the first autoplay step (bench/README.md › LCP).
            eager={wanted}
            slide={slide}
            // The slide's title (what its picture says, set in the back office) is the picture's
            // text alternative; without one, its place in the carousel.
            label={
              slide.title ||
              intl.formatMessage({ id: 'content.banners.slide' }, { index: i + 1, total })
            }
          />
        ),
      }))
    : Array.from({ length: BANNER_PLACEHOLDER_COUNT }, (_, i) => ({
        key: `placeholder-${i}`,
        node: (
          <div className="banner-placeholder" data-testid="banner-placeholder">
            {i === 0 ? (
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'content.banners.loading' })}
              </span>
            ) : null}
          </div>
        ),
      }));
  return (
    <section
      className="banner-carousel"
      aria-label={intl.formatMessage({ id: 'content.banners.label' })}
      aria-busy={!ready}
      data-slug={slug}
      onPointerDown={touch}
      onFocus={touch}
    >
      {wanted ? (
        <Suspense fallback={<StaticTrack items={items} />}>
          <BannerSwiper
            key={ready ? `${slug}:ready` : `${slug}:loading`}
            ready={ready}
            items={items}
            shownAt={shownAt}
            onSwiper={(instance) => {
              swiper.current = instance;
              setMounted(instance);
            }}
            a11y={{
              prevSlideMessage: intl.formatMessage({ id: 'content.banners.previous' }),
              nextSlideMessage: intl.formatMessage({ id: 'content.banners.next' }),
              paginationBulletMessage: intl.formatMessage(
                { id: 'content.banners.goTo' },
                { index: '{{index}}' },
              ),
              slideLabelMessage: intl.formatMessage(
                { id: 'content.banners.slide' },
                { index: '{{index}}', total: '{{slidesLength}}' },
              ),
            }}
          />
        </Suspense>
      ) : (
        <StaticTrack items={items} />
      )}
    </section>
  );
}

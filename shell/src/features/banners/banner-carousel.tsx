import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_GAP_PX,
  BANNER_LOOP,
  BANNER_PLACEHOLDER_COUNT,
  BANNER_REFRESH_MS,
  BANNER_SLIDES_PER_VIEW,
  useAppDispatch,
  useAppSelector,
  type BannerSlide,
  type ShellState,
} from '@oyna/contracts';
import { selectSlider, slidesRequested, type BannersState } from './banners-slice';
import { ResponsivePicture } from './picture';
import './banners.css';

type BannersRootState = ShellState & { banners: BannersState };

function SlideLink({ slide, label }: { slide: BannerSlide; label: string }) {
  const picture = <ResponsivePicture images={slide.images} alt={label} eager />;
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

  useEffect(() => {
    dispatch(slidesRequested({ slug }));
  }, [dispatch, slug]);

  const ready = slider?.status === 'ready';
  const slides = useMemo(() => (ready ? slider.slides : []), [ready, slider]);

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
  }, [ready, slides]);

  if (slider?.status === 'failed' || (ready && slides.length === 0)) return null;

  const total = slides.length;
  return (
    <section
      className="banner-carousel"
      aria-label={intl.formatMessage({ id: 'content.banners.label' })}
      aria-busy={!ready}
      data-slug={slug}
    >
      <Swiper
        key={ready ? `${slug}:ready` : `${slug}:loading`}
        modules={[A11y, Autoplay, Navigation, Pagination]}
        slidesPerView={BANNER_SLIDES_PER_VIEW}
        spaceBetween={BANNER_GAP_PX}
        loop={BANNER_LOOP}
        autoplay={ready ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
        navigation={ready}
        pagination={ready ? { clickable: true } : false}
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
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
      >
        {ready
          ? slides.map((slide, i) => (
              <SwiperSlide key={`${i}:${slide.images[0]?.url ?? ''}`} data-testid="banner-slide">
                <SlideLink
                  slide={slide}
                  label={intl.formatMessage(
                    { id: 'content.banners.slide' },
                    { index: i + 1, total },
                  )}
                />
              </SwiperSlide>
            ))
          : Array.from({ length: BANNER_PLACEHOLDER_COUNT }, (_, i) => (
              <SwiperSlide key={`placeholder-${i}`}>
                <div className="banner-placeholder" data-testid="banner-placeholder">
                  {i === 0 ? (
                    <span className="visually-hidden">
                      {intl.formatMessage({ id: 'content.banners.loading' })}
                    </span>
                  ) : null}
                </div>
              </SwiperSlide>
            ))}
      </Swiper>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import {
  FOOTER_PROVIDERS,
  PROVIDER_STRIP_AUTOPLAY_MS,
  PROVIDER_STRIP_BREAKPOINT_PX,
  PROVIDER_STRIP_SLIDES_LARGE,
  PROVIDER_STRIP_SLIDES_SMALL,
  PROVIDER_STRIP_START_MS,
} from '@oyna/contracts';
import { ProviderLogo } from './provider-logo';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * spec §2/§9 Footer: the strip of the 12 provider logos sliding; autoplay 2000 ms starting after
 * 500 ms, 3 per view below 992 px and 7 from 992 px. It pauses under the pointer and stays still
 * for readers who ask for reduced motion (WCAG 2.2.2). Loaded by provider-strip.tsx when the
 * player scrolls towards the footer.
 */
export default function ProviderSwiper() {
  const swiper = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setTimeout(
      () => swiper.current?.autoplay?.start(),
      PROVIDER_STRIP_START_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Swiper
      modules={[Autoplay]}
      slidesPerView={PROVIDER_STRIP_SLIDES_SMALL}
      spaceBetween={12}
      loop
      breakpoints={{
        [PROVIDER_STRIP_BREAKPOINT_PX]: { slidesPerView: PROVIDER_STRIP_SLIDES_LARGE },
      }}
      autoplay={{
        delay: PROVIDER_STRIP_AUTOPLAY_MS,
        disableOnInteraction: false,
        pauseOnMouseEnter: true,
      }}
      onSwiper={(instance) => {
        swiper.current = instance;
        // spec §9: the strip starts after 500 ms (the effect above starts it).
        instance.autoplay?.stop();
      }}
    >
      {FOOTER_PROVIDERS.map((name) => (
        <SwiperSlide key={name} data-provider={name}>
          <ProviderLogo name={name} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

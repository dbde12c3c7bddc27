import { useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { A11yOptions, Swiper as SwiperInstance } from 'swiper/types';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_GAP_PX,
  BANNER_LOOP,
  BANNER_SLIDES_PER_VIEW,
} from '@oyna/contracts';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

export interface TrackItem {
  key: string;
  testId?: string;
  node: ReactNode;
}

/**
 * The first slide's own autoplay delay: what is left of its 5000 ms since it was drawn without
 * swiper (at least 1 ms: swiper reads 0 as "use the default").
 */
export function firstStepMs(shownAt: number | null, now = performance.now()): number | undefined {
  if (shownAt === null) return undefined;
  return Math.max(1, Math.round(BANNER_AUTOPLAY_MS - (now - shownAt)));
}

/**
 * spec §9 banner carousel behaviour: 1 per view, 20 px gap, no loop, autoplay 5000 ms continuing
 * after interaction, navigation and pagination. Loaded lazily by banner-carousel.tsx, which drew
 * the slides since `shownAt`: the first step comes 5000 ms after that, not after swiper arrived.
 */
export default function BannerSwiper({
  ready,
  items,
  a11y,
  shownAt = null,
  onSwiper,
}: {
  ready: boolean;
  items: TrackItem[];
  a11y: A11yOptions;
  shownAt?: number | null;
  onSwiper: (instance: SwiperInstance) => void;
}) {
  // Only until the first step: later visits of the first slide wait the whole 5000 ms.
  const [firstDelay, setFirstDelay] = useState(() => firstStepMs(shownAt));
  return (
    <Swiper
      modules={[A11y, Autoplay, Navigation, Pagination]}
      slidesPerView={BANNER_SLIDES_PER_VIEW}
      spaceBetween={BANNER_GAP_PX}
      loop={BANNER_LOOP}
      autoplay={ready ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
      navigation={ready}
      pagination={ready ? { clickable: true } : false}
      a11y={a11y}
      onSwiper={onSwiper}
      onSlideChange={() => setFirstDelay(undefined)}
    >
      {items.map((item, i) => (
        <SwiperSlide
          key={item.key}
          data-testid={item.testId}
          data-swiper-autoplay={i === 0 && ready ? firstDelay : undefined}
        >
          {item.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

import type { ReactNode } from 'react';
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
 * spec §9 banner carousel behaviour: 1 per view, 20 px gap, no loop, autoplay 5000 ms continuing
 * after interaction, navigation and pagination. Loaded lazily by banner-carousel.tsx.
 */
export default function BannerSwiper({
  ready,
  items,
  a11y,
  onSwiper,
}: {
  ready: boolean;
  items: TrackItem[];
  a11y: A11yOptions;
  onSwiper: (instance: SwiperInstance) => void;
}) {
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
    >
      {items.map((item) => (
        <SwiperSlide key={item.key} data-testid={item.testId}>
          {item.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BannerSlide, Popup, VideoBanner } from '@oyna/contracts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SliderState {
  status: LoadStatus;
  slides: BannerSlide[];
}

export interface BannersState {
  /** Slides per slider slug (spec §7 cms/sliderlist, in returned order). */
  sliders: Record<string, SliderState>;
  /** The popup to show, when its content has not been seen yet (spec §4). */
  popup: { popup: Popup; hash: string } | null;
  video: { status: LoadStatus; banner: VideoBanner | null };
}

const initialState: BannersState = {
  sliders: {},
  popup: null,
  video: { status: 'idle', banner: null },
};

/** Shell-local state of the banner carousel, popup and video banner (spec §2 Other page parts). */
export const bannersSlice = createSlice({
  name: 'banners',
  initialState,
  reducers: {
    /** `startup`: asked for by the start-up, before the page's carousel has mounted. */
    slidesRequested(state, action: PayloadAction<{ slug: string; startup?: boolean }>) {
      const current = state.sliders[action.payload.slug];
      // Slides on screen stay there while they are asked for again; the answer replaces them.
      if (current?.status === 'ready') return;
      state.sliders[action.payload.slug] = { status: 'loading', slides: current?.slides ?? [] };
    },
    slidesLoaded(state, action: PayloadAction<{ slug: string; slides: BannerSlide[] }>) {
      state.sliders[action.payload.slug] = { status: 'ready', slides: action.payload.slides };
    },
    slidesFailed(state, action: PayloadAction<{ slug: string }>) {
      state.sliders[action.payload.slug] = { status: 'failed', slides: [] };
    },
    popupReady(state, action: PayloadAction<{ popup: Popup; hash: string }>) {
      state.popup = action.payload;
    },
    /** The popup was put on screen: its content is marked seen (saga). */
    popupShown(_state, _action: PayloadAction<{ hash: string }>) {},
    popupClosed(state) {
      state.popup = null;
    },
    videoBannerRequested(state) {
      state.video.status = 'loading';
    },
    videoBannerLoaded(state, action: PayloadAction<VideoBanner>) {
      state.video = { status: 'ready', banner: action.payload };
    },
    videoBannerFailed(state) {
      state.video = { status: 'failed', banner: null };
    },
  },
  selectors: {
    selectSlider: (state, slug: string): SliderState | undefined => state.sliders[slug],
    selectPopup: (state) => state.popup,
    selectVideoBanner: (state) => state.video,
  },
});

export const {
  slidesRequested,
  slidesLoaded,
  slidesFailed,
  popupReady,
  popupShown,
  popupClosed,
  videoBannerRequested,
  videoBannerLoaded,
  videoBannerFailed,
} = bannersSlice.actions;
export const { selectSlider, selectPopup, selectVideoBanner } = bannersSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminSlide, SlideUpsert } from '@oyna/contracts';

export interface SlidesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every slide, switched off ones too, by slider and display order (admin/slides). */
  slides: AdminSlide[];
  /** The api's message when the list could not be loaded ('' no answer). */
  error: string | null;
  /** The slide open in the editor, 'new' for one being added, null for none. */
  selected: number | 'new' | null;
  /** A save is on its way: the form does not submit again. */
  saving: boolean;
}

const initialState: SlidesState = {
  status: 'idle',
  slides: [],
  error: null,
  selected: null,
  saving: false,
};

export const slidesSlice = createSlice({
  name: 'slides',
  initialState,
  reducers: {
    slidesRequested: (state) => {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    slidesLoaded: (state, action: PayloadAction<AdminSlide[]>) => {
      state.status = 'ready';
      state.slides = action.payload;
      if (
        typeof state.selected === 'number' &&
        !action.payload.some((s) => s.id === state.selected)
      ) {
        state.selected = null;
      }
    },
    slidesFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    slideSelected: (state, action: PayloadAction<number | 'new' | null>) => {
      state.selected = action.payload;
    },
    slideSaveRequested: (state, _action: PayloadAction<SlideUpsert>) => {
      state.saving = true;
    },
    slideSaved: (state, action: PayloadAction<{ id: number }>) => {
      state.saving = false;
      state.selected = action.payload.id;
    },
    slideSaveFailed: (state) => {
      state.saving = false;
    },
  },
});

export const {
  slidesRequested,
  slidesLoaded,
  slidesFailed,
  slideSelected,
  slideSaveRequested,
  slideSaved,
  slideSaveFailed,
} = slidesSlice.actions;

export const selectSlides = (s: { slides: SlidesState }) => s.slides;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminTranslation, TranslationSet } from '@oyna/contracts';

export interface TranslationsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  entries: AdminTranslation[];
  error: string | null;
  /** The key open in the form ('' a new one). */
  selected: string | null;
  saving: boolean;
}

const initialState: TranslationsState = {
  status: 'idle',
  entries: [],
  error: null,
  selected: null,
  saving: false,
};

export const translationsSlice = createSlice({
  name: 'translations',
  initialState,
  reducers: {
    translationsRequested: (state) => {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    translationsLoaded: (state, action: PayloadAction<AdminTranslation[]>) => {
      state.status = 'ready';
      state.entries = action.payload;
    },
    translationsFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    translationSelected: (state, action: PayloadAction<string | null>) => {
      state.selected = action.payload;
    },
    translationSaveRequested: (state, _action: PayloadAction<TranslationSet>) => {
      state.saving = true;
    },
    translationSaved: (state, action: PayloadAction<AdminTranslation>) => {
      state.saving = false;
      const others = state.entries.filter((e) => e.key !== action.payload.key);
      state.entries = (
        action.payload.tr || action.payload.en ? [...others, action.payload] : others
      ).sort((a, b) => a.key.localeCompare(b.key));
      state.selected = action.payload.key;
    },
    translationSaveFailed: (state) => {
      state.saving = false;
    },
  },
});

export const {
  translationsRequested,
  translationsLoaded,
  translationsFailed,
  translationSelected,
  translationSaveRequested,
  translationSaved,
  translationSaveFailed,
} = translationsSlice.actions;

export const selectTranslations = (s: { translations: TranslationsState }) => s.translations;

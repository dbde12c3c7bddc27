import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { I18nState } from '@oyna/contracts';
import { initialLocale } from './locale';

export const i18nSlice = createSlice({
  name: 'i18n',
  initialState: (): I18nState => ({ locale: initialLocale(), overrides: {} }),
  reducers: {
    localeResolved(state, action: PayloadAction<string>) {
      state.locale = action.payload;
    },
    translationsLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.overrides = action.payload;
    },
  },
});

export const { localeResolved, translationsLoaded } = i18nSlice.actions;

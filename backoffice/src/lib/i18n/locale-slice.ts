import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@oyna/contracts';

const STORAGE_KEY = 'oyna.backoffice.locale';

/** The interface language: the one chosen before on this browser, else Turkish (spec §1). */
export function initialLocale(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Locale {
  const stored = storage?.getItem(STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    safeStorage()?.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts this page only
  }
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: { locale: DEFAULT_LOCALE as Locale },
  reducers: {
    localeChosen: (state, action: PayloadAction<Locale>) => {
      state.locale = action.payload;
    },
  },
});

export const { localeChosen } = localeSlice.actions;

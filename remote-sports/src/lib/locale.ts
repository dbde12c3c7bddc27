import {
  DEFAULT_LOCALE,
  isLocale,
  selectLocale,
  type Locale,
  type ShellState,
} from '@oyna/contracts';

/** The page's language as the sportsbook's texts are keyed (tr, en); Turkish otherwise (spec §3). */
export const selectSportsLocale = (state: ShellState): Locale => {
  const locale = selectLocale(state);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

import { DEFAULT_LOCALE, STORAGE_KEYS } from '@oyna/contracts';

/**
 * spec §4: a stored language is used only if it is among the available locales, otherwise tr.
 * Before the bootstrap arrives the bundled locales (tr, en) are the available ones.
 */
export function resolveLocale(stored: string | null, available: readonly string[]): string {
  return stored && available.includes(stored) ? stored : DEFAULT_LOCALE;
}

export function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    return null;
  }
}

export function initialLocale(): string {
  return resolveLocale(storedLocale(), ['tr', 'en']);
}

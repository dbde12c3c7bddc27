export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** spec §1: the default language is tr. */
export const DEFAULT_LOCALE: Locale = 'tr';

export interface Bilingual {
  tr: string;
  en: string;
}

/** A group of messages, each key carrying both default texts side by side. */
export function defineMessages<const T extends Record<string, Bilingual>>(messages: T): T {
  return messages;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

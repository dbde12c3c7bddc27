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

/**
 * The texts of one locale from a bilingual group (react-intl `messages`). A locale the bundle
 * does not carry (the server's language list may name more) falls back to tr (spec §4).
 */
export function textsIn(
  locale: string,
  messages: Readonly<Record<string, Bilingual>>,
): Record<string, string> {
  const pick: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const out: Record<string, string> = {};
  for (const [key, texts] of Object.entries(messages)) out[key] = texts[pick];
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with the texts of a group, one line per problem (none: all good): an empty tr or
 * en text, placeholders that differ between tr and en, or ICU syntax beyond plain `{name}`
 * (translate() fills only those). The contracts' and every remote's messages test use it.
 */
export function textProblems(messages: Readonly<Record<string, Bilingual>>): string[] {
  const problems: string[] = [];
  for (const [key, texts] of Object.entries(messages)) {
    for (const locale of LOCALES) {
      if (typeof texts[locale] !== 'string' || texts[locale].trim() === '')
        problems.push(`${key}: no ${locale} text`);
    }
    if (placeholders(texts.tr ?? '').join() !== placeholders(texts.en ?? '').join())
      problems.push(`${key}: tr and en placeholders differ`);
    if (/\{\w+,/.test(`${texts.tr}${texts.en}`)) problems.push(`${key}: ICU syntax`);
  }
  return problems;
}

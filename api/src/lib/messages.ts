import { hasMessage, translate, type MessageKey } from '@oyna/contracts';
import { API_TEXTS, type ApiText, type ServerTexts } from './api-texts';
import { BACKOFFICE_TEXTS } from './api-texts-backoffice';
import { BONUS_TEXTS } from './api-texts-bonus';
import { BONUS_MONEY_TEXTS } from './api-texts-bonus-money';
import { SPORTS_TEXTS } from './api-texts-sports';
import { STAFF_TEXTS } from './api-texts-staff';

/**
 * Server messages in the request's language (spec §7: x-locale, default en), from two catalogues
 * told apart by the key's namespace:
 * - `api.*`, `validation.*`…: texts shared with the screens, in the @oyna/contracts catalog
 *   (api.messages.ts, validation.messages.ts); a deployed remote may know these keys, so they
 *   keep their names;
 * - `server.*`: the api's own, in api-texts.ts and, by area, api-texts-bonus.ts,
 *   api-texts-bonus-money.ts, api-texts-sports.ts, api-texts-staff.ts, api-texts-backoffice.ts
 *   (`ServerTexts`: the compiler refuses another namespace there).
 */
export type ApiLocale = 'tr' | 'en';
export const API_DEFAULT_LOCALE: ApiLocale = 'en';

/** Every text of the api's own (`server.*`), by area (one key in one area only: messages.test.ts). */
export const LOCAL_TEXT_AREAS = {
  API_TEXTS,
  BONUS_TEXTS,
  BONUS_MONEY_TEXTS,
  SPORTS_TEXTS,
  STAFF_TEXTS,
  BACKOFFICE_TEXTS,
} as const satisfies Record<string, ServerTexts>;

export type LocalMessageKey = {
  [A in keyof typeof LOCAL_TEXT_AREAS]: keyof (typeof LOCAL_TEXT_AREAS)[A];
}[keyof typeof LOCAL_TEXT_AREAS];
export type ApiMessageKey = MessageKey | LocalMessageKey;

const LOCAL_TEXTS: Record<string, ApiText> = Object.assign({}, ...Object.values(LOCAL_TEXT_AREAS));

/** Labels of wire fields that the contracts catalog does not name. */
const LOCAL_LABELS: Record<string, ApiText> = {
  categoryId: { tr: 'Kategori', en: 'Category' },
  status: { tr: 'Durum', en: 'Status' },
  id: { tr: 'Kimlik', en: 'Id' },
  currencyId: { tr: 'Para birimi', en: 'Currency' },
  refId: { tr: 'Referans', en: 'Referral' },
  type: { tr: 'Tür', en: 'Type' },
  from: { tr: 'Başlangıç tarihi', en: 'From' },
  to: { tr: 'Bitiş tarihi', en: 'To' },
  game: { tr: 'Oyun', en: 'Game' },
  offer: { tr: 'Bonus', en: 'Bonus' },
  approve: { tr: 'Onay', en: 'Approve' },
  note: { tr: 'Not', en: 'Note' },
  period: { tr: 'Dönem', en: 'Period' },
  seconds: { tr: 'Aralık', en: 'Interval' },
  duration: { tr: 'Süre', en: 'Period' },
  playerId: { tr: 'Oyuncu', en: 'Player' },
  // The remotes CLI's audit record (admin/audit/remotes).
  remote: { tr: 'Uzak modül', en: 'Remote' },
  action: { tr: 'İşlem', en: 'Action' },
  before: { tr: 'Önceki kayıt', en: 'Before' },
  after: { tr: 'Sonraki kayıt', en: 'After' },
  // The shell's field data (client/vitals, docs/ops.md › Field data).
  metrics: { tr: 'Ölçümler', en: 'Measurements' },
  value: { tr: 'Değer', en: 'Value' },
  rating: { tr: 'Değerlendirme', en: 'Rating' },
  route: { tr: 'Sayfa', en: 'Route' },
  navigation: { tr: 'Gezinme türü', en: 'Navigation type' },
  device: { tr: 'Cihaz', en: 'Device' },
};

export function toLocale(value: unknown): ApiLocale {
  if (typeof value !== 'string') return API_DEFAULT_LOCALE;
  const tag = value.trim().toLowerCase().slice(0, 2);
  return tag === 'tr' || tag === 'en' ? tag : API_DEFAULT_LOCALE;
}

export function localLabel(locale: ApiLocale, field: string): string | undefined {
  return LOCAL_LABELS[field]?.[locale];
}

/** Whether `key` is one of the api's own texts (`server.*`). */
export function isLocalMessageKey(key: string): key is LocalMessageKey {
  return key in LOCAL_TEXTS;
}

/** The text of a message key in a locale; an unknown key is returned as it is. */
export function apiMessage(
  locale: ApiLocale,
  key: ApiMessageKey | (string & {}),
  values: Record<string, string | number> = {},
): string {
  const local = LOCAL_TEXTS[key];
  if (local) {
    return local[locale].replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  }
  return hasMessage(key) ? translate(locale, key, values) : key;
}

import { hasMessage, translate, type MessageKey } from '@oyna/contracts';

/**
 * Server messages in the request's language (spec §7: x-locale, default en). Texts shared with
 * the screens come from the @oyna/contracts catalog (api.messages.ts, validation.messages.ts);
 * the few below are the api's own (health, media types) or not yet in contracts.
 */
export type ApiLocale = 'tr' | 'en';
export const API_DEFAULT_LOCALE: ApiLocale = 'en';

interface Text {
  tr: string;
  en: string;
}

const LOCAL = {
  'api.healthy': { tr: 'Servis çalışıyor.', en: 'The service is up.' },
  'api.unhealthy': { tr: 'Veritabanına ulaşılamıyor.', en: 'The database cannot be reached.' },
  'api.contentNotFound': { tr: 'Sayfa bulunamadı', en: 'The page was not found' },
  'api.unsupportedMediaType': {
    tr: 'İstek gövdesi JSON olarak gönderilmelidir',
    en: 'The request body must be sent as JSON',
  },
  'api.payloadTooLarge': { tr: 'İstek çok büyük', en: 'The request is too large' },
  'api.wrongType': { tr: 'Türü hatalı', en: 'Has the wrong type' },
  'api.valueNotAllowed': { tr: 'Bu değer kabul edilmiyor', en: 'This value is not allowed' },
  'api.urlNotAllowed': {
    tr: 'Bağlantı http(s) ile ya da sitenin bir yolu ile başlamalıdır',
    en: 'A link must be an http(s) address or a path on this site',
  },
  'api.titleNotPlain': {
    tr: 'Başlık düz metin olmalıdır (HTML içeremez)',
    en: 'A title must be plain text (no HTML)',
  },
  'api.badFormat': { tr: 'Biçimi geçersiz', en: 'Is not in a valid format' },
  'api.phoneTaken': {
    tr: 'Bu telefon numarası başka bir hesapta doğrulanmış',
    en: 'This phone number is already verified on another account',
  },
  'api.underAge': {
    tr: 'Üyelik yalnızca 18 yaşını doldurmuş kişilere açıktır',
    en: 'Only people aged 18 or over can register',
  },
  'api.currencyUnknown': {
    tr: 'Seçilen para birimi desteklenmiyor',
    en: 'The selected currency is not supported',
  },
} satisfies Record<string, Text>;

export type LocalMessageKey = keyof typeof LOCAL;
export type ApiMessageKey = MessageKey | LocalMessageKey;

const LOCAL_TEXTS: Record<string, Text> = LOCAL;

/** Labels of wire fields that the contracts catalog does not name. */
const LOCAL_LABELS: Record<string, Text> = {
  categoryId: { tr: 'Kategori', en: 'Category' },
  status: { tr: 'Durum', en: 'Status' },
  id: { tr: 'Kimlik', en: 'Id' },
  currencyId: { tr: 'Para birimi', en: 'Currency' },
  refId: { tr: 'Referans', en: 'Referral' },
};

export function toLocale(value: unknown): ApiLocale {
  if (typeof value !== 'string') return API_DEFAULT_LOCALE;
  const tag = value.trim().toLowerCase().slice(0, 2);
  return tag === 'tr' || tag === 'en' ? tag : API_DEFAULT_LOCALE;
}

export function localLabel(locale: ApiLocale, field: string): string | undefined {
  return LOCAL_LABELS[field]?.[locale];
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

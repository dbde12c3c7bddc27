/**
 * Server messages of the api in both languages. The request's x-locale picks the text (spec §7:
 * x-locale, default en).
 */
export type ApiLocale = 'tr' | 'en';
export const API_DEFAULT_LOCALE: ApiLocale = 'en';

interface Text {
  tr: string;
  en: string;
}

const MESSAGES = {
  'api.ok': { tr: 'İşlem başarılı.', en: 'Done.' },
  'api.notFound': {
    tr: 'İstenen adres bulunamadı.',
    en: 'The requested address was not found.',
  },
  'api.internal': {
    tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    en: 'Something went wrong. Please try again later.',
  },
  'api.rateLimited': {
    tr: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  'api.unauthorized': {
    tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    en: 'Your session has ended. Please log in again.',
  },
  'api.badRequest': { tr: 'İstek geçersiz.', en: 'The request is not valid.' },
  'api.malformedBody': {
    tr: 'İstek gövdesi eksik ya da geçerli bir JSON değil.',
    en: 'The request body is missing or is not valid JSON.',
  },
  'api.unsupportedMediaType': {
    tr: 'İstek gövdesi JSON olarak gönderilmelidir.',
    en: 'The request body must be sent as JSON.',
  },
  'api.payloadTooLarge': { tr: 'İstek çok büyük.', en: 'The request is too large.' },
  'api.healthy': { tr: 'Servis çalışıyor.', en: 'The service is up.' },
  'api.unhealthy': {
    tr: 'Veritabanına ulaşılamıyor.',
    en: 'The database cannot be reached.',
  },
  'api.contentNotFound': { tr: 'Sayfa bulunamadı.', en: 'The page was not found.' },
  'validation.required': { tr: '{field} alanı zorunludur.', en: '{field} is required.' },
  'validation.minLength': {
    tr: '{field} en az {limit} karakter olmalıdır.',
    en: '{field} must be at least {limit} characters long.',
  },
  'validation.maxLength': {
    tr: '{field} en fazla {limit} karakter olabilir.',
    en: '{field} must be at most {limit} characters long.',
  },
  'validation.format': {
    tr: '{field} geçerli bir biçimde değil.',
    en: '{field} is not in a valid format.',
  },
  'validation.type': { tr: '{field} türü hatalı.', en: '{field} has the wrong type.' },
  'validation.value': {
    tr: '{field} için geçersiz bir değer girildi.',
    en: '{field} has a value that is not allowed.',
  },
} satisfies Record<string, Text>;

export type ApiMessageKey = keyof typeof MESSAGES;

/** Field labels used in validation messages; wire names stay as they are (e.g. PersonalNo). */
const FIELD_LABELS: Record<string, Text> = {
  username: { tr: 'Kullanıcı adı', en: 'Username' },
  password: { tr: 'Şifre', en: 'Password' },
  password2: { tr: 'Şifre tekrarı', en: 'Password confirmation' },
  oldPassword: { tr: 'Eski şifre', en: 'Old password' },
  confirmPassword: { tr: 'Şifre tekrarı', en: 'Password confirmation' },
  name: { tr: 'Ad', en: 'Name' },
  surname: { tr: 'Soyad', en: 'Surname' },
  email: { tr: 'E-posta', en: 'E-mail' },
  phone: { tr: 'Telefon', en: 'Phone' },
  PersonalNo: { tr: 'TC Kimlik No', en: 'TC No' },
  country: { tr: 'Ülke', en: 'Country' },
  code: { tr: 'Kod', en: 'Code' },
  step: { tr: 'Adım', en: 'Step' },
  categoryId: { tr: 'Kategori', en: 'Category' },
  status: { tr: 'Durum', en: 'Status' },
  id: { tr: 'Kimlik', en: 'Id' },
};

export function toLocale(value: unknown): ApiLocale {
  if (typeof value !== 'string') return API_DEFAULT_LOCALE;
  const tag = value.trim().toLowerCase().slice(0, 2);
  return tag === 'tr' || tag === 'en' ? tag : API_DEFAULT_LOCALE;
}

export function fieldLabel(locale: ApiLocale, field: string): string {
  return FIELD_LABELS[field]?.[locale] ?? field;
}

const ALL: Record<string, Text> = MESSAGES;

/** The text of a message key in a locale; an unknown key is returned as it is. */
export function apiMessage(
  locale: ApiLocale,
  key: ApiMessageKey | (string & {}),
  values: Record<string, string | number> = {},
): string {
  const text = ALL[key];
  if (!text) return key;
  return text[locale].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

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
  // Payments (modules/payments; spec §2, §8).
  'api.paymentMethodUnknown': {
    tr: 'Bu ödeme yöntemi kullanılamıyor',
    en: 'This payment method is not available',
  },
  'api.paymentAmountRange': {
    tr: 'Tutar {min} ile {max} arasında olmalıdır',
    en: 'The amount must be between {min} and {max}',
  },
  'api.paymentFieldFormat': {
    tr: '{field}: Biçimi geçersiz',
    en: '{field}: Is not in a valid format',
  },
  'api.insufficientFunds': {
    tr: 'Bakiyeniz bu işlem için yetersiz',
    en: 'Your balance is too low for this request',
  },
  'api.depositTransferPending': {
    tr: '{amount} tutarını {iban} IBAN numarasına (Oyna Ödeme Hizmetleri A.Ş.) açıklamaya {reference} yazarak gönderin. Havale ulaştığında yatırımınız onaylanacaktır.',
    en: 'Transfer {amount} to IBAN {iban} (Oyna Ödeme Hizmetleri A.Ş.) with the reference {reference}. Your deposit is pending until the transfer arrives.',
  },
  'api.withdrawPending': {
    tr: '{amount} tutarındaki çekim talebiniz alındı ve onay bekliyor.',
    en: 'Your withdrawal request of {amount} was received and is pending approval.',
  },
  'api.paymentSignature': {
    tr: 'İmza geçersiz',
    en: 'The signature is missing or wrong',
  },
  'api.paymentCallbackRefused': {
    tr: 'Bildirim ödemeyle uyuşmuyor',
    en: 'The callback does not match the payment',
  },
  'api.paymentNotFound': { tr: 'Ödeme bulunamadı', en: 'The payment was not found' },
  'api.paymentNotPending': {
    tr: 'Bu ödeme onay beklemiyor',
    en: 'This payment is not waiting for a decision',
  },
  'api.paymentRecorded': { tr: 'Kaydedildi', en: 'Recorded' },
  'api.notify.depositConfirmed.title': { tr: 'Para yatırma onaylandı', en: 'Deposit confirmed' },
  'api.notify.depositConfirmed.note': {
    tr: '{amount} hesabınıza eklendi.',
    en: '{amount} was added to your balance.',
  },
  'api.notify.depositRejected.title': { tr: 'Para yatırma reddedildi', en: 'Deposit rejected' },
  'api.notify.depositRejected.note': {
    tr: '{amount} tutarındaki yatırımınız reddedildi. {reason}',
    en: 'Your deposit of {amount} was rejected. {reason}',
  },
  'api.notify.withdrawApproved.title': { tr: 'Çekim onaylandı', en: 'Withdrawal approved' },
  'api.notify.withdrawApproved.note': {
    tr: '{amount} tutarındaki çekiminiz gönderildi.',
    en: 'Your withdrawal of {amount} was paid out.',
  },
  'api.notify.withdrawRejected.title': { tr: 'Çekim reddedildi', en: 'Withdrawal rejected' },
  'api.notify.withdrawRejected.note': {
    tr: '{amount} bakiyenize iade edildi. Sebep: {reason}',
    en: '{amount} was returned to your balance. Reason: {reason}',
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

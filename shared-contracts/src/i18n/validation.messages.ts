import { defineMessages } from './define';

/**
 * One message per validation error key (validation/errors.ts ERROR_KEYS), shown under a field
 * and in the api's 400 messages. spec §5 leaves the texts open except the two call-request
 * warnings, which are its own Turkish words. Placeholders are plain `{name}` (no ICU plural),
 * filled from the error's values.
 */
export const validationMessages = defineMessages({
  'validation.required': { tr: 'Bu alan zorunludur', en: 'This field is required' },
  'validation.minLength': {
    tr: 'En az {min} karakter olmalıdır',
    en: 'Must be at least {min} characters',
  },
  'validation.maxLength': {
    tr: 'En fazla {max} karakter olabilir',
    en: 'Must be at most {max} characters',
  },
  'validation.lengthBetween': {
    tr: '{min} ile {max} karakter arasında olmalıdır',
    en: 'Must be between {min} and {max} characters',
  },
  'validation.exactLength': {
    tr: 'Tam olarak {length} karakter olmalıdır',
    en: 'Must be exactly {length} characters',
  },
  'validation.lettersOnly': {
    tr: 'Yalnızca harf ve kelimeler arasında tek boşluk kullanılabilir',
    en: 'Only letters, with single spaces between words',
  },
  // A person's name (a payout account holder, a card holder): the field's own message.
  'validation.personName': {
    tr: "Ad soyad yalnızca harf, boşluk ve . ' - içerebilir ({min}–{max} karakter)",
    en: "A name may hold only letters, spaces and . ' - ({min}–{max} characters)",
  },
  'validation.alphanumeric': {
    tr: 'Yalnızca harf ve rakam kullanılabilir',
    en: 'Only letters and digits are allowed',
  },
  'validation.digitsOnly': {
    tr: 'Yalnızca rakam kullanılabilir',
    en: 'Only digits are allowed',
  },
  'validation.email': {
    tr: 'Geçerli bir e-posta adresi giriniz',
    en: 'Enter a valid e-mail address',
  },
  'validation.mismatch': { tr: 'Şifreler eşleşmiyor', en: 'Passwords do not match' },
  'validation.notBlank': {
    tr: 'Yalnızca boşluktan oluşamaz',
    en: 'Must not be blank',
  },
  // spec §5: the call-request warnings, word for word.
  'validation.maxContacts': {
    tr: 'Maksimum {max} iletişim bilgisi ekleyebilirsiniz',
    en: 'You can add at most {max} contacts',
  },
  'validation.minContacts': {
    tr: 'En az bir iletişim bilgisi eklemelisiniz',
    en: 'You must add at least one contact',
  },
  'validation.invalidDate': { tr: 'Geçerli bir tarih giriniz', en: 'Enter a valid date' },
  'validation.number': { tr: 'Geçerli bir sayı giriniz', en: 'Enter a valid number' },
  'validation.oneOf': {
    tr: 'Listeden geçerli bir seçim yapınız',
    en: 'Choose a valid option from the list',
  },
  'validation.amountRange': {
    tr: '{min} ile {max} arasında bir tutar giriniz',
    en: 'Enter an amount from {min} to {max}',
  },
  'validation.siteLink': {
    tr: 'http(s) ile ya da sitenin bir yolu (/…) ile başlamalıdır',
    en: 'Must be an http(s) address or a path on this site (/…)',
  },
  'validation.plainText': {
    tr: 'Düz metin olmalıdır (HTML içeremez)',
    en: 'Must be plain text (no HTML)',
  },
  'validation.slug': {
    tr: 'Yalnızca küçük harf, rakam ve - içerebilir',
    en: 'Only lower-case letters, digits and -',
  },
  'validation.hostName': {
    tr: 'Bir alan adı giriniz (ör. oyna2.com)',
    en: 'Enter a domain name (e.g. oyna2.com)',
  },
  'validation.messageKey': {
    tr: 'Yalnızca harf, rakam, nokta, - ve _ içerebilir',
    en: 'Only letters, digits, dots, - and _',
  },
});

import type { CardProblem } from './card';

/** The hosted page's words, in the session's language (tr by default, en). */
export const PAGE_TEXT = {
  tr: {
    title: 'Oyna Ödeme',
    amount: 'Tutar',
    method: 'Yöntem',
    cardNumber: 'Kart numarası',
    expiry: 'Son kullanma (AA/YY)',
    expiryPlaceholder: 'AA/YY',
    cvc: 'Güvenlik kodu (CVC)',
    holder: 'Kart üzerindeki ad',
    pay: '{amount} Öde',
    cancel: 'Ödemeyi iptal et',
    testNotice:
      'Bu bir test ödeme sayfasıdır; gerçek bir kart kullanmayın, hiçbir karttan para çekilmez. 4111 1111 1111 1111 onaylanır, 4000 0000 0000 0002 reddedilir, 4000 0000 0000 3220 3-D Secure kodu ister.',
    challengeNotice: 'Test ödeme sayfası: 3-D Secure kodu {code}.',
    challengeTitle: '3-D Secure doğrulaması',
    challengeText: 'Bankanız {card} kartı için doğrulama kodu istiyor.',
    code: 'Doğrulama kodu',
    verify: 'Doğrula ve öde',
    codeWrong: 'Kod yanlış. {left} deneme hakkınız kaldı.',
    errorSummary: 'Lütfen işaretli alanları düzeltin.',
    numberRequired: 'Kart numarasını giriniz.',
    numberInvalid: 'Kart numarası geçersiz; rakamları kontrol edin.',
    expiryInvalid: 'Son kullanma tarihini AA/YY olarak giriniz (ör. 08/29).',
    expiryPast: 'Kartın son kullanma tarihi geçmiş.',
    cvcInvalid: 'Kartın arkasındaki {digits} haneli güvenlik kodunu giriniz.',
    holderInvalid: "Kart üzerindeki adı yazınız: yalnızca harf, boşluk ve . ' - (2–64 karakter).",
    expired: 'Bu ödeme oturumunun süresi doldu.',
    done: 'Bu ödeme oturumu kapandı.',
    notFound: 'Ödeme oturumu bulunamadı.',
    back: 'Siteye dön',
    declined: 'Banka ödemeyi reddetti. Hesabınızdan para çekilmedi.',
    challengeFailed: '3-D Secure doğrulaması başarısız oldu; ödeme reddedildi.',
    cancelled: 'Ödeme iptal edildi.',
  },
  en: {
    title: 'Oyna Pay',
    amount: 'Amount',
    method: 'Method',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code (CVC)',
    holder: 'Name on card',
    pay: 'Pay {amount}',
    cancel: 'Cancel payment',
    testNotice:
      'This is a test payment page: do not use a real card; no card is charged. 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines, 4000 0000 0000 3220 asks for a 3-D Secure code.',
    challengeNotice: 'Test payment page: the 3-D Secure code is {code}.',
    challengeTitle: '3-D Secure check',
    challengeText: 'Your bank asks for a verification code for the card {card}.',
    code: 'Verification code',
    verify: 'Verify and pay',
    codeWrong: 'Wrong code. {left} tries left.',
    errorSummary: 'Please correct the marked fields.',
    numberRequired: 'Enter the card number.',
    numberInvalid: 'This card number is not valid; check the digits.',
    expiryInvalid: 'Enter the expiry date as MM/YY (e.g. 08/29).',
    expiryPast: 'This card has expired.',
    cvcInvalid: 'Enter the {digits}-digit security code from the back of the card.',
    holderInvalid: "Enter the name on the card: letters, spaces and . ' - only (2–64 characters).",
    expired: 'This payment session has expired.',
    done: 'This payment session is closed.',
    notFound: 'The payment session was not found.',
    back: 'Back to the site',
    declined: 'The bank declined the payment. No money was taken.',
    challengeFailed: 'The 3-D Secure check failed; the payment was declined.',
    cancelled: 'The payment was cancelled.',
  },
} as const satisfies Record<'tr' | 'en', Record<CardProblem | string, string>>;

export type PageLang = keyof typeof PAGE_TEXT;
export type PageText = (typeof PAGE_TEXT)[PageLang];

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));

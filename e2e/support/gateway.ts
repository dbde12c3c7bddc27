import type { Page } from '@playwright/test';

/**
 * The built-in payment gateway's hosted card page (PCI DSS SAQ A: the site's dialog asks only
 * for the amount; the card is typed here). Its test cards and 3-D Secure code, as its page says.
 */
export const GATEWAY_CARD = {
  approves: '4111111111111111',
  declines: '4000000000000002',
  challenge: '4000000000003220',
  challengeCode: '123456',
} as const;

export const GATEWAY_TEXT = {
  tr: {
    number: 'Kart numarası',
    expiry: 'Son kullanma (AA/YY)',
    cvc: 'Güvenlik kodu (CVC)',
    holder: 'Kart üzerindeki ad',
    pay: /^₺[\d.,]+ Öde$/,
    code: 'Doğrulama kodu',
    verify: 'Doğrula ve öde',
    declined: 'Banka ödemeyi reddetti. Hesabınızdan para çekilmedi.',
    numberInvalid: 'Kart numarası geçersiz; rakamları kontrol edin.',
    notice: 'Bu bir test ödeme sayfasıdır',
  },
  en: {
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    holder: 'Name on card',
    pay: /^Pay ₺[\d.,]+$/,
    code: 'Verification code',
    verify: 'Verify and pay',
    declined: 'The bank declined the payment. No money was taken.',
    numberInvalid: 'This card number is not valid; check the digits.',
    notice: 'This is a test payment page',
  },
} as const;

/** An expiry two years ahead, as MM/YY. */
export const futureExpiry = () =>
  `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** Types a card on the gateway's page (through its input masks) and submits it. */
export async function payWithCard(
  gateway: Page,
  locale: 'tr' | 'en',
  number: string,
  holder = 'Deniz Yılmaz',
): Promise<void> {
  const t = GATEWAY_TEXT[locale];
  await gateway.getByLabel(t.number).pressSequentially(number);
  await gateway.getByLabel(t.expiry).pressSequentially(futureExpiry().replace('/', ''));
  await gateway.getByLabel(t.cvc).pressSequentially('737');
  await gateway.getByLabel(t.holder).fill(holder);
  await gateway.getByRole('button', { name: t.pay }).click();
}

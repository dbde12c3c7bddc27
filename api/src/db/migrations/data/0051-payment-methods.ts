/**
 * The payment methods seeded for the Turkish market (frozen: a change is a new migration or an
 * ops edit). Field shapes of spec §3 (key, mask, objectType, option); every field is required
 * (spec §5). Masks are imask patterns: `0` a digit, other characters fixed.
 */
const BANKS = [
  { id: 1, name: 'Ziraat Bankası' },
  { id: 2, name: 'Türkiye İş Bankası' },
  { id: 3, name: 'Garanti BBVA' },
  { id: 4, name: 'Akbank' },
  { id: 5, name: 'Yapı Kredi' },
  { id: 6, name: 'VakıfBank' },
];
const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';
const CARD_MASK = '0000 0000 0000 0000';
/** The e-wallet's 10-digit account number. */
const WALLET_MASK = '0000000000';
const amount = { key: 'Amount', mask: null, objectType: 'Decimal', option: null, value: null };

export const PAYMENT_METHODS = [
  {
    id: 1,
    direction: 1,
    code: 'card',
    flow: 'hosted',
    logo: '/api/cms/media/pay-card.svg',
    min_minor: 5000,
    max_minor: 5_000_000,
    sort: 1,
    texts: {
      tr: { name: 'Kredi / Banka Kartı', processing: 'Anında' },
      en: { name: 'Credit / Debit Card', processing: 'Instant' },
    },
    fields: [
      { key: 'CardNo', mask: CARD_MASK, objectType: 'String', option: null, value: null },
      { key: 'CardHolder', mask: null, objectType: 'String', option: null, value: null },
      amount,
    ],
  },
  {
    id: 2,
    direction: 1,
    code: 'bank-transfer',
    flow: 'transfer',
    logo: '/api/cms/media/pay-bank.svg',
    min_minor: 10000,
    max_minor: 10_000_000,
    sort: 2,
    texts: {
      tr: { name: 'Havale / EFT', processing: '15–60 dakika' },
      en: { name: 'Bank Transfer (Havale / EFT)', processing: '15–60 minutes' },
    },
    fields: [
      { key: 'BankId', mask: null, objectType: 'Dropdown', option: BANKS, value: null },
      { key: 'Iban', mask: IBAN_MASK, objectType: 'String', option: null, value: null },
      amount,
    ],
  },
  {
    id: 3,
    direction: 1,
    code: 'ewallet',
    flow: 'hosted',
    logo: '/api/cms/media/pay-ewallet.svg',
    min_minor: 2000,
    max_minor: 2_000_000,
    sort: 3,
    texts: {
      tr: { name: 'E-Cüzdan', processing: 'Anında' },
      en: { name: 'E-Wallet', processing: 'Instant' },
    },
    fields: [
      { key: 'AccountNo', mask: WALLET_MASK, objectType: 'String', option: null, value: null },
      amount,
    ],
  },
  {
    id: 4,
    direction: 2,
    code: 'bank-transfer',
    flow: 'payout',
    logo: '/api/cms/media/pay-bank.svg',
    min_minor: 10000,
    max_minor: 5_000_000,
    sort: 1,
    texts: {
      tr: { name: 'Havale / EFT', processing: '1–24 saat' },
      en: { name: 'Bank Transfer (Havale / EFT)', processing: '1–24 hours' },
    },
    fields: [
      { key: 'FullName', mask: null, objectType: 'String', option: null, value: null },
      { key: 'BankId', mask: null, objectType: 'Dropdown', option: BANKS, value: null },
      { key: 'Iban', mask: IBAN_MASK, objectType: 'String', option: null, value: null },
      amount,
    ],
  },
  {
    id: 5,
    direction: 2,
    code: 'ewallet',
    flow: 'payout',
    logo: '/api/cms/media/pay-ewallet.svg',
    min_minor: 2000,
    max_minor: 2_000_000,
    sort: 2,
    texts: {
      tr: { name: 'E-Cüzdan', processing: '1–6 saat' },
      en: { name: 'E-Wallet', processing: '1–6 hours' },
    },
    fields: [
      { key: 'AccountNo', mask: WALLET_MASK, objectType: 'String', option: null, value: null },
      amount,
    ],
  },
];

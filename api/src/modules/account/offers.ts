import type { ApiLocale } from '../../lib/messages';

/**
 * The bonus offers a player may request at /dashboard/claim-bonus (spec §2 'Bonus Talep'). Their
 * terms are the operator's; eligibility and amount are computed from the ledger by the service.
 */
export interface OfferDefinition {
  code: 'first_deposit' | 'weekly_cashback' | 'birthday';
  /** Wagering requirement: the bonus times this, in casino bets, after approval. */
  wageringMultiplier: number;
  /** Days an approved bonus has to meet its wagering before it expires. */
  validDays: number;
  title: Record<ApiLocale, string>;
  terms: Record<ApiLocale, string>;
}

/** First-deposit bonus: 100% of the first deposit, at most ₺500. */
export const FIRST_DEPOSIT_PERCENT = 100;
export const FIRST_DEPOSIT_MAX_MINOR = 50_000;
/** Weekly loss cashback: 10% of the last 7 days' net casino loss, from a ₺10 loss on. */
export const CASHBACK_PERCENT = 10;
export const CASHBACK_MIN_LOSS_MINOR = 1_000;
export const CASHBACK_DAYS = 7;
/** Birthday bonus: ₺100 within 7 days from the birthday, once a year. */
export const BIRTHDAY_MINOR = 10_000;
export const BIRTHDAY_WINDOW_DAYS = 7;

export const OFFERS: readonly OfferDefinition[] = [
  {
    code: 'first_deposit',
    wageringMultiplier: 5,
    validDays: 30,
    title: { tr: 'İlk Yatırım Bonusu', en: 'First Deposit Bonus' },
    terms: {
      tr: 'İlk yatırımınızın %100’ü, en fazla ₺500,00. Bir kez alınabilir; bonusun 5 katı çevrim şartı vardır, 30 gün geçerlidir.',
      en: '100% of your first deposit, at most ₺500,00. Once per player; wager 5 times the bonus within 30 days.',
    },
  },
  {
    code: 'weekly_cashback',
    wageringMultiplier: 1,
    validDays: 7,
    title: { tr: 'Haftalık Kayıp Bonusu', en: 'Weekly Loss Cashback' },
    terms: {
      tr: 'Son 7 gündeki net casino kaybınızın %10’u (en az ₺10,00 kayıp). Haftada bir kez; 1 kat çevrim, 7 gün geçerlidir.',
      en: '10% of your net casino loss of the last 7 days (a loss of at least ₺10,00). Once a week; wager it once within 7 days.',
    },
  },
  {
    code: 'birthday',
    wageringMultiplier: 3,
    validDays: 30,
    title: { tr: 'Doğum Günü Bonusu', en: 'Birthday Bonus' },
    terms: {
      tr: 'Doğum gününüzden itibaren 7 gün içinde ₺100,00. Yılda bir kez; 3 kat çevrim, 30 gün geçerlidir.',
      en: '₺100,00 within 7 days from your birthday. Once a year; wager 3 times the bonus within 30 days.',
    },
  },
];

export function offerByCode(code: string): OfferDefinition | undefined {
  return OFFERS.find((o) => o.code === code);
}

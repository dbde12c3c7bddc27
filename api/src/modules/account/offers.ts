import { formatMoney } from '@oyna/contracts';
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

const FIRST_DEPOSIT_WAGERING = 5;
const FIRST_DEPOSIT_VALID_DAYS = 30;
const CASHBACK_WAGERING = 1;
const CASHBACK_VALID_DAYS = 7;
const BIRTHDAY_WAGERING = 3;
const BIRTHDAY_VALID_DAYS = 30;

const lira = (minor: number) => formatMoney(minor / 100);

/**
 * The terms are written from the figures the service pays by, so a figure changes in one place;
 * the /promotions texts repeat them (migration 0032, promotion-terms.test.ts keeps them equal).
 */
export const OFFERS: readonly OfferDefinition[] = [
  {
    code: 'first_deposit',
    wageringMultiplier: FIRST_DEPOSIT_WAGERING,
    validDays: FIRST_DEPOSIT_VALID_DAYS,
    title: { tr: 'İlk Yatırım Bonusu', en: 'First Deposit Bonus' },
    terms: {
      tr: `İlk yatırımınızın %${FIRST_DEPOSIT_PERCENT}’ü, en fazla ${lira(FIRST_DEPOSIT_MAX_MINOR)}. Bir kez alınabilir; bonusun ${FIRST_DEPOSIT_WAGERING} katı çevrim şartı vardır, ${FIRST_DEPOSIT_VALID_DAYS} gün geçerlidir.`,
      en: `${FIRST_DEPOSIT_PERCENT}% of your first deposit, at most ${lira(FIRST_DEPOSIT_MAX_MINOR)}. Once per player; wager the bonus ${FIRST_DEPOSIT_WAGERING}× within ${FIRST_DEPOSIT_VALID_DAYS} days.`,
    },
  },
  {
    code: 'weekly_cashback',
    wageringMultiplier: CASHBACK_WAGERING,
    validDays: CASHBACK_VALID_DAYS,
    title: { tr: 'Haftalık Kayıp Bonusu', en: 'Weekly Loss Cashback' },
    terms: {
      tr: `Son ${CASHBACK_DAYS} gündeki net casino kaybınızın %${CASHBACK_PERCENT}’u (en az ${lira(CASHBACK_MIN_LOSS_MINOR)} kayıp). Haftada bir kez; bonusun ${CASHBACK_WAGERING} katı çevrim, ${CASHBACK_VALID_DAYS} gün geçerlidir.`,
      en: `${CASHBACK_PERCENT}% of your net casino loss of the last ${CASHBACK_DAYS} days (a loss of at least ${lira(CASHBACK_MIN_LOSS_MINOR)}). Once a week; wager the bonus ${CASHBACK_WAGERING}× within ${CASHBACK_VALID_DAYS} days.`,
    },
  },
  {
    code: 'birthday',
    wageringMultiplier: BIRTHDAY_WAGERING,
    validDays: BIRTHDAY_VALID_DAYS,
    title: { tr: 'Doğum Günü Bonusu', en: 'Birthday Bonus' },
    terms: {
      tr: `Doğum gününüzden itibaren ${BIRTHDAY_WINDOW_DAYS} gün içinde ${lira(BIRTHDAY_MINOR)}. Yılda bir kez; bonusun ${BIRTHDAY_WAGERING} katı çevrim, ${BIRTHDAY_VALID_DAYS} gün geçerlidir.`,
      en: `${lira(BIRTHDAY_MINOR)} within ${BIRTHDAY_WINDOW_DAYS} days from your birthday. Once a year; wager the bonus ${BIRTHDAY_WAGERING}× within ${BIRTHDAY_VALID_DAYS} days.`,
    },
  },
];

export function offerByCode(code: string): OfferDefinition | undefined {
  return OFFERS.find((o) => o.code === code);
}

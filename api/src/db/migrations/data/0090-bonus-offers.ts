/**
 * The offers as first recorded (migration 0090): the figures Claim Bonus paid by and /promotions
 * promised (migration 0032), now with the terms that make bonus money behave like money — what
 * each product counts toward the wagering, the maximum bet while the bonus is active and the most
 * it can become as cash. Ops edit them afterwards through the admin api.
 */
export interface BonusOfferSeed {
  code: string;
  kind: 'trial' | 'first_deposit' | 'weekly_cashback' | 'birthday' | 'manual';
  title_tr: string;
  title_en: string;
  percent: number | null;
  amount_minor: number | null;
  cap_minor: number | null;
  minimum_minor: number | null;
  window_days: number | null;
  wagering_multiplier: number;
  contributions: Record<'slots' | 'table' | 'live' | 'crash' | 'bingo' | 'sports', number>;
  sports_min_odds_milli: number;
  max_bet_minor: number | null;
  max_conversion_minor: number | null;
  valid_days: number;
  sort: number;
}

/** Slots and bingo count in full, crash half, table and live games a tenth; sports in full. */
const CONTRIBUTIONS = { slots: 100, bingo: 100, crash: 50, table: 10, live: 10, sports: 100 };

export const BONUS_OFFER_SEED: BonusOfferSeed[] = [
  {
    // The trial bonus of registration (spec §4): its amount is the site setting (cms
    // trial_bonus_minor, 0 switches it off); wager it once within 7 days.
    code: 'trial',
    kind: 'trial',
    title_tr: 'Deneme Bonusu',
    title_en: 'Trial Bonus',
    percent: null,
    amount_minor: null,
    cap_minor: null,
    minimum_minor: null,
    window_days: null,
    wagering_multiplier: 1,
    contributions: CONTRIBUTIONS,
    sports_min_odds_milli: 1500,
    max_bet_minor: 2_000,
    max_conversion_minor: 10_000,
    valid_days: 7,
    sort: 0,
  },
  {
    code: 'first_deposit',
    kind: 'first_deposit',
    title_tr: 'İlk Yatırım Bonusu',
    title_en: 'First Deposit Bonus',
    percent: 100,
    amount_minor: null,
    cap_minor: 50_000,
    minimum_minor: null,
    window_days: null,
    wagering_multiplier: 5,
    contributions: CONTRIBUTIONS,
    sports_min_odds_milli: 1500,
    max_bet_minor: 5_000,
    max_conversion_minor: null,
    valid_days: 30,
    sort: 1,
  },
  {
    code: 'weekly_cashback',
    kind: 'weekly_cashback',
    title_tr: 'Haftalık Kayıp Bonusu',
    title_en: 'Weekly Loss Cashback',
    percent: 10,
    amount_minor: null,
    cap_minor: null,
    minimum_minor: 1_000,
    window_days: 7,
    wagering_multiplier: 1,
    contributions: CONTRIBUTIONS,
    sports_min_odds_milli: 1500,
    max_bet_minor: 5_000,
    max_conversion_minor: null,
    valid_days: 7,
    sort: 2,
  },
  {
    code: 'birthday',
    kind: 'birthday',
    title_tr: 'Doğum Günü Bonusu',
    title_en: 'Birthday Bonus',
    percent: null,
    amount_minor: 10_000,
    cap_minor: null,
    minimum_minor: null,
    window_days: 7,
    wagering_multiplier: 3,
    contributions: CONTRIBUTIONS,
    sports_min_odds_milli: 1500,
    max_bet_minor: 5_000,
    max_conversion_minor: null,
    valid_days: 30,
    sort: 3,
  },
  {
    // What ops grant by hand (a goodwill gesture, a complaint settled): amount set per grant.
    code: 'goodwill',
    kind: 'manual',
    title_tr: 'Hediye Bonus',
    title_en: 'Goodwill Bonus',
    percent: null,
    amount_minor: null,
    cap_minor: 100_000,
    minimum_minor: null,
    window_days: null,
    wagering_multiplier: 1,
    contributions: CONTRIBUTIONS,
    sports_min_odds_milli: 1500,
    max_bet_minor: 5_000,
    max_conversion_minor: null,
    valid_days: 14,
    sort: 4,
  },
];

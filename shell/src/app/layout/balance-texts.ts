import type { Locale } from '@oyna/contracts';

/**
 * The header breakdown's own words (spec §1 promotions and bonuses: cash and bonus money shown
 * apart, in tr and en). The shell's texts live in the contracts' catalog (docs/decisions/004);
 * until it carries `auth.header.cash` / `auth.header.bonus`, the breakdown keeps them here.
 */
const TEXTS = {
  cash: { tr: 'Nakit', en: 'Cash' },
  bonus: { tr: 'Bonus', en: 'Bonus' },
  total: { tr: 'Toplam', en: 'Total' },
  breakdown: { tr: 'Bakiye dökümü', en: 'Balance breakdown' },
  withdrawable: { tr: 'Yalnızca nakit çekilebilir.', en: 'Only cash can be withdrawn.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type BalanceText = keyof typeof TEXTS;

/** The text in the page's language (tr for anything that is not English). */
export function balanceText(key: BalanceText, locale: string): string {
  return TEXTS[key][locale.startsWith('en') ? 'en' : 'tr'];
}

import type { IntlShape } from 'react-intl';

/** An amount in lira as the interface language writes it, always with ₺ (₺1.234,50 / ₺1,234.50). */
export const money = (intl: IntlShape, amount: number) =>
  intl.formatNumber(amount, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
  });

/** A moment, day and time, in the interface language. */
export const when = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });

/** spec §3 transaction type: a withdrawal (2), else a bank transfer deposit waiting for us. */
export const kindOf = (type: number) =>
  type === 2 ? ('bo.cashier.withdraw' as const) : ('bo.cashier.deposit' as const);

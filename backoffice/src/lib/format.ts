import type { IntlShape } from 'react-intl';

/** An amount in lira as the interface language writes it (₺1.234,50 / ₺1,234.50: the sign in both). */
export const money = (intl: IntlShape, amount: number) =>
  intl.formatNumber(amount, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
  });

/** A moment, day and time, in the interface language. */
export const when = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });

/**
 * A day of the back office (YYYY-MM-DD, already Europe/Istanbul's) written in the interface
 * language; read at noon UTC so that no time zone moves it to the day before or after.
 */
export const dayText = (intl: IntlShape, day: string) =>
  intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** spec §9 odds are kept in thousandths (1850 = 1.85). */
export const odds = (intl: IntlShape, oddsMilli: number) =>
  intl.formatNumber(oddsMilli / 1000, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Today, YYYY-MM-DD, in `timeZone` (the back office counts its days in Europe/Istanbul). */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out; calendar arithmetic in UTC). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

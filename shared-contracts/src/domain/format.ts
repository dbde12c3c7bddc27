import type { Locale } from '../i18n/define';
import {
  CURRENCY_DECIMALS,
  CURRENCY_LOCALE,
  CURRENCY_SYMBOL,
  PHONE_MASK,
  PHONE_PREFIX,
  UNREAD_BADGE_MAX,
} from './constants';

const money = new Intl.NumberFormat(CURRENCY_LOCALE, {
  minimumFractionDigits: CURRENCY_DECIMALS,
  maximumFractionDigits: CURRENCY_DECIMALS,
});

/**
 * A lira amount for display: '₺1.234,50'. spec §9 fixes the currency display to the Turkish
 * lira prefix, locale tr-TR and 2 decimals, in every interface language (the English pages show
 * the tr-TR format too), so `locale` does not change the output; it is accepted
 * so that call sites pass the interface language and stay correct if that rule ever changes.
 */
export function formatMoney(amount: number, _locale?: Locale | string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const text = money.format(Math.abs(value));
  // Rounding can turn -0.004 into 0,00: no minus sign in front of a zero.
  const negative = value < 0 && text !== money.format(0);
  return `${negative ? '-' : ''}${CURRENCY_SYMBOL}${text}`;
}

function pad(value: string | number, width: number): string {
  return String(value).trim().padStart(width, '0');
}

/**
 * spec §3: birthDate is year-month-day composed from the day, month and year boxes
 * ('7', '3', '1990' → '1990-03-07').
 */
export function composeBirthDate(
  day: string | number,
  month: string | number,
  year: string | number,
): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** spec §2/§9: the unread badge shows the count, '9+' at 9 or more, nothing at 0. */
export function unreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count >= UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** Only the digits of a masked input ('(555) 123 45 67' → '5551234567', '12-34-56' → '123456'). */
export function digitsOf(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

/**
 * spec §2/§9: the phone is typed as 10 masked digits after the fixed prefix 90; the payload
 * carries the prefix ('555 123 45 67' → '905551234567'). A value already carrying the prefix
 * beyond the 10 local digits is kept as it is.
 */
export function phoneWithPrefix(localOrFull: string): string {
  const digits = digitsOf(localOrFull);
  if (digits.length > 10 && digits.startsWith(PHONE_PREFIX)) return digits;
  return `${PHONE_PREFIX}${digits}`;
}

/** The 10 local digits of a stored phone, for the masked input (inverse of phoneWithPrefix). */
export function phoneWithoutPrefix(phone: string): string {
  const digits = digitsOf(phone);
  return digits.length > 10 && digits.startsWith(PHONE_PREFIX)
    ? digits.slice(PHONE_PREFIX.length)
    : digits;
}

/**
 * A phone for reading, grouped by the one phone mask after the prefix (spec §9):
 * '905551234567' → '+90 555 123 45 67', as the masked field shows it.
 */
export function formatPhone(phone: string): string {
  const digits = [...phoneWithoutPrefix(phone)];
  let grouped = '';
  for (const slot of PHONE_MASK) {
    if (digits.length === 0) break;
    grouped += slot === '0' ? digits.shift() : slot;
  }
  return `+${PHONE_PREFIX} ${grouped}${digits.join('')}`;
}

import { formatMoney } from '@oyna/contracts';

/** spec §9: amounts in Turkish lira, tr-TR, two decimals, whatever the page's language. */
export const money = (amount: number) => formatMoney(amount);

const pad = (n: number) => String(n).padStart(2, '0');

/** spec §2: times shown day.month.year hour:minute, in the browser's time zone. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A calendar day YYYY-MM-DD shown day.month.year. */
export function dayOf(isoDay: string): string {
  const [y, m, d] = isoDay.slice(0, 10).split('-');
  return y && m && d ? `${d}.${m}.${y}` : isoDay;
}

/** Today and 29 days before, YYYY-MM-DD (the default period of the lists: the last 30 days). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const from = new Date(now);
  from.setDate(from.getDate() - (days - 1));
  return { from: local(from), to: local(now) };
}

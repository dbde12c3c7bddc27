import { formatMoney } from '@oyna/contracts';

/** Kuruş → '₺1.234,50' (spec §9: lira prefix, tr-TR, 2 decimals, in both languages). */
export function money(minor: number): string {
  return formatMoney(minor / 100);
}

/** Hundredths of a multiplier → '2,37×' (tr) / '2.37×' (en). */
export function multiplier(x100: number, language: 'tr' | 'en'): string {
  const text = (x100 / 100).toFixed(2);
  return `${language === 'tr' ? text.replace('.', ',') : text}×`;
}

export function percent(rate: number, language: 'tr' | 'en'): string {
  const text = (rate * 100).toFixed(2);
  return language === 'tr' ? `%${text.replace('.', ',')}` : `${text} %`;
}

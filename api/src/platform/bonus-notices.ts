import { NotificationType, formatMoney } from '@oyna/contracts';
import { minorToAmount } from '../lib/money';
import type { ApiLocale } from '../lib/messages';
import type { BonusEvent } from './bonus-records';
import type { NewNotification } from './notification-queries';
import { notificationInEachLanguage } from './notifications';

type Words = Record<ApiLocale, (amount: string) => { title: string; note: string }>;

/** What a player is told when their bonus changes (spec §3 notification type Bonus4), tr and en. */
const WORDS: Record<'converted' | 'expired' | 'cancelled' | 'self_exclusion', Words> = {
  converted: {
    tr: (a) => ({
      title: 'Bonus nakde dönüştü',
      note: `Çevrim şartını tamamladınız: ${a} nakit bakiyenize eklendi.`,
    }),
    en: (a) => ({
      title: 'Bonus turned into cash',
      note: `You met the wagering requirement: ${a} was added to your cash balance.`,
    }),
  },
  expired: {
    tr: (a) => ({
      title: 'Bonusun süresi doldu',
      note: `Bonusunuzun süresi çevrim şartı tamamlanmadan doldu; ${a} bonus bakiyesi silindi. Nakit bakiyeniz korunur.`,
    }),
    en: (a) => ({
      title: 'Bonus expired',
      note: `Your bonus expired before its wagering was met; ${a} of bonus money was removed. Your cash stays.`,
    }),
  },
  cancelled: {
    tr: (a) => ({
      title: 'Bonus iptal edildi',
      note: `Bonusunuz iptal edildi; ${a} bonus bakiyesi silindi. Nakit bakiyeniz korunur.`,
    }),
    en: (a) => ({
      title: 'Bonus cancelled',
      note: `Your bonus was cancelled; ${a} of bonus money was removed. Your cash stays.`,
    }),
  },
  self_exclusion: {
    tr: (a) => ({
      title: 'Bonus iptal edildi',
      note: `Kendinizi oyundan uzaklaştırdığınız için bonusunuz iptal edildi; ${a} bonus bakiyesi silindi. Nakit bakiyeniz korunur.`,
    }),
    en: (a) => ({
      title: 'Bonus cancelled',
      note: `Your bonus was cancelled because you excluded yourself; ${a} of bonus money was removed. Your cash stays.`,
    }),
  },
};

/** The Bonus notification of a bonus event, written in every language (read in the player's). */
export function bonusNotification(event: BonusEvent, locale: ApiLocale = 'tr'): NewNotification {
  const words =
    event.kind === 'converted'
      ? WORDS.converted
      : event.closing.status === 'expired'
        ? WORDS.expired
        : event.closing.reason === 'self_exclusion'
          ? WORDS.self_exclusion
          : WORDS.cancelled;
  return {
    type: NotificationType.Bonus,
    ...notificationInEachLanguage(locale, (each) =>
      words[each](formatMoney(minorToAmount(event.amountMinor), each)),
    ),
  };
}

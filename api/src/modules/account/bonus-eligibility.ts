import { formatMoney } from '@oyna/contracts';
import type { ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { BonusOfferRow } from '../bonus';
import { DAY_MS, isoWeek } from './history';
import type { BonusRequestQueries } from './queries';

export interface Eligibility {
  amountMinor: number;
  periodKey: string;
  reason: ApiMessageKey | null;
  /** The figures the reason names ({days}, {amount}). */
  values: Record<string, string | number>;
}

const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * Whether a player may request `offer` now and what it would credit (spec §2 claim-bonus), from the
 * offer's record (migration 0090 `bonus_offer`): a first deposit's percent up to the cap; the
 * cashback's percent of the window's net CASH casino loss from the minimum on (bonus money lost
 * is not paid back), up to the cap; the birthday's amount within its window. An offer is taken
 * once per period (once; the ISO week; the birthday's year).
 */
export async function offerEligibility(
  queries: Pick<BonusRequestQueries, 'firstDepositMinor' | 'casinoLossMinor'>,
  offer: BonusOfferRow,
  playerId: number,
  birthDate: string,
  taken: { offer_code: string; period_key: string }[],
  now: Date,
): Promise<Eligibility> {
  let amountMinor = 0;
  let periodKey = 'once';
  let reason: ApiMessageKey | null = null;
  const values: Record<string, string | number> = {};
  const percent = num(offer.percent) ?? 0;
  const cap = num(offer.cap_minor);
  const capped = (minor: number) => (cap === null ? minor : Math.min(cap, minor));
  if (offer.kind === 'first_deposit') {
    const first = await queries.firstDepositMinor(playerId);
    if (first === null) reason = 'server.account.offer.noDeposit';
    else amountMinor = capped(Math.floor((Number(first) * percent) / 100));
  } else if (offer.kind === 'weekly_cashback') {
    periodKey = isoWeek(now);
    const days = num(offer.window_days) ?? 7;
    const minimum = num(offer.minimum_minor) ?? 0;
    const loss = await queries.casinoLossMinor(
      playerId,
      new Date(now.getTime() - days * DAY_MS).toISOString(),
    );
    if (loss <= 0 || loss < minimum) {
      reason = 'server.account.offer.noLoss';
      values.days = days;
      values.amount = formatMoney(minorToAmount(Math.max(minimum, 1)));
    } else amountMinor = capped(Math.floor((loss * percent) / 100));
  } else if (offer.kind === 'birthday') {
    // The birthday of this year (or of last year, early in January) within the window.
    const days = num(offer.window_days) ?? 7;
    const [, month, dayOfMonth] = birthDate.split('-').map(Number);
    let found: number | null = null;
    for (const year of [now.getUTCFullYear(), now.getUTCFullYear() - 1]) {
      const birthday = Date.UTC(year, (month ?? 1) - 1, dayOfMonth ?? 1);
      const since = Math.floor((now.getTime() - birthday) / DAY_MS);
      if (since >= 0 && since < days) found = year;
    }
    if (found === null) {
      reason = 'server.account.offer.notBirthday';
      values.days = days;
    } else {
      periodKey = String(found);
      amountMinor = capped(num(offer.amount_minor) ?? 0);
    }
  } else {
    reason = 'server.account.offer.unknown';
  }
  if (!reason && taken.some((t) => t.offer_code === offer.code && t.period_key === periodKey)) {
    reason = 'server.account.offer.alreadyRequested';
  }
  if (!reason && amountMinor <= 0) reason = 'server.account.offer.nothingToCredit';
  return { amountMinor: reason ? 0 : amountMinor, periodKey, reason, values };
}

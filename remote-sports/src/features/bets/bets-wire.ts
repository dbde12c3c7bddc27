import { request, type Bet, type Locale, type LocalizedText, selectTyped } from '@oyna/contracts';
import { selectSportsLocale } from '../../lib/locale';
import type { BetStatus, LegStatus, MyBet } from './bets-slice';

const textIn = (text: LocalizedText, locale: Locale) => text[locale] || text.tr;

function betStatus(status: Bet['status']): BetStatus {
  switch (status) {
    case 'pending':
      return 'pending';
    case 'won':
      return 'won';
    case 'lost':
      return 'lost';
    case 'void':
    case 'rejected':
      return 'void';
    case 'cashed_out':
      return 'cashedOut';
    default:
      return 'open';
  }
}

function legStatus(status: Bet['legs'][number]['status']): LegStatus {
  if (status === 'won') return 'won';
  if (status === 'lost') return 'lost';
  if (status === 'void' || status === 'push') return 'void';
  return 'open';
}

export function toMyBet(b: Bet, locale: Locale, cashOut: number | null): MyBet {
  return {
    id: b.id,
    kind: b.kind,
    placedAt: b.placedAt,
    stake: b.stake,
    odds: b.odds,
    potentialReturn: b.potentialReturn,
    paid: b.payout,
    status: betStatus(b.status),
    legs: b.legs.map((l) => ({
      eventName: l.eventName,
      marketName: textIn(l.marketName, locale),
      selectionName: textIn(l.selectionName, locale),
      odds: l.odds,
      status: legStatus(l.status),
    })),
    cashOut,
  };
}

export type CashOutOutcome =
  | { kind: 'done'; bet: MyBet | null; paid: number; balance: number }
  | { kind: 'moved'; value: number }
  | { kind: 'refused'; message: string };

/** Cash out at the value the player confirmed (`sports/cashout`); refused if it moved. */
export function* cashOutBet(
  betId: number,
  value: number,
): Generator<unknown, CashOutOutcome, unknown> {
  const locale = yield* selectTyped(selectSportsLocale);
  const r = yield* request('cashout', { betId, value }, { errorToast: false });
  if (!r.ok) return { kind: 'refused', message: r.message };
  const result = r.data;
  if (result.cashedOut) {
    return {
      kind: 'done',
      bet: result.bet ? toMyBet(result.bet, locale, null) : null,
      paid: result.bet?.payout ?? value,
      balance: result.balance,
    };
  }
  if (result.quote.available) return { kind: 'moved', value: result.quote.value };
  return { kind: 'refused', message: result.quote.reason ?? '' };
}

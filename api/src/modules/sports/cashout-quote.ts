import type { BetLegStatus, CashoutQuote } from '@oyna/contracts';
import { apiMessage, type ApiLocale, type ApiMessageKey } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import { legState } from './bet-model';
import { cashoutValueMinor } from './odds';
import type { BetRow, Current, LegRow } from './queries/bets';

/**
 * The value a bet can be cashed out at now (notes › Cash-out): none unless it is open, none while
 * an open leg cannot be booked, else the contracts' value at the book's margin.
 */
export function quoteOf(
  bet: BetRow,
  legs: LegRow[],
  current: Map<number, Current>,
  locale: ApiLocale,
  marginBp: number,
): CashoutQuote {
  const no = (key: ApiMessageKey): CashoutQuote => ({
    betId: bet.id,
    available: false,
    value: 0,
    reason: apiMessage(locale, key),
  });
  if (bet.status !== 'open') return no('server.sports.cashoutClosed');
  const open = legs.filter((l) => l.status === 'open');
  if (open.some((l) => legState(current.get(l.selection_id)) !== undefined))
    return no('server.sports.cashoutSuspended');
  const value = cashoutValueMinor(
    bet.stake_minor,
    legs.map((l) => ({
      oddsMilli: l.odds_milli,
      currentMilli: current.get(l.selection_id)?.oddsMilli ?? l.odds_milli,
      status: l.status as BetLegStatus,
    })),
    marginBp,
  );
  if (value === null || value <= 0) return no('server.sports.cashoutClosed');
  return { betId: bet.id, available: true, value: minorToAmount(value), reason: null };
}

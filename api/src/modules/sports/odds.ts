import type { OddsRule } from '@oyna/contracts';

/**
 * The sportsbook's arithmetic lives in @oyna/contracts (domain/bet-maths.ts), one copy for the
 * slip and the book: a return is floor(stake in kuruş × the exact product of the odds), and so
 * are settlement and cash-out. Here only what the book alone needs.
 */
export {
  cashoutValueMinor,
  comboOddsMilli,
  MARGIN_SCALE,
  milliToOdds,
  ODDS_SCALE,
  oddsToMilli,
  returnMinor,
  settleBet as settle,
  type BetOutcome,
  type Settlement,
} from '@oyna/contracts';

/** Whole hundredths (how prices are quoted and shown: two decimals). */
export function roundOddsMilli(milli: number): number {
  return Math.max(1010, Math.round(milli / 10) * 10);
}

/**
 * The odds-change acceptance rule (notes › Odds changing while the slip is open; Sportradar MTS):
 * `none` takes only the odds the player saw, `higher` also a rise, `any` the current odds.
 * Returns the odds to book, or null when the change is outside the rule.
 */
export function acceptOdds(rule: OddsRule, seenMilli: number, currentMilli: number): number | null {
  if (currentMilli === seenMilli) return currentMilli;
  if (rule === 'any') return currentMilli;
  if (rule === 'higher' && currentMilli > seenMilli) return currentMilli;
  return null;
}

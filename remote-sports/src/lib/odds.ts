/**
 * Odds for display (sportsbook notes › Odds and returns). The sums — a combo's product, a
 * return — are @oyna/contracts' (domain/bet-maths.ts), the same functions the api books with,
 * so the slip shows what the bet row will record.
 */

/** Decimal odds with two decimals, in every interface language ('1.85'). */
export function formatOdds(odds: number): string {
  return Number.isFinite(odds) ? odds.toFixed(2) : '—';
}

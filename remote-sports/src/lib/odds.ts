/**
 * Odds arithmetic for display (sportsbook notes › Odds and returns): decimal odds include the
 * stake, a combo's odds are the product of its legs, return = stake × odds. The server computes
 * what is booked; these numbers are what the slip shows before it asks.
 */

/** Decimal odds with two decimals, in every interface language ('1.85'). */
export function formatOdds(odds: number): string {
  return Number.isFinite(odds) ? odds.toFixed(2) : '—';
}

/** A combo's odds: the product of its legs' odds, kept to two decimals as shown. */
export function comboOdds(legs: readonly number[]): number {
  if (legs.length === 0) return 0;
  const product = legs.reduce((acc, odds) => acc * odds, 1);
  return Math.round(product * 100) / 100;
}

/** stake × odds in lira, rounded down to the kuruş (a return is never shown above what is paid). */
export function potentialReturn(stake: number | undefined, odds: number): number {
  if (stake === undefined || !Number.isFinite(stake) || stake <= 0 || !(odds > 0)) return 0;
  return Math.floor(Math.round(stake * 100) * odds + 1e-6) / 100;
}

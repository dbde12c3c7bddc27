import type { BetLegStatus, OddsRule } from '@oyna/contracts';

/**
 * The sportsbook's arithmetic (shared notes › sportsbook.md › Odds and returns, Settlement,
 * Cash-out), in integers only: odds are thousandths (1.85 → 1850), money is kuruş. Products of
 * several odds are BigInt so a 15-leg combo never loses a digit; every division rounds down
 * (the book never pays a fraction of a kuruş it does not owe).
 */
export const ODDS_SCALE = 1000;

/** Decimal odds from the wire (at most three decimals) → thousandths. */
export function oddsToMilli(odds: number): number {
  return Math.round(odds * ODDS_SCALE);
}

/** Thousandths → decimal odds on the wire. */
export function milliToOdds(milli: number): number {
  return milli / ODDS_SCALE;
}

/** Whole hundredths (how prices are quoted and shown: two decimals). */
export function roundOddsMilli(milli: number): number {
  return Math.max(1010, Math.round(milli / 10) * 10);
}

/**
 * Combined odds of a combo: the product of the legs' odds (notes: accumulator odds = product),
 * in thousandths, rounded down. A void or push leg counts as 1.000.
 */
export function comboOddsMilli(legs: readonly number[]): number {
  let product = 1n;
  let scale = 1n;
  for (const milli of legs) {
    product *= BigInt(milli);
    scale *= BigInt(ODDS_SCALE);
  }
  return Number((product * BigInt(ODDS_SCALE)) / scale);
}

/** Return of a stake at these legs' odds: stake × Π odds, rounded down to the kuruş. */
export function returnMinor(stakeMinor: number, legs: readonly number[]): number {
  let product = BigInt(stakeMinor);
  let scale = 1n;
  for (const milli of legs) {
    product *= BigInt(milli);
    scale *= BigInt(ODDS_SCALE);
  }
  return Number(product / scale);
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

export type BetOutcome = 'open' | 'won' | 'lost' | 'void';

export interface Settlement {
  outcome: BetOutcome;
  /** What the bet pays (win, or stake back when void); 0 when lost or still open. */
  payoutMinor: number;
}

/**
 * A bet's result from its legs (notes › Settlement): any lost leg → lost (even with legs open);
 * any open leg → open; void/push legs count as odds 1 (a single on a void leg and a combo of
 * only void legs return the stake: outcome void); otherwise won at the product of the rest.
 */
export function settle(
  stakeMinor: number,
  legs: readonly { oddsMilli: number; status: BetLegStatus }[],
): Settlement {
  if (legs.some((l) => l.status === 'lost')) return { outcome: 'lost', payoutMinor: 0 };
  if (legs.some((l) => l.status === 'open')) return { outcome: 'open', payoutMinor: 0 };
  const won = legs.filter((l) => l.status === 'won').map((l) => l.oddsMilli);
  if (won.length === 0) return { outcome: 'void', payoutMinor: stakeMinor };
  return { outcome: 'won', payoutMinor: returnMinor(stakeMinor, won) };
}

/** The cash-out margin as a fraction of 10 000 (0.95 → 9500), so the value stays integer. */
export const MARGIN_SCALE = 10_000;

/**
 * Cash-out value (notes › Cash-out, BETINGG): stake × Π(placed of won legs) ×
 * Π(placed / current of open legs) × margin, void/push legs counting 1; null when no cash-out
 * is possible (a lost leg, or no open leg left). Rounded down to the kuruş.
 */
export function cashoutValueMinor(
  stakeMinor: number,
  legs: readonly { oddsMilli: number; currentMilli: number; status: BetLegStatus }[],
  marginBp: number,
): number | null {
  if (legs.some((l) => l.status === 'lost')) return null;
  if (!legs.some((l) => l.status === 'open')) return null;
  let numerator = BigInt(stakeMinor) * BigInt(marginBp);
  let denominator = BigInt(MARGIN_SCALE);
  for (const leg of legs) {
    if (leg.status === 'won') {
      numerator *= BigInt(leg.oddsMilli);
      denominator *= BigInt(ODDS_SCALE);
    } else if (leg.status === 'open') {
      numerator *= BigInt(leg.oddsMilli);
      denominator *= BigInt(leg.currentMilli);
    }
  }
  return Number(numerator / denominator);
}

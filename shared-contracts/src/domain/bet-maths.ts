import type { BetLegStatus } from './enums';

/**
 * The sportsbook's arithmetic, one copy for the slip and the api (shared notes › sportsbook.md ›
 * Odds and returns, Settlement, Cash-out), in integers only: odds are thousandths (1.85 → 1850),
 * money is kuruş, products of several odds are BigInt so a 20-leg combo never loses a digit.
 *
 * The one rule: a bet returns floor(stake in kuruş × the exact product of its odds). The combined
 * odds shown on the slip (two decimals) are for reading only and never enter a sum; so the slip
 * shows ₺68,76 for ₺10 at 1.85 × 1.77 × 2.10 (6.87645, shown 6.88), and the book pays ₺68,76.
 * Every division rounds down: the book never pays a fraction of a kuruş it does not owe.
 */
export const ODDS_SCALE = 1000;

/** The cash-out margin as a fraction of 10 000 (0.95 → 9500), so the value stays integer. */
export const MARGIN_SCALE = 10_000;

/** Decimal odds (at most three decimals, as the wire carries them) → thousandths. */
export function oddsToMilli(odds: number): number {
  return Math.round(odds * ODDS_SCALE);
}

/** Thousandths → decimal odds on the wire. */
export function milliToOdds(milli: number): number {
  return milli / ODDS_SCALE;
}

/** A stake in lira (two decimals) → kuruş, shifting the decimal point in the text (1.005 × 100 is 100.4999…). */
export function stakeToMinor(lira: number): number {
  const text = Math.abs(lira).toString();
  const scaled = text.includes('e') ? Math.abs(lira) * 100 : Number(`${text}e2`);
  return Math.sign(lira) * Math.round(scaled) || 0;
}

/** Π odds as an exact fraction: numerator / denominator. */
function product(legsMilli: readonly number[]): { numerator: bigint; denominator: bigint } {
  let numerator = BigInt(1);
  let denominator = BigInt(1);
  for (const milli of legsMilli) {
    numerator *= BigInt(milli);
    denominator *= BigInt(ODDS_SCALE);
  }
  return { numerator, denominator };
}

/**
 * Combined odds of a bet: the product of its legs' odds (notes: accumulator odds = product), in
 * thousandths, rounded down — what a bet row records. A void or push leg counts as 1.000.
 */
export function comboOddsMilli(legsMilli: readonly number[]): number {
  const { numerator, denominator } = product(legsMilli);
  return Number((numerator * BigInt(ODDS_SCALE)) / denominator);
}

/**
 * The combined odds the slip shows: the exact product rounded to two decimals (half up). For
 * reading only; a return is never computed from it (returnMinor).
 */
export function shownComboOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0;
  if (odds.some((o) => !(o > 0) || !Number.isFinite(o))) return Number.NaN;
  const { numerator, denominator } = product(odds.map(oddsToMilli));
  const hundredths = (numerator * BigInt(200) + denominator) / (BigInt(2) * denominator);
  return Number(hundredths) / 100;
}

/** The return of a stake at these odds: floor(stake × Π odds) in kuruş (stake included). */
export function returnMinor(stakeMinor: number, legsMilli: readonly number[]): number {
  const { numerator, denominator } = product(legsMilli);
  return Number((BigInt(stakeMinor) * numerator) / denominator);
}

/**
 * The slip's potential return in lira for a stake in lira at decimal odds: the same rule as the
 * booking (returnMinor), so what the slip shows is what the bet row records, to the kuruş.
 * 0 while the stake is missing or not positive.
 */
export function potentialReturn(stake: number | undefined, odds: readonly number[]): number {
  if (stake === undefined || !Number.isFinite(stake) || stake <= 0 || odds.length === 0) return 0;
  if (odds.some((o) => !(o > 0) || !Number.isFinite(o))) return 0;
  return returnMinor(stakeToMinor(stake), odds.map(oddsToMilli)) / 100;
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
 * only void legs return the stake: outcome void); otherwise won at the product of the rest, by
 * the one rule (returnMinor).
 */
export function settleBet(
  stakeMinor: number,
  legs: readonly { oddsMilli: number; status: BetLegStatus }[],
): Settlement {
  if (legs.some((l) => l.status === 'lost')) return { outcome: 'lost', payoutMinor: 0 };
  if (legs.some((l) => l.status === 'open')) return { outcome: 'open', payoutMinor: 0 };
  const won = legs.filter((l) => l.status === 'won').map((l) => l.oddsMilli);
  if (won.length === 0) return { outcome: 'void', payoutMinor: stakeMinor };
  return { outcome: 'won', payoutMinor: returnMinor(stakeMinor, won) };
}

/**
 * Cash-out value (notes › Cash-out, BETINGG): floor(stake × Π(placed of won legs) ×
 * Π(placed / current of open legs) × margin) in kuruş, void/push legs counting 1, as one exact
 * fraction; null when no cash-out is possible (a lost leg, or no open leg left).
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

import type { BonusContributions, BonusProduct, BonusTerms } from '@oyna/contracts';
import type { GrantedTerms } from '../../db/tables/wallet';
import { minorToAmount } from '../../lib/money';
import type { AdminOfferRow } from './admin-queries';

/**
 * An offer record's terms as a grant copies them and as ops read them (migration 0090:
 * `bonus_offer` is the one record of each offer's terms; a granted bonus keeps a copy).
 */
const PRODUCTS: readonly BonusProduct[] = ['slots', 'bingo', 'crash', 'table', 'live', 'sports'];

const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Every product's percent, 0–100 (a product the record does not name counts 0 %). */
export function contributionsOf(raw: unknown): BonusContributions {
  const source = (typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? {})) as Record<
    string,
    unknown
  >;
  const out = {} as BonusContributions;
  for (const product of PRODUCTS) {
    const value = Number(source[product] ?? 0);
    out[product] = Number.isFinite(value) ? Math.max(0, Math.min(100, value)) : 0;
  }
  return out;
}

/** The terms a bonus of this offer is granted under (a copy: later edits change new bonuses only). */
export function grantedTermsOf(offer: AdminOfferRow): GrantedTerms {
  return {
    wageringMultiplier: Number(offer.wagering_multiplier),
    contributions: contributionsOf(offer.contributions),
    sportsMinOddsMilli: Number(offer.sports_min_odds_milli),
    maxBetMinor: numOrNull(offer.max_bet_minor),
    maxConversionMinor: numOrNull(offer.max_conversion_minor),
    validDays: Number(offer.valid_days),
  };
}

/** Granted terms as the contracts speak them (lira, decimal odds). */
export function bonusTermsOf(terms: GrantedTerms): BonusTerms {
  const maxBet = numOrNull(terms.maxBetMinor);
  const maxConversion = numOrNull(terms.maxConversionMinor);
  return {
    wageringMultiplier: Number(terms.wageringMultiplier),
    contributions: contributionsOf(terms.contributions),
    sportsMinOdds: Number(terms.sportsMinOddsMilli) / 1000,
    maxBet: maxBet === null ? null : minorToAmount(maxBet),
    maxConversion: maxConversion === null ? null : minorToAmount(maxConversion),
    validDays: Number(terms.validDays),
  };
}

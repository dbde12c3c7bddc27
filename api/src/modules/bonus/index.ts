// The bonus domain as other modules see it: a module reaches another only through its index.
export { default as bonusModule } from './plugin';
// The bonus desk's cost query, which the back office's reports reuse (one definition of cost).
export { BonusAdminQueries } from './admin-queries';
export {
  BONUS_PRODUCTS,
  BonusOfferRecords,
  CLAIMABLE_KINDS,
  bonusTermsOf,
  contributionsOf,
  grantedTermsOf,
  offerBonusTerms,
  offerTermsText,
  offerTitle,
  type BonusOfferRow,
  type TermsTextOptions,
} from './offer-records';

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@oyna/ui/router';
import type { PromotionOffer } from '@oyna/contracts';

/**
 * A bonus promotion's terms (spec §1 promotions and bonuses): the offer record's terms in plain
 * words — the same text Claim Bonus shows for that offer — and, for an offer players request,
 * a link to /dashboard/claim-bonus. The text arrives with the promotion, so nothing moves later.
 */
export function PromotionTerms({
  offer,
  headingLevel = 3,
  promotionTitle,
}: {
  offer: PromotionOffer;
  headingLevel?: 2 | 3;
  /** Names the claim link's target for screen readers when several cards show one. */
  promotionTitle: string;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `promotion-terms-${offer.code}-${headingLevel}`;
  return (
    <section
      className="promotion-terms"
      aria-labelledby={headingId}
      data-testid="promotion-terms"
      data-offer={offer.code}
    >
      <Heading id={headingId} className="promotion-terms__heading">
        <FormattedMessage id="content.promotions.terms" />
      </Heading>
      <p className="promotion-terms__text" data-testid="promotion-terms-text">
        {offer.terms}
      </p>
      {offer.claimable ? (
        <Link
          className="promotion-terms__claim"
          to="/dashboard/claim-bonus"
          aria-label={`${intl.formatMessage({ id: 'content.promotions.claim' })}: ${promotionTitle}`}
        >
          <FormattedMessage id="content.promotions.claim" />
        </Link>
      ) : null}
    </section>
  );
}

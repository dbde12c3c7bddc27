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
  place,
  promotionTitle,
  onClaim,
}: {
  offer: PromotionOffer;
  /**
   * On a card the label names the region only (the card's one heading stays its title); in the
   * detail dialog it is a heading below the dialog's title.
   */
  place: 'card' | 'detail';
  /** Names the claim link's target for screen readers when several cards show one. */
  promotionTitle: string;
  /** Runs as the claim link is followed (the detail dialog closes). */
  onClaim?: () => void;
}) {
  const intl = useIntl();
  const Heading = place === 'detail' ? 'h3' : 'p';
  const headingId = `promotion-terms-${offer.code}-${place}`;
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
          onClick={onClaim}
          aria-label={`${intl.formatMessage({ id: 'content.promotions.claim' })}: ${promotionTitle}`}
        >
          <FormattedMessage id="content.promotions.claim" />
        </Link>
      ) : null}
    </section>
  );
}

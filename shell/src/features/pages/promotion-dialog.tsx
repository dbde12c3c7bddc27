import { useIntl } from 'react-intl';
import type { Promotion } from '@oyna/contracts';
import { Dialog } from '../../components/dialog/dialog';
import { PromotionTerms } from './promotion-terms';
import { SafeHtml } from './safe-html';

/**
 * spec §2 promotion detail dialog: the second image, the title, the HTML description; a bonus
 * promotion's offer terms below it (spec §1 promotions and bonuses).
 */
export function PromotionDialog({
  promotion,
  onClose,
}: {
  promotion: Promotion;
  onClose: () => void;
}) {
  const intl = useIntl();
  const detail = promotion.images[1] ?? promotion.images[0];
  return (
    <Dialog title={promotion.title} size="medium" onClose={onClose}>
      <article className="promotion-detail" data-testid="promotion-detail">
        {detail ? (
          <img
            className="promotion-detail__image"
            src={detail.url}
            alt={intl.formatMessage({ id: 'content.promotions.details' }) + ': ' + promotion.title}
          />
        ) : null}
        <SafeHtml className="promotion-detail__text rich-text" html={promotion.description} />
        {promotion.offer ? (
          <PromotionTerms
            offer={promotion.offer}
            place="detail"
            onClaim={onClose}
            promotionTitle={promotion.title}
          />
        ) : null}
      </article>
    </Dialog>
  );
}

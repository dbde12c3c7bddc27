import { FormattedMessage } from 'react-intl';

/** /promotions (spec §2). */
export function PromotionsPage() {
  return (
    <section className="page promotions-page">
      <h1>
        <FormattedMessage id="route.promotions" />
      </h1>
      <p>
        <FormattedMessage id="promotions.lead" />
      </p>
    </section>
  );
}

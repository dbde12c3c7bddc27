import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPaymentRecord } from '@oyna/contracts';
import { money, when } from '../../lib/format';
import { kindOf } from './money';

/**
 * The player's recent activity beside a request: their other payments among the cashier's
 * latest (what adminPayments answers — confirmed, rejected and pending), newest first.
 */
export function Activity({ items }: { items: AdminPaymentRecord[] }) {
  const intl = useIntl();
  return (
    <section className="bo-activity" aria-labelledby="bo-activity-title">
      <h3 id="bo-activity-title">
        <FormattedMessage id="bo.cashier.activity" />
      </h3>
      {items.length === 0 ? (
        <p className="bo-dim">
          <FormattedMessage id="bo.cashier.activityNone" />
        </p>
      ) : (
        <ul className="bo-activity__list">
          {items.map((p) => (
            <li key={p.id} className="bo-activity__item">
              <span>
                <FormattedMessage id={kindOf(p.type)} /> · {p.method}
              </span>
              <span className="bo-activity__amount">{money(intl, p.amount)}</span>
              <span className={`bo-status bo-status--${p.status}`}>
                <FormattedMessage id={`bo.cashier.status.${p.status}`} />
              </span>
              <span className="bo-dim">{when(intl, p.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="bo-dim bo-small">
        <FormattedMessage id="bo.cashier.activityNote" />
      </p>
    </section>
  );
}

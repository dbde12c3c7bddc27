import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminPaymentRecord } from '@oyna/contracts';
import { money, when } from '../../lib/format';
import { kindOf } from './money';

/** The pending requests, oldest first; choosing one opens it beside the list. */
export function QueueList({
  queue,
  selectedId,
  onSelect,
}: {
  queue: AdminPaymentRecord[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const intl = useIntl();
  return (
    <ol
      className="bo-queue bo-pick-list"
      aria-label={intl.formatMessage({ id: 'bo.cashier.title' })}
    >
      {queue.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            className="bo-queue__item bo-pick"
            aria-current={p.id === selectedId ? 'true' : undefined}
            data-testid={`bo-queue-${p.id}`}
            onClick={() => onSelect(p.id)}
          >
            <span className="bo-queue__player">{p.username}</span>
            <span className="bo-queue__amount">{money(intl, p.amount)}</span>
            <span className={`bo-badge bo-badge--${p.type === 2 ? 'out' : 'in'}`}>
              <FormattedMessage id={kindOf(p.type)} />
            </span>
            <span className="bo-queue__meta">
              {p.method} · {when(intl, p.createdAt)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

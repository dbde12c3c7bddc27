import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  activityOf,
  decisionRequested,
  paymentSelected,
  queueRequested,
  type CashierState,
} from './cashier-slice';
import { QueueList } from './queue-list';
import { RequestPanel } from './request-panel';
import './cashier.css';

const selectCashier = (s: { cashier: CashierState }) => s.cashier;

/**
 * The cashier (the back office › cashier): the payments queue — pending withdrawals and bank
 * transfers, oldest first — with the chosen request, its player's recent activity and the
 * decision beside it (below it on a phone).
 */
export function CashierScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cashier = useAppSelector(selectCashier);
  useEffect(() => {
    dispatch(queueRequested());
  }, [dispatch]);
  const selected = cashier.queue.find((p) => p.id === cashier.selectedId) ?? null;
  return (
    <section className="bo-page bo-cashier">
      <header className="bo-page__head">
        <div>
          <h1>
            <FormattedMessage id="bo.cashier.title" />
          </h1>
          <p className="bo-dim">
            <FormattedMessage id="bo.cashier.intro" />
          </p>
        </div>
        <div className="bo-page__actions">
          {cashier.status === 'ready' ? (
            <span className="bo-count" role="status">
              <FormattedMessage id="bo.cashier.count" values={{ count: cashier.queue.length }} />
            </span>
          ) : null}
          <button
            type="button"
            className="bo-button bo-button--ghost"
            onClick={() => dispatch(queueRequested())}
          >
            <FormattedMessage id="bo.cashier.refresh" />
          </button>
        </div>
      </header>
      {cashier.status === 'loading' || cashier.status === 'idle' ? (
        <p role="status">
          <FormattedMessage id="bo.app.loading" />
        </p>
      ) : null}
      {cashier.status === 'failed' ? (
        <p className="bo-error" role="alert">
          <FormattedMessage id="bo.cashier.loadFailed" />
          {': '}
          {cashier.error || intl.formatMessage({ id: 'bo.app.networkError' })}
        </p>
      ) : null}
      {cashier.status === 'ready' && cashier.queue.length === 0 ? (
        <p className="bo-empty">
          <FormattedMessage id="bo.cashier.empty" />
        </p>
      ) : null}
      {cashier.queue.length > 0 ? (
        <div className="bo-cashier__grid">
          <QueueList
            queue={cashier.queue}
            selectedId={cashier.selectedId}
            onSelect={(id) => dispatch(paymentSelected(id))}
          />
          {selected ? (
            <RequestPanel
              payment={selected}
              activity={activityOf(cashier, selected)}
              deciding={cashier.deciding === selected.id}
              onDecide={(decision, reason) =>
                dispatch(decisionRequested({ id: selected.id, decision, reason }))
              }
            />
          ) : (
            <p className="bo-dim">
              <FormattedMessage id="bo.cashier.select" />
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}

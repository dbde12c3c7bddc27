import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { LoadFailed, Loading, ScreenHead } from '../../components/screen-head';
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
import '../../components/pick-list.css';
import './cashier.css';

const selectCashier = (s: { cashier: CashierState }) => s.cashier;

/**
 * The cashier (the back office › cashier): the payments queue — pending withdrawals and bank
 * transfers, oldest first — with the chosen request, its player's recent activity and the
 * decision beside it (below it on a phone).
 */
export function CashierScreen() {
  const dispatch = useAppDispatch();
  const cashier = useAppSelector(selectCashier);
  useEffect(() => {
    dispatch(queueRequested());
  }, [dispatch]);
  const selected = cashier.queue.find((p) => p.id === cashier.selectedId) ?? null;
  return (
    <section className="bo-page bo-cashier">
      <ScreenHead title="bo.cashier.title" intro="bo.cashier.intro">
        {cashier.status === 'ready' ? (
          <span className="bo-count" role="status">
            <FormattedMessage id="bo.cashier.count" values={{ count: cashier.queue.length }} />
          </span>
        ) : null}
        <TextButton label="bo.cashier.refresh" onClick={() => dispatch(queueRequested())} />
      </ScreenHead>
      {cashier.status === 'loading' || cashier.status === 'idle' ? <Loading /> : null}
      {cashier.status === 'failed' ? (
        <LoadFailed label="bo.cashier.loadFailed" error={cashier.error} />
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

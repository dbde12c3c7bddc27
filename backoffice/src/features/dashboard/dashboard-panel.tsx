import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { TableHead } from '../../components/data-table';
import { LoadFailed } from '../../components/screen-head';
import { Link } from '@oyna/ui/router';
import type { BackofficeDashboard } from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { dayText, money } from '../../lib/format';
import { dashboardRequested, selectDashboard } from './dashboard-slice';
import '../../components/tables.css';
import './dashboard.css';

export type QueueName = keyof BackofficeDashboard['queues'];
/** Where each queue is worked (a screen the role may open), or nothing: no link. */
export type QueueLinks = Partial<Record<QueueName, string>>;

const QUEUES: readonly QueueName[] = [
  'withdrawals',
  'bankTransfers',
  'bonusClaims',
  'callRequests',
];

/**
 * A figure whose place is kept while it loads: the value box has its final height from the
 * start (dashboard.css), so nothing below it moves when the numbers arrive.
 */
function Figure({ label, value, sub }: { label: ReactNode; value?: ReactNode; sub?: ReactNode }) {
  return (
    <div className="bo-stat">
      <dt className="bo-stat__label">{label}</dt>
      <dd className="bo-stat__value">
        {value ?? <span className="bo-skeleton" aria-hidden="true" />}
      </dd>
      <dd className="bo-stat__sub">{sub ?? '\u00a0'}</dd>
    </div>
  );
}

/**
 * The dashboard (the back office › dashboard): today's deposits, withdrawals, GGR by product and
 * new players (Europe/Istanbul's day), and what waits in each queue with a way to it.
 */
export function DashboardPanel({ queueLinks }: { queueLinks: QueueLinks }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status, figures, error } = useAppSelector(selectDashboard);
  useEffect(() => {
    dispatch(dashboardRequested());
  }, [dispatch]);
  const f = status === 'ready' ? figures : null;
  const count = (n: number) => intl.formatMessage({ id: 'bo.dashboard.count' }, { count: n });
  return (
    <section className="bo-dashboard" aria-labelledby="bo-dashboard-title" aria-busy={!f}>
      <header className="bo-dashboard__head">
        <h2 id="bo-dashboard-title">
          <FormattedMessage id="bo.dashboard.title" />
        </h2>
        <span className="bo-dim bo-dashboard__day">{f ? dayText(intl, f.day) : '\u00a0'}</span>
        <TextButton label="bo.dashboard.refresh" onClick={() => dispatch(dashboardRequested())} />
      </header>
      {status === 'failed' ? <LoadFailed label="bo.dashboard.loadFailed" error={error} /> : null}
      <dl className="bo-stats">
        <Figure
          label={<FormattedMessage id="bo.dashboard.deposits" />}
          value={f && money(intl, f.deposits.amount)}
          sub={f && count(f.deposits.count)}
        />
        <Figure
          label={<FormattedMessage id="bo.dashboard.withdrawals" />}
          value={f && money(intl, f.withdrawals.amount)}
          sub={f && count(f.withdrawals.count)}
        />
        <Figure
          label={<FormattedMessage id="bo.dashboard.ggr" />}
          value={f && money(intl, f.ggr.total)}
        />
        <Figure
          label={<FormattedMessage id="bo.dashboard.newPlayers" />}
          value={f && intl.formatNumber(f.newPlayers)}
        />
      </dl>
      <div className="bo-dashboard__grid">
        <div className="bo-dashboard__block">
          <h3>
            <FormattedMessage id="bo.dashboard.byProduct" />
          </h3>
          <table className="bo-table">
            <TableHead
              columns={[
                'bo.dashboard.product',
                { label: 'bo.dashboard.stakes', num: true },
                { label: 'bo.dashboard.wins', num: true },
                { label: 'bo.dashboard.ggrShort', num: true },
              ]}
            />
            <tbody>
              {(['casino', 'sports'] as const).map((product) => (
                <tr key={product}>
                  <th scope="row">
                    <FormattedMessage id={`bo.dashboard.product.${product}`} />
                  </th>
                  {(['stakes', 'wins', 'ggr'] as const).map((k) => (
                    <td key={k} className="bo-num">
                      {f ? (
                        money(intl, f.ggr[product][k])
                      ) : (
                        <span className="bo-skeleton" aria-hidden="true" />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="bo-dashboard__block">
          <h3>
            <FormattedMessage id="bo.dashboard.queues" />
          </h3>
          <ul className="bo-queues">
            {QUEUES.map((q) => {
              const label = <FormattedMessage id={`bo.dashboard.queue.${q}`} />;
              const to = queueLinks[q];
              return (
                <li key={q} className="bo-queues__item">
                  <span className="bo-queues__count" data-testid={`bo-queue-${q}`}>
                    {f ? (
                      intl.formatNumber(f.queues[q])
                    ) : (
                      <span className="bo-skeleton" aria-hidden="true" />
                    )}
                  </span>
                  {to ? <Link to={to}>{label}</Link> : <span>{label}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}

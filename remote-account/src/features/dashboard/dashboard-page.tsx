import { Link } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  events,
  formatPhone,
  ROUTES,
  selectBalance,
  selectUnreadCount,
  unreadBadge,
  useAppDispatch,
  useAppSelector,
  type RoutePageProps,
} from '@oyna/contracts';
import { ListState } from '../../components/list-state';
import { money } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';
import { useBalanceParts } from '../../lib/account-data/balance-parts';
import { ActivityRows, RoundRows } from '../../components/history-rows';

/** The account menu targets of spec §2 (account and payments screens under /dashboard). */
const accountMenu = ROUTES.filter((r) => r.path.startsWith('/dashboard/'));

/**
 * The profile's shape while the summary loads: the same name line and facts, empty, so that the
 * quick actions and the menu below do not move when it arrives (no layout shift).
 */
function ProfileSkeleton() {
  return (
    <div className="account-profile-skeleton" aria-hidden="true">
      <p className="account-name">{'\u00a0'}</p>
      <dl className="account-facts">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i}>
            <dt>{'\u00a0'}</dt>
            <dd>{'\u00a0'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * /dashboard (spec §2 account home): name, user code, balance with its cash and bonus parts
 * (spec §1 promotions and bonuses), phone state, quick actions
 * (Deposit, Withdraw, Bonus Talep), the last transactions and rounds, and the account menu
 * (tiles on a phone), with Notifications (bottom sheet, unread badge) and Logout.
 */
export function DashboardPage(_props: RoutePageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const summary = accountCalls.useCall('getAccountSummary');
  const liveBalance = useAppSelector(selectBalance);
  // spec §1 promotions and bonuses: the balance's parts, cash and bonus money, from the session.
  const parts = useBalanceParts();
  const unread = useAppSelector(selectUnreadCount);
  const s = summary.data;
  return (
    <section className="account-dashboard page" data-testid="account-page">
      <h1>
        <FormattedMessage id="route.dashboard" />
      </h1>
      <div className="account-card account-profile" aria-busy={!s || undefined}>
        {s ? (
          <>
            <p className="account-name">
              {s.name} {s.surname}
            </p>
            <dl className="account-facts">
              <div>
                <dt>
                  <FormattedMessage id="account.usercode" />
                </dt>
                <dd>{s.usercode}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="account.balance" />
                </dt>
                <dd data-testid="dashboard-balance">{money(liveBalance || s.balance)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="account.bonus.cash" />
                </dt>
                <dd data-testid="dashboard-cash">{parts ? money(parts.cash) : '…'}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="account.bonus.bonusMoney" />
                </dt>
                <dd data-testid="dashboard-bonus">
                  {parts ? money(parts.bonus) : '…'}
                  {parts && parts.bonus > 0 ? (
                    <>
                      {' '}
                      <Link to="/dashboard/bonuses" className="account-link">
                        <FormattedMessage id="route.dashboard.bonuses" />
                      </Link>
                    </>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="account.phone" />
                </dt>
                <dd>
                  {formatPhone(s.phone)}{' '}
                  <Link
                    to="/dashboard/phone-verification"
                    className={s.smsVerified ? 'account-badge ok' : 'account-badge warn'}
                  >
                    <FormattedMessage
                      id={s.smsVerified ? 'account.phone.verified' : 'account.phone.notVerified'}
                    />
                  </Link>
                </dd>
              </div>
            </dl>
          </>
        ) : summary.status === 'error' ? (
          <ListState status="error" empty emptyText="account.loadFailed" onRetry={summary.reload}>
            {null}
          </ListState>
        ) : (
          <ProfileSkeleton />
        )}
        <nav
          className="account-quick"
          aria-label={intl.formatMessage({ id: 'account.quickActions' })}
        >
          <Link className="account-button primary" to="/dashboard/deposit">
            <FormattedMessage id="route.dashboard.deposit" />
          </Link>
          <Link className="account-button" to="/dashboard/withdraw">
            <FormattedMessage id="route.dashboard.withdraw" />
          </Link>
          <Link className="account-button" to="/dashboard/claim-bonus">
            <FormattedMessage id="route.dashboard.claim-bonus" />
          </Link>
        </nav>
      </div>

      <nav aria-label={intl.formatMessage({ id: 'account.menu' })}>
        <ul className="account-tiles">
          {accountMenu.map((r) => (
            <li key={r.id}>
              <Link to={r.path}>
                <FormattedMessage id={r.titleKey} />
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => dispatch(events.openDialog({ dialog: 'notificationSheet' }))}
            >
              <FormattedMessage id="identity.menu.notifications" />
              {unread > 0 ? <span className="account-count">{unreadBadge(unread)}</span> : null}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => dispatch(events.openDialog({ dialog: 'logout' }))}>
              <FormattedMessage id="auth.header.logout" />
            </button>
          </li>
        </ul>
      </nav>

      <div className="account-columns">
        <section className="account-card" aria-labelledby="recent-activities">
          <h2 id="recent-activities">
            <FormattedMessage id="account.recentActivities" />
          </h2>
          <ListState
            status={summary.status}
            empty={!s || s.recentActivities.length === 0}
            emptyText="account.dashboard.noActivities"
            onRetry={summary.reload}
            rows={3}
          >
            {s ? <ActivityRows items={s.recentActivities} /> : null}
          </ListState>
          <Link to="/dashboard/financial-activities">
            <FormattedMessage id="account.seeAll" />
          </Link>
        </section>
        <section className="account-card" aria-labelledby="recent-rounds">
          <h2 id="recent-rounds">
            <FormattedMessage id="account.recentRounds" />
          </h2>
          <ListState
            status={summary.status}
            empty={!s || s.recentRounds.length === 0}
            emptyText="account.dashboard.noRounds"
            onRetry={summary.reload}
            rows={3}
          >
            {s ? <RoundRows items={s.recentRounds} /> : null}
          </ListState>
          <Link to="/dashboard/game-history">
            <FormattedMessage id="account.seeAll" />
          </Link>
        </section>
      </div>
      {s?.pendingBonusRequest ? (
        <p className="account-note">
          <FormattedMessage id="account.bonus.pendingNote" />
        </p>
      ) : null}
    </section>
  );
}

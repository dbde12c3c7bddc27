import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ROUTES,
  routeTitleKey,
  selectSession,
  useAppSelector,
  type RoutePageProps,
} from '@oyna/contracts';

/** The account menu targets of spec §2 (account and payments screens under /dashboard). */
const accountMenu = ROUTES.filter((r) => r.path.startsWith('/dashboard/'));

/** /dashboard: account home with the account menu. */
export function DashboardPage(_props: RoutePageProps) {
  const session = useAppSelector(selectSession);
  const intl = useIntl();
  return (
    <section className="account-dashboard page" data-testid="account-page">
      <h1>
        <FormattedMessage id="route.dashboard" />
      </h1>
      <p className="account-user">
        {session.username} {session.usercode ? `(${session.usercode})` : null}
      </p>
      <nav aria-label={intl.formatMessage({ id: 'account.menu' })}>
        <ul className="account-menu">
          {accountMenu.map((r) => (
            <li key={r.id}>
              <Link to={r.path}>
                <FormattedMessage id={r.titleKey} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/** An account screen without a feature of its own yet; the route picks the title. */
export function AccountScreen({ routeId }: RoutePageProps) {
  return (
    <section className="account-screen page" data-testid="account-page">
      <h1>
        <FormattedMessage id={routeTitleKey(routeId)} />
      </h1>
    </section>
  );
}

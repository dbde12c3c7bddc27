import { Link } from '@oyna/ui/router';
import { FormattedMessage } from 'react-intl';
import { formatPhone, type RoutePageProps } from '@oyna/contracts';
import { AccountSection, ListState } from '../../components/list-state';
import { dateTime, dayOf } from '../../components/format';
import { accountCalls } from '../../lib/account-data/account-calls';
import type { AccountMessageKey } from '../../messages';

/**
 * /dashboard/account (spec §2): the player's details, TC No partly masked, and the operator's
 * edit rule: identity fields are locked after registration (KYC); the phone (re-verified by SMS)
 * and the password may be changed.
 */
export function AccountDetailsScreen(_props: RoutePageProps) {
  const details = accountCalls.useCall('getAccountDetails');
  const d = details.data;
  const rows: [AccountMessageKey, string][] = d
    ? [
        ['account.details.name', d.name],
        ['account.details.surname', d.surname],
        ['account.details.username', d.username],
        ['account.details.email', d.email],
        ['account.phone', formatPhone(d.phone)],
        ['account.details.personalNo', d.personalNo],
        ['account.details.birthDate', dayOf(d.birthDate)],
        ['account.details.country', d.country],
        ['account.details.memberSince', dateTime(d.memberSince)],
      ]
    : [];
  return (
    <AccountSection title={<FormattedMessage id="route.dashboard.account" />}>
      <ListState
        status={details.status}
        empty={!d}
        emptyText="account.loadFailed"
        onRetry={details.reload}
        rows={9}
      >
        <dl className="account-card account-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="account-note">
          <FormattedMessage id="account.details.editRule" />
        </p>
        <nav className="account-quick">
          <Link className="account-button" to="/dashboard/change-password">
            <FormattedMessage id="route.dashboard.change-password" />
          </Link>
          <Link className="account-button" to="/dashboard/phone-verification">
            <FormattedMessage id="route.dashboard.phone-verification" />
          </Link>
        </nav>
      </ListState>
    </AccountSection>
  );
}

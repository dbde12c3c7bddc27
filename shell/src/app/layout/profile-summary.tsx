import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, selectSession, useAppSelector } from '@oyna/contracts';

/** spec §2 Header: avatar, name, user code and balance of the logged-in player. */
export function ProfileSummary() {
  const session = useAppSelector(selectSession);
  const intl = useIntl();
  const name = session.username ?? '';
  return (
    <span className="profile-summary">
      <span className="avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="profile-text">
        <span className="profile-name" data-testid="profile-name">
          {name}
        </span>
        <span className="profile-code">
          <FormattedMessage id="auth.header.userCode" />: {session.usercode}
        </span>
        <span className="profile-balance">
          {session.balance === null ? '…' : formatMoney(session.balance, intl.locale)}
        </span>
      </span>
    </span>
  );
}

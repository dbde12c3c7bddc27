import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@oyna/ui/router';
import type { StaffRole } from '@oyna/contracts';

/** What a role sees on a screen it may not use (its nav never lists it; the api refuses too). */
export function NotAllowedScreen({ role }: { role: StaffRole | null }) {
  const intl = useIntl();
  return (
    <section className="bo-page bo-not-allowed" data-testid="bo-not-allowed">
      <h1>
        <FormattedMessage id="bo.notAllowed.title" />
      </h1>
      <p>
        <FormattedMessage
          id="bo.notAllowed.text"
          values={{ role: role ? intl.formatMessage({ id: `bo.role.${role}` }) : '—' }}
        />
      </p>
      <Link to="/">
        <FormattedMessage id="bo.notAllowed.home" />
      </Link>
    </section>
  );
}

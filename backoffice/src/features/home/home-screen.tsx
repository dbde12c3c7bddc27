import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@oyna/ui/router';
import { useAppSelector } from '../../lib/hooks';
import type { SessionState } from '../../lib/session/session-slice';

const selectStaff = (s: { session: SessionState }) => s.session.staff;

/**
 * The first screen after login: who you are, what the app puts on top for your role (the
 * dashboard) and the screens your role may use.
 */
export function HomeScreen({
  links,
  top,
}: {
  links: { path: string; title: FormatjsIntl.Message['ids'] }[];
  top?: ReactNode;
}) {
  const intl = useIntl();
  const staff = useAppSelector(selectStaff);
  const others = links.filter((l) => l.path !== '');
  return (
    <section className="bo-page">
      <h1>
        <FormattedMessage id="bo.home.title" values={{ name: staff?.name ?? '' }} />
      </h1>
      <p>
        <FormattedMessage
          id="bo.home.role"
          values={{ role: staff ? intl.formatMessage({ id: `bo.role.${staff.role}` }) : '' }}
        />
      </p>
      {top}
      <h2>
        <FormattedMessage id="bo.home.screens" />
      </h2>
      {others.length === 0 ? (
        <p>
          <FormattedMessage id="bo.home.none" />
        </p>
      ) : (
        <ul className="bo-home__links">
          {others.map((l) => (
            <li key={l.path}>
              <Link className="bo-card-link" to={`/${l.path}`}>
                <FormattedMessage id={l.title} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

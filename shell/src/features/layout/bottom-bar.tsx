import { NavLink } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOTTOM_BAR } from './menus';

/** spec §2 Mobile bottom bar. A guest's Deposit reaches the guarded route, which opens login. */
export function BottomBar({ onSupport }: { onSupport: () => void }) {
  const intl = useIntl();
  return (
    <nav className="bottom-bar" aria-label={intl.formatMessage({ id: 'header.bottomBar' })}>
      {BOTTOM_BAR.map((item) =>
        item.to ? (
          <NavLink key={item.labelKey} to={item.to}>
            <FormattedMessage id={item.labelKey} />
          </NavLink>
        ) : (
          <button key={item.labelKey} type="button" className="link-button" onClick={onSupport}>
            <FormattedMessage id={item.labelKey} />
          </button>
        ),
      )}
    </nav>
  );
}

import { Link, useLocation } from '@oyna/ui/router';
import { useIntl } from 'react-intl';
import { searchRouteFor } from '@oyna/contracts';
import { MenuIcon } from './menu-icons';
import { useCloseMenus } from './use-close-menus';

/** spec §2: the search route is /casino/live when the current url is the live casino, else /casino/slot. */
export function SearchLink() {
  const { pathname } = useLocation();
  const closeMenus = useCloseMenus();
  const intl = useIntl();
  return (
    <Link
      to={searchRouteFor(pathname)}
      className="icon-button search-link"
      aria-label={intl.formatMessage({ id: 'chrome.search' })}
      onClick={closeMenus}
    >
      <MenuIcon name="search" />
    </Link>
  );
}

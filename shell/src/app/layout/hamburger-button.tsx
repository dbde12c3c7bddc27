import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { sideMenuToggled } from '../../lib/ui-slice';
import { MenuIcon } from './menu-icons';

/** spec §2 Mobile: the hamburger toggles the side menu. */
export function HamburgerButton() {
  const open = useAppSelector((s) => s.ui.sideMenuOpen);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <button
      type="button"
      className="icon-button hamburger"
      aria-expanded={open}
      aria-controls={open ? 'side-menu' : undefined}
      aria-label={intl.formatMessage({ id: open ? 'chrome.menu.close' : 'chrome.menu.open' })}
      onClick={() => dispatch(sideMenuToggled())}
    >
      <MenuIcon name="menu" />
    </button>
  );
}

import { useEffect, useRef } from 'react';
import { NavLink } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  events,
  SIDEBAR_OVERFLOW_RESTORE_MS,
  useAppDispatch,
  useAppSelector,
} from '@oyna/contracts';
import { sideMenuToggled } from '../../lib/ui-slice';
import { LanguageDropdown } from '../../features/i18n/language-dropdown';
import { MenuIcon } from './menu-icons';
import { SIDE_MENU_TILES } from './side-menu-tiles';
import { useCloseMenus } from './use-close-menus';
import './side-menu.css';

const OVERFLOW_CLASS = 'overflow-hidden';

/**
 * spec §4: closing the side menu while the mobile profile sidebar is open re-adds the body
 * overflow-hidden class after 800 ms (the profile sidebar still covers the page).
 */
function useBodyOverflow(open: boolean, profileOpen: boolean) {
  const profile = useRef(profileOpen);
  useEffect(() => {
    profile.current = profileOpen;
  }, [profileOpen]);
  useEffect(() => {
    if (!open) return;
    document.body.classList.add(OVERFLOW_CLASS);
    return () => {
      document.body.classList.remove(OVERFLOW_CLASS);
      if (!profile.current) return;
      window.setTimeout(() => {
        if (profile.current) document.body.classList.add(OVERFLOW_CLASS);
      }, SIDEBAR_OVERFLOW_RESTORE_MS);
    };
  }, [open]);
}

/**
 * spec §2 Side menu: a grid of tiles (icon, title, link) toggled by the hamburger. The tile
 * 'Call Request' does not navigate: it closes the menu and opens the call-request form. A
 * language dropdown sits below the tiles.
 */
export function SideMenu({ reload }: { reload?: () => void }) {
  const open = useAppSelector((s) => s.ui.sideMenuOpen);
  const profileOpen = useAppSelector((s) => s.ui.profileSidebarOpen && s.session.loggedIn);
  const dispatch = useAppDispatch();
  const closeMenus = useCloseMenus();
  const intl = useIntl();
  useBodyOverflow(open, profileOpen);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(sideMenuToggled(false));
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dispatch]);

  if (!open) return null;
  const close = () => dispatch(sideMenuToggled(false));
  return (
    <div
      className="side-menu-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && close()}
    >
      <aside
        id="side-menu"
        className="side-menu"
        aria-label={intl.formatMessage({ id: 'chrome.sideMenu' })}
      >
        <div className="side-menu-head">
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage({ id: 'chrome.menu.close' })}
            onClick={close}
          >
            <MenuIcon name="close" />
          </button>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'chrome.sideMenu' })}>
          <ul className="side-menu-tiles">
            {SIDE_MENU_TILES.map((tile) => (
              <li key={tile.labelKey}>
                {tile.to ? (
                  <NavLink to={tile.to} onClick={closeMenus}>
                    <MenuIcon name={tile.icon} size={28} />
                    <FormattedMessage id={tile.labelKey} />
                  </NavLink>
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      closeMenus();
                      dispatch(events.openDialog({ dialog: 'callRequest' }));
                    }}
                  >
                    <MenuIcon name={tile.icon} size={28} />
                    <FormattedMessage id={tile.labelKey} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <LanguageDropdown reload={reload} className="language-dropdown--up side-menu-language" />
      </aside>
    </div>
  );
}

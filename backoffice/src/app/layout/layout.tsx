import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { NavLink, Outlet, useLocation } from '@oyna/ui/router';
import { Toasts } from '../../components/toasts/toasts';
import { toastClosed, type Toast } from '../../components/toasts/toasts-slice';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { logoutRequested, type SessionState } from '../../lib/session/session-slice';
import { navScreens } from '../routes';
import { LanguageSwitch } from '../../components/language-switch';
import './layout.css';

const selectSession = (s: { session: SessionState }) => s.session;
const selectToasts = (s: { toasts: Toast[] }) => s.toasts;

/**
 * The frame of every screen after login: the top bar (title, who is logged in and their role,
 * the language, log out), the nav of the screens the role may open (a menu button below tablet
 * width) and the screen itself.
 */
export function Layout() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const toasts = useAppSelector(selectToasts);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const closeToast = useCallback((key: number) => dispatch(toastClosed(key)), [dispatch]);
  const staff = session.staff;
  if (!staff) return null;
  const items = navScreens(staff.role);
  return (
    <div className="bo-frame">
      <a className="bo-skip" href="#bo-main">
        <FormattedMessage id="bo.app.skip" />
      </a>
      <header className="bo-top">
        <button
          type="button"
          className="bo-top__menu"
          aria-expanded={menuOpen}
          aria-controls="bo-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <FormattedMessage id="bo.nav.menu" />
        </button>
        <span className="bo-top__title">
          <FormattedMessage id="bo.app.title" />
        </span>
        <span className="bo-top__who" data-testid="bo-who">
          <FormattedMessage
            id="bo.session.signedInAs"
            values={{
              name: staff.name,
              role: intl.formatMessage({ id: `bo.role.${staff.role}` }),
            }}
          />
        </span>
        <LanguageSwitch />
        <TextButton
          label="bo.session.logout"
          disabled={session.pending}
          onClick={() => dispatch(logoutRequested())}
        />
      </header>
      <nav
        id="bo-nav"
        className={`bo-nav${menuOpen ? ' bo-nav--open' : ''}`}
        aria-label={intl.formatMessage({ id: 'bo.nav.label' })}
      >
        <ul>
          {items.map((item) => (
            <li key={item.path || 'home'}>
              <NavLink to={`/${item.path}`} end={item.path === ''}>
                <FormattedMessage id={item.title} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="bo-main" className="bo-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toasts toasts={toasts} onClose={closeToast} />
    </div>
  );
}

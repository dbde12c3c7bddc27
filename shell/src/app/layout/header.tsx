import { Link, useNavigate } from '@oyna/ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { events, selectSession, useAppDispatch, useAppSelector } from '@oyna/contracts';
import { profileSidebarToggled } from '../../lib/ui-slice';
import { BalanceButton } from './balance-button';
import { HamburgerButton } from './hamburger-button';
import { HeaderNav } from './header-nav';
import { HeaderTopBar } from './header-top-bar';
import { SideMenu } from './side-menu';
import { useHeaderHidden } from './use-header-hidden';
import { ProfileDropdown } from './profile-dropdown';
import { ProfileSidebar } from './profile-sidebar';
import { useIsMobile } from '@oyna/ui/layout';
import { NotificationsBell } from '../../features/notifications/notifications-bell';
import { SessionClock } from '../../features/protection/session-clock';
import './header.css';
import './header-chrome.css';

/**
 * spec §2: the user icon toggles the profile sidebar when logged in on mobile, goes to /dashboard
 * when logged in on desktop, and opens the login form when logged out.
 */
function UserIcon() {
  const loggedIn = useAppSelector((s) => s.session.loggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const intl = useIntl();
  const onClick = () => {
    if (!loggedIn) dispatch(events.openDialog({ dialog: 'login' }));
    else if (mobile) dispatch(profileSidebarToggled());
    else navigate('/dashboard');
  };
  return (
    <button
      type="button"
      className="user-icon"
      aria-label={intl.formatMessage({ id: 'identity.header.userIcon' })}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
      </svg>
    </button>
  );
}

/** Site header (spec §2 Header), desktop and mobile. */
export function Header() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const hidden = useHeaderHidden();
  return (
    <header className={`site-header${hidden ? ' hidden' : ''}`}>
      <HeaderTopBar />
      <div className="header-bar">
        <HamburgerButton />
        <Link to="/" className="logo" aria-label={intl.formatMessage({ id: 'header.logo' })}>
          <span aria-hidden="true">OYNA</span>
        </Link>
        <div className="header-actions">
          {session.loggedIn ? (
            <>
              {/* RTS 13: time since login; tap for the session's net position */}
              <SessionClock />
              <ProfileDropdown />
              {/* spec §2 Logged in: notifications dropdown with an unread badge */}
              <NotificationsBell />
              {/* spec §2 Logged in: balance button; a tap shows cash and bonus money */}
              <BalanceButton />
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => dispatch(events.openDeposit())}
              >
                <FormattedMessage id="header.deposit" />
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => dispatch(events.openDialog({ dialog: 'login' }))}
              >
                <FormattedMessage id="header.login" />
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => dispatch(events.openDialog({ dialog: 'register' }))}
              >
                <FormattedMessage id="header.signup" />
              </button>
            </>
          )}
          <UserIcon />
        </div>
      </div>
      <HeaderNav />
      <ProfileSidebar />
      <SideMenu />
    </header>
  );
}

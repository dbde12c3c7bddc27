import { Link, NavLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  events,
  formatMoney,
  selectSession,
  useAppDispatch,
  useAppSelector,
} from '@oyna/contracts';
import { MAIN_MENU } from './menus';

/** Site header (spec §2 Header), desktop and mobile. */
export function Header() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <header className="site-header">
      <div className="header-bar">
        <Link to="/" className="logo" aria-label={intl.formatMessage({ id: 'header.logo' })}>
          <span aria-hidden="true">OYNA</span>
        </Link>
        <div className="header-actions">
          {session.loggedIn ? (
            <>
              <span className="balance" data-testid="header-balance">
                {session.balance === null ? '…' : formatMoney(session.balance, intl.locale)}
              </span>
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
        </div>
      </div>
      <nav className="main-menu" aria-label={intl.formatMessage({ id: 'header.mainMenu' })}>
        <ul>
          {MAIN_MENU.map((item) => (
            <li key={item.labelKey}>
              {item.to ? (
                <NavLink to={item.to}>
                  <FormattedMessage id={item.labelKey} />
                </NavLink>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => dispatch(events.openDialog({ dialog: 'callRequest' }))}
                >
                  <FormattedMessage id={item.labelKey} />
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

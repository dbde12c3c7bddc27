import { NavLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { events, useAppDispatch } from '@oyna/contracts';
import { MAIN_MENU } from './menus';
import { useCloseMenus } from './use-close-menus';

/** spec §2 Main menu: the header's navigation menu at desktop size. */
export function MainMenu() {
  const dispatch = useAppDispatch();
  const closeMenus = useCloseMenus();
  const intl = useIntl();
  return (
    <nav className="main-menu" aria-label={intl.formatMessage({ id: 'header.mainMenu' })}>
      <ul>
        {MAIN_MENU.map((item) => (
          <li key={item.labelKey}>
            {item.to ? (
              <NavLink to={item.to} onClick={closeMenus}>
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
  );
}

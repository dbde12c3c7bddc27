import { NavLink } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { events, useAppDispatch } from '@oyna/contracts';
import { ACCOUNT_MENU } from './account-menu';

/**
 * The account menu links (spec §2), shared by the profile dropdown and the mobile profile
 * sidebar. `onChoose` runs first: spec §4 "Opening a menu item closes the mobile profile
 * sidebar and the side menu".
 */
export function AccountLinks({ onChoose }: { onChoose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <ul className="account-links">
      {ACCOUNT_MENU.map((item) => (
        <li key={item.labelKey}>
          {item.to ? (
            <NavLink to={item.to} end onClick={onChoose}>
              <FormattedMessage id={item.labelKey} />
            </NavLink>
          ) : (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onChoose();
                dispatch(
                  events.openDialog({
                    dialog: item.action === 'logout' ? 'logout' : 'notificationSheet',
                  }),
                );
              }}
            >
              <FormattedMessage id={item.labelKey} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

import { MenuEntry } from './menu-entry';
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
        <MenuEntry
          key={item.labelKey}
          labelKey={item.labelKey}
          to={item.to}
          end
          onChoose={onChoose}
          onAction={() =>
            dispatch(
              events.openDialog({
                dialog: item.action === 'logout' ? 'logout' : 'notificationSheet',
              }),
            )
          }
        />
      ))}
    </ul>
  );
}

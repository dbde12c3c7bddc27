import { MenuEntry } from './menu-entry';
import { useIntl } from 'react-intl';
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
          <MenuEntry
            key={item.labelKey}
            labelKey={item.labelKey}
            to={item.to}
            onChoose={closeMenus}
            onAction={() => dispatch(events.openDialog({ dialog: 'callRequest' }))}
          />
        ))}
      </ul>
    </nav>
  );
}

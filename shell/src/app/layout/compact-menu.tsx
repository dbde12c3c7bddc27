import { MenuEntry } from './menu-entry';
import { useIntl } from 'react-intl';
import { events, useAppDispatch, type MessageKey } from '@oyna/contracts';
import { useCloseMenus } from './use-close-menus';

/** spec §2 Compact menu; Aviator opens the first game found by searching for it. */
export const COMPACT_MENU: { labelKey: MessageKey; to?: string; search?: string }[] = [
  { labelKey: 'menu.spor', to: '/spor/fcg' },
  { labelKey: 'menu.livespor', to: '/livespor/fcg' },
  { labelKey: 'menu.esports', to: '/esports/betco' },
  { labelKey: 'menu.slot', to: '/casino/slot' },
  { labelKey: 'menu.liveCasino', to: '/casino/live' },
  { labelKey: 'chrome.aviator', search: 'Aviator' },
  { labelKey: 'menu.bingo', to: '/casino/bingo' },
  { labelKey: 'menu.games', to: '/casino/games' },
  { labelKey: 'menu.tvbets', to: '/casino/tvbets' },
];

/** The compact menu strip of the header at phone size (spec §2 Menus › Compact menu). */
export function CompactMenu() {
  const dispatch = useAppDispatch();
  const closeMenus = useCloseMenus();
  const intl = useIntl();
  return (
    <nav className="compact-menu" aria-label={intl.formatMessage({ id: 'chrome.compactMenu' })}>
      <ul>
        {COMPACT_MENU.map((item) => (
          <MenuEntry
            key={item.labelKey + (item.to ?? '')}
            labelKey={item.labelKey}
            to={item.to}
            onChoose={closeMenus}
            // The casino remote owns the search (spec §7 casino/games with search, take 5).
            onAction={() =>
              dispatch(events.openFirstGameFound({ search: item.search ?? '', live: false }))
            }
          />
        ))}
      </ul>
    </nav>
  );
}

import type { IconName } from './menu-icons';
import { MAIN_MENU, type MenuItem } from './menus';

/** The icon of each main-menu entry, for the side-menu tiles (spec §2: icon, title, link). */
const ICONS: Record<string, IconName> = {
  'menu.spor': 'ball',
  'menu.livespor': 'live',
  'menu.esports': 'esports',
  'menu.slot': 'slot',
  'menu.liveCasino': 'cards',
  'menu.games': 'games',
  'menu.bingo': 'bingo',
  'menu.tvbets': 'tv',
  'menu.promotions': 'gift',
  'menu.claimBonus': 'bonus',
  'menu.callRequest': 'phone',
};

export interface Tile extends MenuItem {
  icon: IconName;
}

/** spec §2 Side menu: a grid of tiles, the main menu's entries with their icons. */
export const SIDE_MENU_TILES: Tile[] = MAIN_MENU.map((item) => ({
  ...item,
  icon: ICONS[item.labelKey] ?? 'games',
}));

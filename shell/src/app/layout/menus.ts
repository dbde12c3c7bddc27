import type { MessageKey } from '@oyna/contracts';

/** Menu entries of spec §2 Menus (labels are i18n keys). */
export interface MenuItem {
  labelKey: MessageKey;
  to?: string;
  action?: 'callRequest' | 'support' | 'deposit';
}

export const MAIN_MENU: MenuItem[] = [
  { labelKey: 'menu.spor', to: '/spor' },
  { labelKey: 'menu.livespor', to: '/livespor' },
  { labelKey: 'menu.esports', to: '/esports/betco' },
  { labelKey: 'menu.slot', to: '/casino/slot' },
  { labelKey: 'menu.liveCasino', to: '/casino/live' },
  { labelKey: 'menu.games', to: '/casino/games' },
  { labelKey: 'menu.bingo', to: '/casino/bingo' },
  { labelKey: 'menu.tvbets', to: '/casino/tvbets' },
  { labelKey: 'menu.promotions', to: '/promotions' },
  { labelKey: 'menu.claimBonus', to: '/dashboard/claim-bonus' },
  { labelKey: 'menu.callRequest', action: 'callRequest' },
];

/** spec §2 Mobile bottom bar. */
export const BOTTOM_BAR: MenuItem[] = [
  { labelKey: 'menu.deposit', to: '/dashboard/deposit' },
  { labelKey: 'menu.spor', to: '/spor' },
  { labelKey: 'menu.support', action: 'support' },
  { labelKey: 'menu.lCasino', to: '/casino/live' },
  { labelKey: 'menu.promotions', to: '/promotions' },
];

/** spec §2 Footer static links. */
export const FOOTER_LINKS: MenuItem[] = [
  { labelKey: 'menu.spor', to: '/spor' },
  { labelKey: 'menu.livespor', to: '/livespor' },
  { labelKey: 'menu.esports', to: '/esports' },
  { labelKey: 'menu.slot', to: '/casino/slot' },
  { labelKey: 'menu.liveCasino', to: '/casino/live' },
  { labelKey: 'menu.tvbets', to: '/casino/tvbets' },
  { labelKey: 'menu.games', to: '/casino/games' },
];

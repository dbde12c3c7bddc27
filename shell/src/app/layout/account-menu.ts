import type { MessageKey } from '@oyna/contracts';

/** spec §2 Menus › Account menu: the account routes, plus Notifications and Logout. */
export interface AccountMenuItem {
  labelKey: MessageKey;
  to?: string;
  action?: 'notifications' | 'logout';
}

export const ACCOUNT_MENU: AccountMenuItem[] = [
  { labelKey: 'route.dashboard', to: '/dashboard' },
  { labelKey: 'route.dashboard.account', to: '/dashboard/account' },
  { labelKey: 'route.dashboard.deposit', to: '/dashboard/deposit' },
  { labelKey: 'route.dashboard.withdraw', to: '/dashboard/withdraw' },
  { labelKey: 'route.dashboard.change-password', to: '/dashboard/change-password' },
  { labelKey: 'route.dashboard.phone-verification', to: '/dashboard/phone-verification' },
  { labelKey: 'route.dashboard.financial-activities', to: '/dashboard/financial-activities' },
  { labelKey: 'route.dashboard.game-history', to: '/dashboard/game-history' },
  { labelKey: 'route.dashboard.claim-bonus', to: '/dashboard/claim-bonus' },
  { labelKey: 'route.dashboard.bonuses', to: '/dashboard/bonuses' },
  { labelKey: 'route.dashboard.session-history', to: '/dashboard/session-history' },
  // UKGC RTS 12C: the limits a few clicks from anywhere.
  { labelKey: 'route.dashboard.responsible-gaming', to: '/dashboard/responsible-gaming' },
  { labelKey: 'identity.menu.notifications', action: 'notifications' },
  { labelKey: 'auth.header.logout', action: 'logout' },
];

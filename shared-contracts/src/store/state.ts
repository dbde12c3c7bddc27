import type { DialogName, LiveChannelState } from '../events';
import type { Notification } from '../domain/notification';
import type { ContentCategory } from '../domain/cms';
import type { CasinoCategory } from '../domain/casino';

/**
 * The shell-owned slices of the one store (ARCHITECTURE.md › Store and event contracts).
 * Remotes read them through the selectors below and change them only through events.
 */
export interface SessionState {
  loggedIn: boolean;
  username: string | null;
  usercode: string | null;
  /** Two-decimal amount in lira, as the api speaks it. */
  balance: number | null;
  /**
   * The balance's parts (spec §1 promotions and bonuses): cash, the only money a withdrawal
   * takes, and bonus money; balance = cash + bonus. Optional (contracts 2.4): a shell of 2.3 or
   * older leaves them out, and null means not known yet — read them as cash = balance, bonus = 0.
   */
  cash?: number | null;
  bonus?: number | null;
  /**
   * The active bonus's maximum stake in lira (spec §1 promotions and bonuses), from the last
   * `user/balance` answer; null when no bonus limits stakes or not known. Optional (contracts
   * 2.11): a shell of 2.10 or older leaves it out — a remote reads that as no limit known, and
   * the api's refusal stays the final word.
   */
  maxBet?: number | null;
  phone: string | null;
  smsVerified: boolean;
  liveChannel: LiveChannelState;
}

/** The session of a visitor: nobody logged in (the shell's start, and after a logout). */
export const LOGGED_OUT_SESSION: SessionState = {
  loggedIn: false,
  username: null,
  usercode: null,
  balance: null,
  cash: null,
  bonus: null,
  maxBet: null,
  phone: null,
  smsVerified: false,
  liveChannel: 'disconnected',
};

export interface UiState {
  /** The one open dialog (spec §2: only one dialog is open at a time). */
  dialog: DialogName | null;
  dialogProps: Record<string, unknown>;
  sideMenuOpen: boolean;
  profileSidebarOpen: boolean;
}

export interface SiteOption {
  key: string;
  value: string;
}

export interface BootstrapState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Site options: keys lower-cased, only enabled kept (spec §3). */
  siteOptions: Record<string, string>;
  trialBonusAmount: number;
  /** The trial offer's terms in the reader's language ('' when none; spec §1 promotions and
   * bonuses: the terms come from the offer record). Optional (contracts 2.4). */
  trialBonusTerms?: string;
  locales: string[];
  domainStatus: { current: string; next: string } | null;
  /** spec §3 categoryList: content pages by category (footer: Gambling, Policies, Footer, Quick Links). */
  contentCategories?: ContentCategory[];
  /** spec §3 casinoCategoryList (id, name, slugList). */
  casinoCategories?: CasinoCategory[];
}

export interface I18nState {
  locale: string;
  /** Overrides from cms/translationlist, merged over the bundled catalog. */
  overrides: Record<string, string>;
}

/** A notification as the header and panel show it (spec §3 Notification, wire format). */
export type NotificationItem = Notification;

export interface NotificationsState {
  items: NotificationItem[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

/** The part of the root state every package may rely on. Remotes add their own lazy slices. */
export interface ShellState {
  session: SessionState;
  ui: UiState;
  bootstrap: BootstrapState;
  i18n: I18nState;
  notifications: NotificationsState;
}

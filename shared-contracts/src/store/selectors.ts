import type { ShellState } from './state';

export const selectSession = (state: ShellState) => state.session;
export const selectIsLoggedIn = (state: ShellState) => state.session.loggedIn;
export const selectBalance = (state: ShellState) => state.session.balance;
/**
 * The balance's parts (spec §1 promotions and bonuses). Until a `user/balance` answer with its
 * parts arrived (or from a shell that does not keep them) the whole balance counts as cash.
 */
export const selectCashBalance = (state: ShellState): number | null =>
  state.session.cash ?? state.session.balance;
export const selectBonusBalance = (state: ShellState): number | null =>
  state.session.bonus ?? (state.session.balance === null ? null : 0);
/**
 * The active bonus's maximum stake in lira (spec §1 promotions and bonuses), null when no bonus
 * limits stakes, while not known, or from a shell of 2.10 or older (the api still refuses).
 */
export const selectBonusMaxBet = (state: ShellState): number | null => state.session.maxBet ?? null;
export const selectUsername = (state: ShellState) => state.session.username;
export const selectOpenDialog = (state: ShellState) => state.ui.dialog;
export const selectDialogProps = (state: ShellState) => state.ui.dialogProps;
export const selectLocale = (state: ShellState) => state.i18n.locale;
export const selectSiteOptions = (state: ShellState) => state.bootstrap.siteOptions;
/** The bootstrap data (spec §4 start-up) has not arrived yet: parts that depend on it keep their box. */
export const selectBootstrapPending = (state: ShellState) =>
  state.bootstrap.status === 'idle' || state.bootstrap.status === 'loading';
export const selectTrialBonusAmount = (state: ShellState) => state.bootstrap.trialBonusAmount;
/** The trial offer's terms ('' when none or from an older shell). */
export const selectTrialBonusTerms = (state: ShellState) => state.bootstrap.trialBonusTerms ?? '';
export const selectNotifications = (state: ShellState) => state.notifications.items;
export const selectUnreadCount = (state: ShellState) =>
  state.notifications.items.filter((n) => !n.isRead).length;

import { createAction } from '@reduxjs/toolkit';
import type { Owner } from './remotes';

/**
 * Event contracts (ARCHITECTURE.md › Store and event contracts): Redux actions with namespaced,
 * versioned type strings. Any package may dispatch them; the owner handles them in a saga.
 * A payload never changes in place: a new shape is a new version (`@v2`).
 *
 * When the owner is a remote that has not been loaded yet, the shell loads it, injects its
 * sagas and dispatches the event again, so that an event can be what first brings a remote in.
 */
function defineEvent<P = void>(owner: Owner, name: string, version = 1) {
  const action = createAction<P>(`oyna/${owner}/${name}@v${version}`);
  return Object.assign(action, { owner });
}

/** The shell's own dialogs, in the priority order of spec §4 (first wins when several are set). */
export const SHELL_DIALOGS = [
  'logout',
  'login',
  'register',
  'recovery',
  'changePassword',
  'notificationSheet',
  'sms',
  'phoneVerification',
  'callRequest',
] as const;
export type ShellDialogName = (typeof SHELL_DIALOGS)[number];

/** A dialog lent by a remote (RemoteModule.dialogs), addressed as `<remote>:<name>`. */
export type LentDialogName = `${Exclude<Owner, 'shell'>}:${string}`;
export type DialogName = ShellDialogName | LentDialogName;

export interface OpenDialogPayload {
  dialog: DialogName;
  /** Serializable props handed to the dialog component. */
  props?: Record<string, unknown>;
}

export interface GameRef {
  gameCode: string;
  mainProviderId: number;
  name: string;
}

export type LiveChannelState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

export const events = {
  /** Open one dialog; spec §2: opening one closes any other. */
  openDialog: defineEvent<OpenDialogPayload>('shell', 'ui/openDialog'),
  closeDialog: defineEvent('shell', 'ui/closeDialog'),
  /** A visitor reached something that needs a player (spec §6): the login dialog opens. */
  requireLogin: defineEvent<{ returnTo?: string } | undefined>('shell', 'session/requireLogin'),
  /** The login state changed (after login, register, logout or a 401). */
  sessionChanged: defineEvent<{ loggedIn: boolean; username: string | null }>(
    'shell',
    'session/changed',
  ),
  /**
   * A new total. `cash` and `bonus` (spec §1 promotions and bonuses) come along when the sender
   * has them whole (a `user/balance` answer); optional, so a shell or remote of an older minor
   * reads the same v1 payload. Without them the shell assumes cash was staked first. `maxBet`
   * (contracts 2.11) comes with the parts: the active bonus's maximum stake, null for none.
   */
  balanceChanged: defineEvent<{
    balance: number;
    cash?: number;
    bonus?: number;
    maxBet?: number | null;
  }>('shell', 'session/balanceChanged'),
  /** A player's phone was verified (phone verification screen or dialog): the shell updates the
   * stored auth data (phone, smsVerified) and the session (spec §4 Phone verification). */
  phoneVerified: defineEvent<{ phone: string }>('shell', 'session/phoneVerified'),
  /** The api issued a new token for the current session (e.g. after a password change). */
  tokenRenewed: defineEvent<{ token: string }>('shell', 'session/tokenRenewed'),
  /** Show a toast (spec §9 toasts); the toast container belongs to the shell. */
  toast: defineEvent<{ kind: 'success' | 'error' | 'info' | 'warning'; message: string }>(
    'shell',
    'ui/toast',
  ),
  /** Ask the shell to log out (account menu, profile dropdown). */
  logoutRequested: defineEvent('shell', 'session/logoutRequested'),
  liveChannelChanged: defineEvent<{ state: LiveChannelState; error?: string }>(
    'shell',
    'live/changed',
  ),
  /**
   * Every `NotifyMessage(cmd, message)` the hub pushes (spec §7 Live channel), so that a remote
   * reads the commands meant for it (e.g. the sports remote's odds pushes) without the shell.
   */
  liveMessage: defineEvent<{ cmd: string; message: string }>('shell', 'live/message'),
  /**
   * A standing request of a remote to the hub, e.g. "send me the odds of these events": the shell
   * sends `method(...args)` now when the channel is up and again after every (re)connect (a new
   * connection has no subscriptions). A later request with the same key replaces the earlier one;
   * `args: null` drops it.
   */
  liveSubscribe: defineEvent<{ key: string; method: string; args: unknown[] | null }>(
    'shell',
    'live/subscribe',
  ),
  /**
   * The player changed a protection setting (reality-check interval; account screen): the
   * shell's session clock and reality check reload it (UKGC RTS 13).
   */
  playSessionChanged: defineEvent('shell', 'protection/changed'),
  /**
   * Open the deposit dialog of the payments remote (header Deposit button, game dialog). `title`
   * names the modal (spec §2: "a deposit modal may embed the deposit screen with a title"; the
   * game player's Deposit opens a "Deposit Money" dialog).
   */
  openDeposit: defineEvent<{ methodId?: number; title?: string } | undefined>(
    'payments',
    'openDeposit',
  ),
  openWithdraw: defineEvent<{ methodId?: number } | undefined>('payments', 'openWithdraw'),
  /** Open a casino game (spec §4 Opening a game). */
  openGame: defineEvent<{ game: GameRef }>('casino', 'openGame'),
  /** Open the first game found by a search (compact menu Aviator, spec §2). */
  openFirstGameFound: defineEvent<{ search: string; live: boolean }>(
    'casino',
    'openFirstGameFound',
  ),
} as const;

export type OynaEvents = typeof events;
export type EventName = keyof OynaEvents;
/** One map from event to payload, declared once. */
export type EventPayloads = {
  [K in EventName]: ReturnType<OynaEvents[K]>['payload'];
};

const owners = new Map<string, Owner>(Object.values(events).map((e) => [e.type, e.owner]));

/** The owner of an action type, when it is an event contract. */
export function ownerOfEvent(type: string): Owner | undefined {
  return owners.get(type);
}

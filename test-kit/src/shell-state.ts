import { createSlice, type PayloadActionCreator, type UnknownAction } from '@reduxjs/toolkit';
import {
  balanceAfter,
  events,
  LOGGED_OUT_SESSION,
  type Locale,
  type SessionState,
  type ShellState,
} from '@oyna/contracts';

/** A visitor: nobody logged in. */
export const visitorSession: SessionState = LOGGED_OUT_SESSION;

/** A logged-in player with a stored (unverified) phone. */
export const loggedInSession: SessionState = {
  loggedIn: true,
  username: 'oyuncu1',
  usercode: 'U1001',
  balance: 10,
  // The balance's parts as the shell keeps them after its first poll (spec §1 promotions and bonuses).
  cash: 10,
  bonus: 0,
  maxBet: null,
  phone: '905551234567',
  smsVerified: false,
  liveChannel: 'connected',
};

/** Per shell slice, any part of its state; a package's own slices by their reducer path. */
export type PreloadedState = { [K in keyof ShellState]?: Partial<ShellState[K]> } & Record<
  string,
  unknown
>;

/**
 * The events a package reports to the shell that change the session it then reads back (its
 * balance after a bet or a deposit, its phone after verification), applied as the shell does.
 * Anything else the shell does with events is the shell's business and tested there.
 */
function sessionPatch<P>(
  event: PayloadActionCreator<P>,
  patch: (payload: P, session: SessionState) => Partial<SessionState>,
) {
  return (action: UnknownAction, session: SessionState) =>
    event.match(action) ? patch(action.payload, session) : undefined;
}
const SESSION_EVENTS = [
  // The shell's own rule for the balance and its parts (spec §1 promotions and bonuses).
  sessionPatch(events.balanceChanged, (payload, session) => balanceAfter(session, payload)),
  sessionPatch(events.phoneVerified, ({ phone }) => ({ phone, smsVerified: true })),
];

/** The shell-owned slices in the shapes of the store contract (ShellState). */
export function shellSlices(locale: Locale, preloaded: PreloadedState = {}) {
  const initial: ShellState = {
    session: { ...visitorSession, ...preloaded.session },
    ui: { dialog: null, dialogProps: {}, sideMenuOpen: false, profileSidebarOpen: false },
    bootstrap: {
      status: 'ready',
      siteOptions: {},
      trialBonusAmount: 0,
      locales: ['tr', 'en'],
      domainStatus: null,
    },
    i18n: { locale, overrides: {} },
    notifications: { items: [], status: 'idle' },
  };
  const slice = <N extends keyof ShellState>(name: N) =>
    createSlice({
      name,
      initialState: { ...initial[name], ...preloaded[name] },
      reducers: {},
    });
  const session = createSlice({
    name: 'session',
    initialState: initial.session,
    reducers: {},
    extraReducers: (builder) =>
      builder.addDefaultCase((state, action) => {
        for (const patch of SESSION_EVENTS) Object.assign(state, patch(action, state));
      }),
  });
  return [session, slice('ui'), slice('bootstrap'), slice('i18n'), slice('notifications')] as const;
}

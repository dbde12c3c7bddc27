import { events } from '@oyna/contracts';
import type { AppStore } from './store';
import { clearAuthData } from '../lib/session/auth-storage';
import { sessionReset } from '../lib/session/session-slice';

/** spec §8: on HTTP 401 the user is logged out first by clearing authentication state. */
export function unauthorized(store: AppStore): void {
  if (!store.getState().session.loggedIn) return;
  clearAuthData();
  store.dispatch(sessionReset());
  store.dispatch(events.sessionChanged({ loggedIn: false, username: null }));
}

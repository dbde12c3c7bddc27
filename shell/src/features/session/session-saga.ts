import {
  call,
  cancel,
  delay,
  fork,
  put,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import {
  BALANCE_POLL_MS,
  balancesOf,
  events,
  LOGOUT_RELOAD_MS,
  request,
  selectIsLoggedIn,
  selectTyped,
} from '@oyna/contracts';
import { profileSidebarToggled } from '../../lib/ui-slice';
import { clearSessionStorage, readAuthData, updateAuthData } from '../../lib/session/auth-storage';
import { goHome, reloadPage } from '../../lib/browser';
import { sessionReset, sessionStarted } from '../../lib/session/session-slice';
import { balanceRefreshRequested } from '../../lib/session/start-session';

function* fetchBalance() {
  // A failed poll waits for the next one; a 401 has logged the player out already (spec §8).
  const res = yield* request('getBalance', undefined, { errorToast: false });
  if (res.ok) {
    // spec §1 promotions and bonuses: the total and its parts (cash, bonus money).
    const balances = balancesOf(res.data);
    updateAuthData({ balance: balances.balance });
    yield put(events.balanceChanged(balances));
  }
}

/** spec §4: a balance fetch runs at once, then every 3000 ms while logged in. */
function* pollBalance() {
  for (;;) {
    yield call(fetchBalance);
    yield delay(BALANCE_POLL_MS);
  }
}

function* watchBalancePolling() {
  let task: Task | null = null;
  for (;;) {
    const loggedIn = yield* selectTyped(selectIsLoggedIn);
    if (task) yield cancel(task);
    task = loggedIn ? yield fork(pollBalance) : null;
    yield take([sessionStarted.type, sessionReset.type]);
  }
}

/**
 * spec §4 Session: a stored session is loaded on start ("With no stored data the state is
 * reset").
 */
function* restoreSession() {
  const stored = readAuthData();
  if (stored) yield put(sessionStarted(stored));
  else yield put(sessionReset());
}

/**
 * spec §4 Logout: "calls the server, clears session and local storage, navigates to '/', resets
 * state and reloads the page after 300 ms".
 */
function* logout() {
  // spec §7: the response is ignored; the player is logged out here whatever the server says.
  yield* request('logout', undefined, { errorToast: false });
  clearSessionStorage();
  yield call(goHome);
  yield put(events.closeDialog());
  yield put(profileSidebarToggled(false));
  yield put(sessionReset());
  yield put(events.sessionChanged({ loggedIn: false, username: null }));
  yield delay(LOGOUT_RELOAD_MS);
  yield call(reloadPage);
}

/** spec §4 Phone verification: success updates the stored phone and smsVerified. */
function* keepPhoneVerified({ payload }: ReturnType<typeof events.phoneVerified>) {
  yield call(updateAuthData, { phone: payload.phone, smsVerified: true });
}

function* keepRenewedToken({ payload }: ReturnType<typeof events.tokenRenewed>) {
  yield call(updateAuthData, { token: payload.token });
}

export function* sessionSaga() {
  yield call(restoreSession);
  yield fork(watchBalancePolling);
  yield takeLatest(balanceRefreshRequested.type, fetchBalance);
  yield takeLeading(events.logoutRequested.type, logout);
  yield takeEvery(events.phoneVerified.type, keepPhoneVerified);
  yield takeEvery(events.tokenRenewed.type, keepRenewedToken);
}

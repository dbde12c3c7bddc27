import type { StaffSelf } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { ApiError } from '../http';
import { httpClient, messageOf } from '../saga-context';
import {
  codeAsked,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  sessionChecked,
  sessionEnded,
  type LoginInput,
} from './session-slice';

/** At start: who the session cookie belongs to (staff/me), or nobody. */
export function* checkSession() {
  const http = yield* httpClient();
  try {
    const me = (yield call(http.call, 'staffMe')) as StaffSelf;
    yield put(sessionChecked(me));
  } catch {
    yield put(sessionChecked(null));
  }
}

/**
 * staff/login: the api sets the session cookie; a 401 whose data says twoFactor asks for the
 * code step (the same call again with the code). The error kept is the api's message, '' when
 * no answer came at all (the screen says so in its own words).
 */
function* login(action: PayloadAction<LoginInput>) {
  const http = yield* httpClient();
  const { email, password, code } = action.payload;
  try {
    const session = (yield call(http.call, 'staffLogin', {
      email,
      password,
      ...(code ? { code } : {}),
    })) as { staff: StaffSelf };
    yield put(loginSucceeded(session.staff));
  } catch (error) {
    const twoFactor =
      error instanceof ApiError &&
      error.status === 401 &&
      typeof error.data === 'object' &&
      error.data !== null &&
      (error.data as { twoFactor?: unknown }).twoFactor === true;
    const message = messageOf(error);
    if (twoFactor) {
      // The first ask (no code sent yet) shows the step without an error.
      yield put(codeAsked({ email, password, message: code ? message : null }));
    } else {
      yield put(loginFailed(message));
    }
  }
}

function* logout() {
  const http = yield* httpClient();
  try {
    yield call(http.call, 'staffLogout');
  } catch {
    // Already ended (401) or no answer: the page forgets the session either way.
  }
  yield put(sessionEnded());
}

export function* sessionSaga() {
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(logoutRequested.type, logout);
  yield call(checkSession);
}

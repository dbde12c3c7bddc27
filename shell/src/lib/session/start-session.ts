import { put } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import { events, type AuthData } from '@oyna/contracts';
import { getFingerprint } from '../fingerprint';
import { writeAuthData } from './auth-storage';
import { sessionStarted } from './session-slice';

/** Fetch the balance now (balance button, after a trial bonus is credited). */
export const balanceRefreshRequested = createAction('session/balanceRefreshRequested');

/**
 * spec §4 Session: "on login the auth data is stored and the session loaded". Used by login and
 * by registration (spec §7: success logs in).
 */
export function* startSession(data: AuthData) {
  const stored = { ...data, fingerprint: getFingerprint() };
  writeAuthData(stored);
  yield put(sessionStarted(stored));
  yield put(events.sessionChanged({ loggedIn: true, username: stored.username }));
}

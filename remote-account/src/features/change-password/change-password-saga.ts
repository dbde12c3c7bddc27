import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  events,
  getApi,
  type ApiClient,
  type ApiEnvelope,
  type ChangePasswordPayload,
} from '@oyna/contracts';
import {
  changePasswordFailed,
  changePasswordRequested,
  changePasswordSucceeded,
} from './change-password-slice';

/** A token in the response data, when the api renews the session's token on a password change. */
function renewedToken(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const token = (data as { token?: unknown }).token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/**
 * `customer/changepassword` (spec §7). spec §8: `success:false` shows the server's message as an
 * error toast; success shows it as a success toast.
 */
export function* changePasswordSaga(action: PayloadAction<ChangePasswordPayload>) {
  try {
    const api: ApiClient = yield getApi();
    const result: ApiEnvelope<unknown> = yield call(() =>
      api.call('changePassword', action.payload),
    );
    if (!result.success) {
      yield put(events.toast({ kind: 'error', message: result.message }));
      yield put(changePasswordFailed());
      return;
    }
    const token = renewedToken(result.data);
    if (token) yield put(events.tokenRenewed({ token }));
    if (result.message) yield put(events.toast({ kind: 'success', message: result.message }));
    yield put(changePasswordSucceeded());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    yield put(events.toast({ kind: 'error', message }));
    yield put(changePasswordFailed());
  }
}

export function* watchChangePassword() {
  yield takeLeading(changePasswordRequested.type, changePasswordSaga);
}

import { put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { events, request, type ChangePasswordPayload } from '@oyna/contracts';
import {
  changePasswordFailed,
  changePasswordRequested,
  changePasswordSucceeded,
} from './change-password-slice';

/**
 * `customer/changepassword` (spec §7). spec §8: `success:false` shows the server's message as an
 * error toast, success as a success toast (both by `request`). The api ends every session of the
 * player and answers with the token of a fresh one, which the shell takes over (tokenRenewed).
 */
export function* changePasswordSaga(action: PayloadAction<ChangePasswordPayload>) {
  const result = yield* request('changePassword', action.payload, { successToast: true });
  if (!result.ok) {
    yield put(changePasswordFailed());
    return;
  }
  yield put(events.tokenRenewed({ token: result.data.token }));
  yield put(changePasswordSucceeded());
}

export function* watchChangePassword() {
  yield takeLeading(changePasswordRequested.type, changePasswordSaga);
}

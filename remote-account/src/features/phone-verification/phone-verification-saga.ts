import { put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { events, request } from '@oyna/contracts';
import {
  codeSent,
  requestFailed,
  sendCodeRequested,
  verifyFailed,
  verifyRequested,
  verifySucceeded,
  type SendCodePayload,
} from './phone-verification-slice';

/**
 * `customer/updatephone` (spec §7) in its three steps (spec §3: step 0, 1 or 2), as the api
 * defines them (api/README.md › Phone verification): 0 sends a code to a new number
 * (UpdatePage), 1 sends a code to the number (Send Code, resend), 2 checks the code; the
 * account's number changes, verified, only at step 2. spec §8: `success:false` shows the server's
 * message as an error toast, a successful phone validation as a success toast (both `request`).
 */
export function* sendCodeSaga(action: PayloadAction<SendCodePayload>) {
  const { phone, changeNumber } = action.payload;
  // UpdatePage sends step 0 (a code to a new number); Send Code and resend send step 1.
  const sent = yield* request(
    'updatePhone',
    { step: changeNumber ? 0 : 1, phone },
    { successToast: true },
  );
  yield put(sent.ok ? codeSent(phone) : requestFailed());
}

export function* verifySaga(action: PayloadAction<{ phone: string; code: string }>) {
  const { phone, code } = action.payload;
  const checked = yield* request('updatePhone', { step: 2, phone, code }, { successToast: true });
  if (!checked.ok) {
    yield put(verifyFailed());
    return;
  }
  yield put(verifySucceeded());
  // spec §4: success updates the stored phone and smsVerified — the shell owns both.
  yield put(events.phoneVerified({ phone }));
}

export function* watchPhoneVerification() {
  yield takeLeading(sendCodeRequested.type, sendCodeSaga);
  yield takeLeading(verifyRequested.type, verifySaga);
}

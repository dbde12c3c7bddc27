import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  events,
  getApi,
  type ApiClient,
  type ApiEnvelope,
  type PhoneVerificationPayload,
} from '@oyna/contracts';
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
 * defines them (api/src/modules/customer/service.ts): 0 sends a code to a new number (UpdatePage),
 * 1 sends a code to the number (Send Code, resend), 2 checks the code; the account's number
 * changes, verified, only at step 2. spec §8: `success:false` shows the server's message as an
 * error toast; a successful phone validation shows it as a success toast.
 */
type UpdatePhoneResult = ApiEnvelope<null>;

function* updatePhone(payload: PhoneVerificationPayload) {
  const api: ApiClient = yield getApi();
  const result: UpdatePhoneResult = yield call(() => api.call('updatePhone', payload));
  if (!result.success) {
    yield put(events.toast({ kind: 'error', message: result.message }));
  }
  return result;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function* sendCodeSaga(action: PayloadAction<SendCodePayload>) {
  const { phone, changeNumber } = action.payload;
  try {
    // UpdatePage sends step 0 (a code to a new number); Send Code and resend send step 1.
    const sent: UpdatePhoneResult = yield call(updatePhone, { step: changeNumber ? 0 : 1, phone });
    if (!sent.success) {
      yield put(requestFailed());
      return;
    }
    if (sent.message) yield put(events.toast({ kind: 'success', message: sent.message }));
    yield put(codeSent(phone));
  } catch (error) {
    yield put(events.toast({ kind: 'error', message: errorMessage(error) }));
    yield put(requestFailed());
  }
}

export function* verifySaga(action: PayloadAction<{ phone: string; code: string }>) {
  const { phone, code } = action.payload;
  try {
    const checked: UpdatePhoneResult = yield call(updatePhone, { step: 2, phone, code });
    if (!checked.success) {
      yield put(verifyFailed());
      return;
    }
    if (checked.message) yield put(events.toast({ kind: 'success', message: checked.message }));
    yield put(verifySucceeded());
    // spec §4: success updates the stored phone and smsVerified — the shell owns both.
    yield put(events.phoneVerified({ phone }));
  } catch (error) {
    yield put(events.toast({ kind: 'error', message: errorMessage(error) }));
    yield put(verifyFailed());
  }
}

export function* watchPhoneVerification() {
  yield takeLeading(sendCodeRequested.type, sendCodeSaga);
  yield takeLeading(verifyRequested.type, verifySaga);
}

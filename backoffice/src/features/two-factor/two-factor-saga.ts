import type { RecoveryCodes, TotpEnrolment } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { httpClient, messageOf } from '../../lib/saga-context';
import { checkSession } from '../../lib/session/session-saga';
import {
  codesKept,
  confirmed,
  confirmRequested,
  enrolRequested,
  enrolStarted,
  twoFactorFailed,
} from './two-factor-slice';

/** staff/totp/enrol: a new secret, as a QR code and its otpauth URI. */
function* enrol() {
  const http = yield* httpClient();
  try {
    const enrolment = (yield call(http.call, 'staffTotpEnrol')) as TotpEnrolment;
    yield put(enrolStarted(enrolment));
  } catch (error) {
    yield put(twoFactorFailed(messageOf(error)));
  }
}

/** staff/totp/confirm: the first code turns two-factor on and gives the recovery codes. */
function* confirm(action: PayloadAction<string>) {
  const http = yield* httpClient();
  try {
    const answer = (yield call(http.call, 'staffTotpConfirm', {
      code: action.payload.replace(/\s+/g, ''),
    })) as RecoveryCodes;
    yield put(confirmed(answer.recoveryCodes));
  } catch (error) {
    yield put(twoFactorFailed(messageOf(error)));
  }
}

export function* twoFactorSaga() {
  yield takeLeading(enrolRequested.type, enrol);
  yield takeLeading(confirmRequested.type, confirm);
  // Only once the codes are kept: staff/me now says two-factor is on (and no longer mustEnrol).
  yield takeLatest(codesKept.type, checkSession);
}

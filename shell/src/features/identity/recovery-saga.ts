import { delay, put, takeLeading } from 'redux-saga/effects';
import { events, LOGIN_AFTER_RECOVERY_MS, selectOpenDialog, selectTyped } from '@oyna/contracts';
import { identityRequest } from './identity-request';
import {
  recoveryAdvanced,
  recoveryCodeSubmitted,
  recoveryPasswordSubmitted,
  recoveryUsernameSubmitted,
} from './identity-slice';

// spec §4 Recovery: "steps 1 to 4, each advances on success; at step 4 the login form opens
// after 1 s".

function* sendResetCode({ payload }: ReturnType<typeof recoveryUsernameSubmitted>) {
  const res = yield* identityRequest('sendResetPassword', payload);
  if (res.ok) yield put(recoveryAdvanced({ step: 2, username: payload.username }));
}

function* checkResetCode({ payload }: ReturnType<typeof recoveryCodeSubmitted>) {
  const res = yield* identityRequest('checkResetCode', payload);
  if (res.ok) yield put(recoveryAdvanced({ step: 3, code: payload.code }));
}

function* changePassword({ payload }: ReturnType<typeof recoveryPasswordSubmitted>) {
  const res = yield* identityRequest('changePasswordWithCode', payload);
  if (!res.ok) return;
  yield put(recoveryAdvanced({ step: 4 }));
  yield delay(LOGIN_AFTER_RECOVERY_MS);
  // The person may have closed the dialog meanwhile; then nothing opens on its own.
  const open = yield* selectTyped(selectOpenDialog);
  if (open === 'recovery') yield put(events.openDialog({ dialog: 'login' }));
}

export function* watchRecovery() {
  yield takeLeading(recoveryUsernameSubmitted.type, sendResetCode);
  yield takeLeading(recoveryCodeSubmitted.type, checkResetCode);
  yield takeLeading(recoveryPasswordSubmitted.type, changePassword);
}

import { call, put, takeLeading } from 'redux-saga/effects';
import { events } from '@oyna/contracts';
import { startSession } from '../../lib/session/start-session';
import { identityRequest } from './identity-request';
import { loginSubmitted } from './identity-slice';

/**
 * spec §4/§8 Login: the auth data is stored and the session loaded; the server's message shows
 * as a success notification; login success closes all dialogs.
 */
function* login({ payload }: ReturnType<typeof loginSubmitted>) {
  const res = yield* identityRequest('login', payload, { successToast: true });
  if (!res.ok) return;
  yield call(startSession, res.data);
  yield put(events.closeDialog());
}

export function* watchLogin() {
  yield takeLeading(loginSubmitted.type, login);
}

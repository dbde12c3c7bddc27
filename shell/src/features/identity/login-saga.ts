import { call, put, takeLeading } from 'redux-saga/effects';
import { events, type ApiEnvelope, type AuthData } from '@oyna/contracts';
import { startSession } from '../session/session-saga';
import { identityRequest, successToast } from './identity-request';
import { loginSubmitted } from './identity-slice';

/**
 * spec §4/§8 Login: the auth data is stored and the session loaded; the server's message shows
 * as a success notification; login success closes all dialogs.
 */
function* login({ payload }: ReturnType<typeof loginSubmitted>) {
  const res: ApiEnvelope<AuthData> | null = yield call(identityRequest<AuthData>, 'login', payload);
  if (!res) return;
  yield call(startSession, res.data);
  yield put(events.closeDialog());
  yield call(successToast, res.message);
}

export function* watchLogin() {
  yield takeLeading(loginSubmitted.type, login);
}

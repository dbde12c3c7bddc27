import { all, call } from 'redux-saga/effects';
import { watchLogin } from './login-saga';
import { watchRecovery } from './recovery-saga';
import { watchRegister } from './register-saga';

/** The sagas behind the identity dialogs (spec §2 Dialogs, §4). */
export function* identitySaga() {
  yield all([call(watchLogin), call(watchRegister), call(watchRecovery)]);
}

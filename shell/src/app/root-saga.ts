import { all, call } from 'redux-saga/effects';
import { startupSaga } from '../features/bootstrap/startup-saga';
import { watchEventOwners } from '../features/remotes/event-owner-saga';

export function* rootSaga() {
  yield all([call(watchEventOwners), call(startupSaga)]);
}

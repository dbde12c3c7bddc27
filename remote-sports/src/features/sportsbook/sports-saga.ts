import { put, takeEvery } from 'redux-saga/effects';
import { events } from '@oyna/contracts';
import { sessionRenewed } from './sports-slice';

/** Reacts to the shell's session event: a new player gets a fresh sportsbook session. */
export function* watchSportsSession() {
  yield takeEvery(events.sessionChanged, function* onSession() {
    yield put(sessionRenewed());
  });
}

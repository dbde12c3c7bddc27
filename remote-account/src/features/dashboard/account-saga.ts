import { put, takeEvery } from 'redux-saga/effects';
import { events } from '@oyna/contracts';
import { playerChanged } from './account-slice';

/** Account screens hold player data: when the shell reports a session change, it is stale. */
export function* watchAccountSession() {
  yield takeEvery(events.sessionChanged, function* onSession() {
    yield put(playerChanged());
  });
}

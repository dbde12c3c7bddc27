import type { BackofficeDashboard } from '@oyna/contracts';
import { call, put, takeLatest } from 'redux-saga/effects';
import { httpClient, messageOf } from '../../lib/saga-context';
import { dashboardFailed, dashboardLoaded, dashboardRequested } from './dashboard-slice';

/** Today's figures and the queues (adminDashboard). */
function* loadDashboard() {
  const http = yield* httpClient();
  try {
    const figures = (yield call(http.call, 'adminDashboard')) as BackofficeDashboard;
    yield put(dashboardLoaded(figures));
  } catch (error) {
    yield put(dashboardFailed(messageOf(error)));
  }
}

export function* dashboardSaga() {
  yield takeLatest(dashboardRequested.type, loadDashboard);
}

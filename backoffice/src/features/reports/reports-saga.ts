import type { BackofficeReport } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { saveExport } from '../../lib/export-saga';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  exportDone,
  exportRequested,
  reportFailed,
  reportLoaded,
  reportRequested,
  type Range,
} from './reports-slice';

function* loadReport(action: PayloadAction<Range>) {
  const http = yield* httpClient();
  try {
    const report = (yield call(http.call, 'adminReport', action.payload)) as BackofficeReport;
    yield put(reportLoaded(report));
  } catch (error) {
    yield put(reportFailed(messageOf(error)));
  }
}

/** The api's CSV of the range (the export is audited there), saved by the browser. */
function* exportCsv(action: PayloadAction<Range>) {
  const http = yield* httpClient();
  yield* saveExport(
    () => http.call('adminReportExport', action.payload),
    'bo.reports.exportFailed',
  );
  yield put(exportDone());
}

export function* reportsSaga() {
  yield takeLatest(reportRequested.type, loadReport);
  yield takeLeading(exportRequested.type, exportCsv);
}

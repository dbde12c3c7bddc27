import type { BackofficeReport, BackofficeReportCsv } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { downloadText } from '../../lib/download';
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
  try {
    const file = (yield call(
      http.call,
      'adminReportExport',
      action.payload,
    )) as BackofficeReportCsv;
    yield call(downloadText, file.filename, file.csv);
    yield put(
      toastShown({
        kind: 'success',
        id: 'bo.list.downloaded',
        values: { file: file.filename, rows: file.rows },
      }),
    );
  } catch (error) {
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.reports.exportFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
  yield put(exportDone());
}

export function* reportsSaga() {
  yield takeLatest(reportRequested.type, loadReport);
  yield takeLeading(exportRequested.type, exportCsv);
}

import type { AuditCsv, AuditPage } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { downloadText } from '../../lib/download';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  AUDIT_PAGE,
  auditExportDone,
  auditExportRequested,
  auditFailed,
  auditLoaded,
  auditRequested,
  cleanFilter,
  type AuditFilter,
} from './audit-slice';

function* loadAudit(action: PayloadAction<{ filter: AuditFilter; skip?: number }>) {
  const http = yield* httpClient();
  try {
    const page = (yield call(http.call, 'adminAudit', {
      ...cleanFilter(action.payload.filter),
      skip: action.payload.skip ?? 0,
      take: AUDIT_PAGE,
    })) as AuditPage;
    yield put(auditLoaded(page));
  } catch (error) {
    yield put(auditFailed(messageOf(error)));
  }
}

/** The api's CSV of the filtered log (the export is itself audited, KVKK), saved by the browser. */
function* exportAudit(action: PayloadAction<AuditFilter>) {
  const http = yield* httpClient();
  try {
    const file = (yield call(
      http.call,
      'adminAuditExport',
      cleanFilter(action.payload),
    )) as AuditCsv;
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
          ? { kind: 'error', id: 'bo.audit.exportFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
  yield put(auditExportDone());
}

export function* auditSaga() {
  yield takeLatest(auditRequested.type, loadAudit);
  yield takeLeading(auditExportRequested.type, exportAudit);
}

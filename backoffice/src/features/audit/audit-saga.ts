import type { AuditPage } from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { saveExport } from '../../lib/export-saga';
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
  yield* saveExport(
    () => http.call('adminAuditExport', cleanFilter(action.payload)),
    'bo.audit.exportFailed',
  );
  yield put(auditExportDone());
}

export function* auditSaga() {
  yield takeLatest(auditRequested.type, loadAudit);
  yield takeLeading(auditExportRequested.type, exportAudit);
}

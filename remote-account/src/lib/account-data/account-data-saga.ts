import { all, call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { request, type FinancialExportRequest } from '@oyna/contracts';
import { accountCalls } from './account-calls';
import {
  bonusRequestDone,
  bonusRequested,
  csvDone,
  csvRequested,
  endOtherSessionsDone,
  endOtherSessionsRequested,
} from './account-data-slice';

/** spec §2 claim-bonus: a request goes Pending; the server's message is the toast either way. */
export function* bonusRequestSaga(action: PayloadAction<{ offer: string }>) {
  const result = yield* request(
    'requestBonus',
    { offer: action.payload.offer },
    {
      successToast: true,
    },
  );
  yield put(bonusRequestDone());
  if (result.ok) yield* accountCalls.reload('getBonusOffers', 'getBonuses', 'getAccountSummary');
}

/** Session history: "log out other sessions" ends them at once. */
export function* endOtherSessionsSaga() {
  const result = yield* request('endOtherSessions', undefined, { successToast: true });
  yield put(endOtherSessionsDone());
  if (result.ok) yield* accountCalls.reload('getSessions');
}

/** Saves a text as a file in the browser (the CSV of the chosen range). */
export function saveFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function* csvSaga(action: PayloadAction<FinancialExportRequest>) {
  const result = yield* request('exportFinancialActivities', action.payload);
  yield put(csvDone());
  if (result.ok)
    yield call(saveFile, result.data.fileName, result.data.csv, 'text/csv;charset=utf-8');
}

export function* watchAccountData() {
  yield all([
    takeLeading(bonusRequested.type, bonusRequestSaga),
    takeLeading(endOtherSessionsRequested.type, endOtherSessionsSaga),
    takeLeading(csvRequested.type, csvSaga),
  ]);
}

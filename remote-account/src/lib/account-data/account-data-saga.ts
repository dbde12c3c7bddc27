import { all, call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { balancesOf, events, request, type FinancialExportRequest } from '@oyna/contracts';
import { accountCalls } from './account-calls';
import {
  bonusForfeitDone,
  bonusForfeitRequested,
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

/**
 * spec §1 promotions and bonuses: the player forfeits an active bonus — its bonus money and
 * winnings go, cash stays. The server's message is the toast either way; after it the bonuses,
 * the summary and the balance (the header's too, with its parts) are read anew.
 */
export function* bonusForfeitSaga(action: PayloadAction<{ bonusId: number }>) {
  const result = yield* request(
    'forfeitBonus',
    { bonusId: action.payload.bonusId },
    { successToast: true },
  );
  yield put(bonusForfeitDone());
  if (!result.ok) return;
  // 'getBalance' too, for a screen of an older shell that does not keep the parts (balance-parts.ts).
  yield* accountCalls.reload('getBonuses', 'getBonusOffers', 'getAccountSummary', 'getBalance');
  const balance = yield* request('getBalance', undefined, { errorToast: false });
  // The whole answer goes on: the shell keeps the total and its parts, which these screens read.
  if (balance.ok) yield put(events.balanceChanged(balancesOf(balance.data)));
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
    takeLeading(bonusForfeitRequested.type, bonusForfeitSaga),
    takeLeading(endOtherSessionsRequested.type, endOtherSessionsSaga),
    takeLeading(csvRequested.type, csvSaga),
  ]);
}

import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { request, type EndpointName, type FinancialExportRequest } from '@oyna/contracts';
import {
  bonusRequestDone,
  bonusRequested,
  csvDone,
  csvRequested,
  endOtherSessionsDone,
  endOtherSessionsRequested,
  loadFailed,
  loadRequested,
  loadSucceeded,
  selectAccountData,
  type AccountDataState,
  type AccountResource,
  type LoadedPayload,
  type LoadPayload,
} from './account-data-slice';

/** The call that reads each resource (the account calls of the endpoint table). */
const ENDPOINT_OF: Record<AccountResource, EndpointName> = {
  summary: 'getAccountSummary',
  details: 'getAccountDetails',
  financial: 'getFinancialActivities',
  games: 'getGameHistory',
  offers: 'getBonusOffers',
  bonuses: 'getBonuses',
  sessions: 'getSessions',
};

const RESOURCES = Object.keys(ENDPOINT_OF) as AccountResource[];

/**
 * Loads one resource. A failure shows in the screen (an error state with Retry), so no toast;
 * a 401 is the shell's (the login dialog).
 */
export function* loadSaga(action: PayloadAction<LoadPayload>) {
  const { resource, query } = action.payload;
  const result = yield* request(ENDPOINT_OF[resource] as 'getFinancialActivities', query as never, {
    errorToast: false,
  });
  if (!result.ok) {
    yield put(loadFailed({ resource }));
    return;
  }
  yield put(loadSucceeded({ resource, data: result.data } as LoadedPayload));
}

/** Reloads the resources a screen has already loaded (after a request changes them). */
function* reload(...resources: AccountResource[]) {
  const state = (yield select(selectAccountData)) as AccountDataState;
  for (const resource of resources) {
    const slot = state[resource];
    if (slot.status === 'idle') continue;
    yield put(loadRequested({ resource, query: slot.query ?? undefined } as LoadPayload));
  }
}

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
  if (result.ok) yield* reload('offers', 'bonuses', 'summary');
}

/** Session history: "log out other sessions" ends them at once. */
export function* endOtherSessionsSaga() {
  const result = yield* request('endOtherSessions', undefined, { successToast: true });
  yield put(endOtherSessionsDone());
  if (result.ok) yield* reload('sessions');
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

const loadOf =
  (resource: AccountResource) =>
  (action: Action): action is PayloadAction<LoadPayload> =>
    loadRequested.match(action) && action.payload.resource === resource;

export function* watchAccountData() {
  yield all([
    ...RESOURCES.map((resource) => takeLatest(loadOf(resource), loadSaga)),
    takeLeading(bonusRequested.type, bonusRequestSaga),
    takeLeading(endOtherSessionsRequested.type, endOtherSessionsSaga),
    takeLeading(csvRequested.type, csvSaga),
  ]);
}

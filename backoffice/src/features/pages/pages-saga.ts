import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminPageList, PageUpsert, UpsertResult } from '@oyna/contracts';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  pageSaveFailed,
  pageSaveRequested,
  pageSaved,
  pagesFailed,
  pagesLoaded,
  pagesRequested,
} from './pages-slice';

function* loadPages() {
  const http = yield* httpClient();
  try {
    yield put(pagesLoaded((yield call(http.call, 'adminPages')) as AdminPageList));
  } catch (error) {
    yield put(pagesFailed(messageOf(error)));
  }
}

/** admin/page: the api cleans the text and checks the rest again (400, its message). */
function* savePage(action: PayloadAction<PageUpsert>) {
  const http = yield* httpClient();
  try {
    const { id } = (yield call(http.call, 'adminUpsertPage', action.payload)) as UpsertResult;
    yield put(pageSaved({ id }));
    yield put(toastShown({ kind: 'success', id: 'bo.pages.saved', values: { id } }));
    yield put(pagesRequested());
  } catch (error) {
    yield put(pageSaveFailed());
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.pages.saveFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
}

export function* pagesSaga() {
  yield takeLatest(pagesRequested.type, loadPages);
  yield takeLeading(pageSaveRequested.type, savePage);
}

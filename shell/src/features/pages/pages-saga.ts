import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { request, TOP_WINNERS_COUNT } from '@oyna/contracts';
import {
  pageFailed,
  pageLoaded,
  pageMenuFailed,
  pageMenuLoaded,
  pageMenuRequested,
  pageRequested,
  promotionsFailed,
  promotionsLoaded,
  promotionsRequested,
  winnersFailed,
  winnersLoaded,
  winnersRequested,
} from './pages-slice';

/** spec §7 cms/contentlist: status true, categoryId 1 (the static-page menu). */
export const PAGE_MENU_REQUEST = { status: true, categoryId: 1 } as const;

// Content loads quietly: a part that fails shows its own error state with Retry, not a toast.
const quiet = { errorToast: false } as const;

function* loadPromotions() {
  const res = yield* request('getPromotions', {}, quiet);
  yield put(res.ok ? promotionsLoaded(res.data) : promotionsFailed());
}

function* loadPageMenu() {
  const res = yield* request('getContentList', PAGE_MENU_REQUEST, quiet);
  yield put(res.ok ? pageMenuLoaded(res.data) : pageMenuFailed());
}

function* loadPage(action: ReturnType<typeof pageRequested>) {
  const { id } = action.payload;
  const res = yield* request('getContent', { id }, quiet);
  yield put(res.ok ? pageLoaded(res.data) : pageFailed({ id }));
}

function* loadWinners() {
  // spec §7: isLive false, count 40.
  const res = yield* request('getTopWinners', { isLive: false, count: TOP_WINNERS_COUNT }, quiet);
  yield put(res.ok ? winnersLoaded(res.data) : winnersFailed());
}

export function* pagesSaga() {
  yield all([
    takeLatest(promotionsRequested.type, loadPromotions),
    takeLatest(pageMenuRequested.type, loadPageMenu),
    takeEvery(pageRequested.type, loadPage),
    takeLatest(winnersRequested.type, loadWinners),
  ]);
}

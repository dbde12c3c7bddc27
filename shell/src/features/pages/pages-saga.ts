import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  getApi,
  TOP_WINNERS_COUNT,
  type ApiClient,
  type ApiEnvelope,
  type ContentItem,
  type Promotion,
  type TopWinner,
} from '@oyna/contracts';
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
  type StaticPage,
} from './pages-slice';

/** spec §7 cms/contentlist: status true, categoryId 1 (the static-page menu). */
export const PAGE_MENU_REQUEST = { status: true, categoryId: 1 } as const;

function* loadPromotions() {
  const api: ApiClient = yield getApi();
  try {
    const res: ApiEnvelope<Promotion[]> = yield call(api.call, 'getPromotions', {});
    if (!res.success) throw new Error(res.message);
    yield put(promotionsLoaded(res.data ?? []));
  } catch {
    yield put(promotionsFailed());
  }
}

function* loadPageMenu() {
  const api: ApiClient = yield getApi();
  try {
    const res: ApiEnvelope<ContentItem[]> = yield call(
      api.call,
      'getContentList',
      PAGE_MENU_REQUEST,
    );
    if (!res.success) throw new Error(res.message);
    yield put(pageMenuLoaded(res.data ?? []));
  } catch {
    yield put(pageMenuFailed());
  }
}

function* loadPage(action: ReturnType<typeof pageRequested>) {
  const { id } = action.payload;
  const api: ApiClient = yield getApi();
  try {
    // Not in the endpoint table: the id is a path segment (api README › cms/content/:id).
    const res: ApiEnvelope<StaticPage> = yield call(api.get, `cms/content/${id}`);
    if (!res.success || !res.data) throw new Error(res.message);
    yield put(pageLoaded(res.data));
  } catch {
    yield put(pageFailed({ id }));
  }
}

function* loadWinners() {
  const api: ApiClient = yield getApi();
  try {
    // spec §7: isLive false, count 40.
    const res: ApiEnvelope<TopWinner[]> = yield call(api.call, 'getTopWinners', {
      isLive: false,
      count: TOP_WINNERS_COUNT,
    });
    if (!res.success) throw new Error(res.message);
    yield put(winnersLoaded(res.data ?? []));
  } catch {
    yield put(winnersFailed());
  }
}

export function* pagesSaga() {
  yield all([
    takeLatest(promotionsRequested.type, loadPromotions),
    takeLatest(pageMenuRequested.type, loadPageMenu),
    takeEvery(pageRequested.type, loadPage),
    takeLatest(winnersRequested.type, loadWinners),
  ]);
}

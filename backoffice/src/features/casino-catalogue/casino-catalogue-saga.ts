import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminCasinoCategoryRecord, AdminCasinoGamePage } from '@oyna/contracts';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  GAMES_PAGE,
  catalogueFailed,
  catalogueLoaded,
  catalogueRequested,
  changeDone,
  changeFailed,
  changeRequested,
  type CasinoCatalogueState,
  type CatalogueChange,
} from './casino-catalogue-slice';

const stateOf = (s: { casinoCatalogue: CasinoCatalogueState }) => s.casinoCatalogue;

/** The categories (adminCasinoCategories) and the page of games the query asks for. */
function* loadCatalogue() {
  const http = yield* httpClient();
  const { query } = (yield select(stateOf)) as CasinoCatalogueState;
  try {
    const [categories, page] = (yield all([
      call(http.call, 'adminCasinoCategories'),
      call(http.call, 'adminCasinoGames', {
        ...(query.categoryId === null ? {} : { categoryId: query.categoryId }),
        ...(query.q.trim() ? { q: query.q.trim() } : {}),
        skip: query.skip,
        take: GAMES_PAGE,
      }),
    ])) as [AdminCasinoCategoryRecord[], AdminCasinoGamePage];
    yield put(catalogueLoaded({ categories, games: page.items, total: page.total }));
  } catch (error) {
    yield put(catalogueFailed(messageOf(error)));
  }
}

/** A switch or a placement: its own call; each leaves one audit record on the api. */
function* change(action: PayloadAction<CatalogueChange>) {
  const http = yield* httpClient();
  const c = action.payload;
  try {
    if (c.kind === 'category') {
      yield call(http.call, 'adminEnableCasinoCategory', { id: c.id, enabled: c.enabled });
    } else if (c.kind === 'game') {
      yield call(http.call, 'adminEnableCasinoGame', { id: c.id, enabled: c.enabled });
    } else {
      yield call(http.call, 'adminPlaceCasinoGame', {
        gameId: c.gameId,
        categoryId: c.categoryId,
        placed: c.placed,
      });
    }
    yield put(changeDone(c));
    yield put(toastShown({ kind: 'success', id: 'bo.casino.changed', values: { name: c.name } }));
  } catch (error) {
    yield put(changeFailed(c));
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: 'bo.casino.changeFailed', values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
}

export function* casinoCatalogueSaga() {
  yield takeLatest(catalogueRequested.type, loadCatalogue);
  yield takeEvery(changeRequested.type, change);
}

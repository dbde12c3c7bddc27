import { all, call, delay, fork, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  events,
  FAVORITES_CATEGORY,
  request,
  selectIsLoggedIn,
  selectTyped,
  type CatalogueGame,
} from '@oyna/contracts';
import { SEARCH_TAKE } from '../../lib/search';
import { casinoActions, selectCasino } from './casino-slice';

/** spec §9: categories are requested in batches of 20. */
export const CATEGORY_BATCH = 20;
/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

/** One category's games; a failure is an empty list (spec §8), never a broken page. */
function* loadCategory(slug: string) {
  yield put(casinoActions.categoryLoading(slug));
  const r = yield* request('getCasinoGames', { systemCategory: slug }, { errorToast: false });
  yield put(casinoActions.categoryLoaded({ slug, games: r.ok ? r.data.flat() : [] }));
}

function* loadLobby(action: PayloadAction<{ slugs: string[] }>) {
  const loggedIn = yield* selectTyped(selectIsLoggedIn);
  if (loggedIn) yield fork(loadFavourites);
  const slugs = action.payload.slugs;
  for (let i = 0; i < slugs.length; i += CATEGORY_BATCH) {
    yield all(slugs.slice(i, i + CATEGORY_BATCH).map((slug) => call(loadCategory, slug)));
  }
}

function* loadFavourites() {
  const loggedIn = yield* selectTyped(selectIsLoggedIn);
  if (!loggedIn) {
    yield put(casinoActions.favouritesLoaded([]));
    return;
  }
  const r = yield* request(
    'getCasinoGames',
    { systemCategory: FAVORITES_CATEGORY },
    { errorToast: false },
  );
  yield put(casinoActions.favouritesLoaded(r.ok ? r.data.flat() : []));
}

/**
 * spec §4 Favourites: a visitor gets the login dialog (§6); a player's star toggles with
 * casino/togglefavorite; 'Removed from favorites' (warning) when it was one, else 'Added to
 * favorites' (success); both reload the list.
 */
function* toggleFavourite(action: PayloadAction<{ game: CatalogueGame }>) {
  const loggedIn = yield* selectTyped(selectIsLoggedIn);
  if (!loggedIn) {
    yield put(events.requireLogin());
    return;
  }
  const { game } = action.payload;
  const state = yield* selectTyped(selectCasino);
  const was = state.favourites.games.some((g) => g.gameCode === game.gameCode);
  const r = yield* request('toggleFavorite', {
    code: game.gameCode,
    providerId: game.mainProviderId,
  });
  if (!r.ok) return;
  yield put(events.toast({ kind: was ? 'warning' : 'success', message: r.message }));
  yield call(loadFavourites);
}

/** spec §2/§7: typing searches with casino/games (live, search, skip 0, take 5), flattened. */
function* search(action: PayloadAction<{ query: string; live: boolean }>) {
  if (!action.payload.query.trim()) return;
  yield delay(SEARCH_DEBOUNCE_MS);
  yield call(runSearch, action);
}

export function* runSearch(action: PayloadAction<{ query: string; live: boolean }>) {
  const text = action.payload.query.trim();
  const r = yield* request(
    'getCasinoGames',
    { live: action.payload.live, search: text, skip: 0, take: SEARCH_TAKE },
    { errorToast: false },
  );
  yield put(casinoActions.searchLoaded(r.ok ? r.data.flat() : []));
}

export function* watchCasino() {
  yield takeLatest(casinoActions.loadLobby.type, loadLobby);
  yield takeLatest(casinoActions.loadFavourites.type, loadFavourites);
  yield takeEvery(casinoActions.toggleFavourite.type, toggleFavourite);
  yield takeLatest(casinoActions.search.type, search);
  // A login or logout changes whose favourites the stars show.
  yield takeLatest(events.sessionChanged.type, loadFavourites);
}

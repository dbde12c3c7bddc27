import { delay, put, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  events,
  request,
  selectIsLoggedIn,
  selectTyped,
  type CatalogueGame,
} from '@oyna/contracts';
import { casinoActions } from './casino-actions';
import {
  casinoCalls,
  categorySlot,
  FAVOURITES_SLOT,
  favouritesQuery,
  gamesOf,
  SEARCH_SLOT,
  searchQuery,
} from './casino-calls';

/** spec §9: categories are requested in batches of 20. */
export const CATEGORY_BATCH = 20;
/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

const { succeeded, failed } = casinoCalls.slice.actions;

/** Waits until every one of the category slots has answered or failed. */
function* categoriesSettled(slugs: string[]) {
  for (;;) {
    let waiting = false;
    for (const slug of slugs) {
      const slot = yield* casinoCalls.select('getCasinoGames', categorySlot(slug));
      if (slot.status === 'loading') waiting = true;
    }
    if (!waiting) return;
    yield take([succeeded.type, failed.type]);
  }
}

/** spec §9: the page's categories in batches of 20, each batch once the one before has answered. */
function* loadLobby(action: PayloadAction<{ slugs: string[] }>) {
  const slugs = action.payload.slugs;
  for (let i = 0; i < slugs.length; i += CATEGORY_BATCH) {
    const batch = slugs.slice(i, i + CATEGORY_BATCH);
    for (const slug of batch) {
      yield put(
        casinoCalls.load('getCasinoGames', { systemCategory: slug }, { key: categorySlot(slug) }),
      );
    }
    yield* categoriesSettled(batch);
  }
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
  const favourites = yield* casinoCalls.select('getCasinoGames', FAVOURITES_SLOT);
  const was = gamesOf(favourites).some((g) => g.gameCode === game.gameCode);
  const r = yield* request('toggleFavorite', {
    code: game.gameCode,
    providerId: game.mainProviderId,
  });
  if (!r.ok) return;
  yield put(events.toast({ kind: was ? 'warning' : 'success', message: r.message }));
  yield put(casinoCalls.load('getCasinoGames', favouritesQuery, { key: FAVOURITES_SLOT }));
}

/** spec §2/§7: typing searches once the player pauses; an empty field asks nothing. */
function* search(action: PayloadAction<{ query: string; live: boolean }>) {
  if (!action.payload.query.trim()) return;
  yield delay(SEARCH_DEBOUNCE_MS);
  yield* runSearch(action);
}

/** The search's call: casino/games (live, search, skip 0, take 5), the newest query winning. */
export function* runSearch(
  action: PayloadAction<{ query: string; live: boolean }>,
): Generator<unknown, void, unknown> {
  const { query, live } = action.payload;
  yield put(casinoCalls.load('getCasinoGames', searchQuery(query, live), { key: SEARCH_SLOT }));
}

export function* watchCasino() {
  yield takeLatest(casinoActions.loadLobby.type, loadLobby);
  yield takeEvery(casinoActions.toggleFavourite.type, toggleFavourite);
  yield takeLatest(casinoActions.search.type, search);
}

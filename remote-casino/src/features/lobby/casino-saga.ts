import { all, call, delay, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  events,
  FAVORITES_CATEGORY,
  request,
  selectIsLoggedIn,
  selectLocale,
  type CatalogueGame,
} from '@oyna/contracts';
import { encodeGameParam } from '../lobby/game-param';
import { casinoActions, selectCasino, type CasinoState, type PlayableGame } from './casino-slice';
import { launchGame, type LaunchAnswer } from './launch-request';
import { isPhone, navigateTo } from './platform';

/** spec §9: categories are requested in batches of 20. */
export const CATEGORY_BATCH = 20;
/** spec §7: a search asks for skip 0, take 5. */
export const SEARCH_TAKE = 5;
/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The game dialog lent to the shell (spec §2 game player dialog). */
export const GAME_DIALOG = 'casino:game';

/** One category's games; a failure is an empty list (spec §8), never a broken page. */
function* loadCategory(slug: string) {
  yield put(casinoActions.categoryLoading(slug));
  const r = yield* request('getCasinoGames', { systemCategory: slug }, { errorToast: false });
  yield put(casinoActions.categoryLoaded({ slug, games: r.ok ? r.data.flat() : [] }));
}

function* loadLobby(action: PayloadAction<{ slugs: string[] }>) {
  const loggedIn = (yield select(selectIsLoggedIn)) as boolean;
  if (loggedIn) yield fork(loadFavourites);
  const slugs = action.payload.slugs;
  for (let i = 0; i < slugs.length; i += CATEGORY_BATCH) {
    yield all(slugs.slice(i, i + CATEGORY_BATCH).map((slug) => call(loadCategory, slug)));
  }
}

function* loadFavourites() {
  const loggedIn = (yield select(selectIsLoggedIn)) as boolean;
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
  const loggedIn = (yield select(selectIsLoggedIn)) as boolean;
  if (!loggedIn) {
    yield put(events.requireLogin());
    return;
  }
  const { game } = action.payload;
  const state = (yield select(selectCasino)) as CasinoState;
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

/**
 * spec §4 Opening a game: a visitor gets the login dialog; a player on a desktop goes to the
 * play page, on a phone the game player dialog opens.
 */
export function* openGame(game: PlayableGame) {
  const loggedIn = (yield select(selectIsLoggedIn)) as boolean;
  if (!loggedIn) {
    yield put(events.requireLogin());
    return;
  }
  if ((yield call(isPhone)) as boolean) {
    yield put(events.openDialog({ dialog: GAME_DIALOG, props: { game } }));
  } else {
    yield call(navigateTo, `/casino/play/${encodeGameParam(game)}`);
  }
}

/** spec §2 compact menu Aviator: the first game a search finds is opened. */
function* openFirstGameFound(action: ReturnType<typeof events.openFirstGameFound>) {
  const loggedIn = (yield select(selectIsLoggedIn)) as boolean;
  if (!loggedIn) {
    yield put(events.requireLogin());
    return;
  }
  const r = yield* request('getCasinoGames', {
    live: action.payload.live,
    search: action.payload.search,
    skip: 0,
    take: SEARCH_TAKE,
  });
  const first = r.ok ? r.data.flat()[0] : undefined;
  if (first) yield call(openGame, first);
}

/** Launches the game of the play page or the dialog; failures per spec §8. */
function* launch(action: PayloadAction<{ game: PlayableGame; mobile: boolean }>) {
  const language = (yield select(selectLocale)) as string;
  const answer = (yield* launchGame(action.payload.game, {
    mobile: action.payload.mobile,
    language,
    lobbyUrl: `${window.location.origin}/casino/slot`,
  })) as LaunchAnswer;
  if (answer.ok) {
    yield put(casinoActions.launched({ url: answer.url, html: answer.html }));
    return;
  }
  yield put(casinoActions.launchFailed());
  if (answer.closeDialog && action.payload.mobile) yield put(events.closeDialog());
}

export function* watchCasino() {
  yield takeLatest(casinoActions.loadLobby.type, loadLobby);
  yield takeLatest(casinoActions.loadFavourites.type, loadFavourites);
  yield takeEvery(casinoActions.toggleFavourite.type, toggleFavourite);
  yield takeLatest(casinoActions.search.type, search);
  yield takeLatest(casinoActions.launch.type, launch);
  yield takeEvery(events.openGame.type, function* (a: ReturnType<typeof events.openGame>) {
    yield call(openGame, a.payload.game);
  });
  yield takeLatest(events.openFirstGameFound.type, openFirstGameFound);
  // A login or logout changes whose favourites the stars show.
  yield takeLatest(events.sessionChanged.type, loadFavourites);
}

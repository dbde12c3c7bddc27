import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  callTyped,
  events,
  request,
  selectIsLoggedIn,
  selectLocale,
  selectTyped,
} from '@oyna/contracts';
import { encodeGameParam } from './game-param';
import { isPhone, navigateTo } from './platform';
import type { PlayableGame } from './playable-game';
import { SEARCH_TAKE } from '../../lib/search';
import { launchGame } from './launch-request';
import { playerActions, sameGame, selectPlayer, type PlayerRootState } from './player-slice';

/** The game dialog lent to the shell (spec §2 game player dialog). */
export const GAME_DIALOG = 'casino:game';

/**
 * spec §4 Opening a game: a visitor gets the login dialog; a player on a desktop goes to the
 * play page, on a phone the game player dialog opens.
 */
export function* openGame(game: PlayableGame) {
  const loggedIn = yield* selectTyped(selectIsLoggedIn);
  if (!loggedIn) {
    yield put(events.requireLogin());
    return;
  }
  if (yield* callTyped(isPhone)) {
    // The launch call starts with the tap, beside the dialog's first render: the frame waits for
    // its answer, not for the dialog to be drawn first (the dialog's player takes this launch).
    yield put(playerActions.launch({ game, mobile: true }));
    yield put(events.openDialog({ dialog: GAME_DIALOG, props: { game } }));
  } else {
    yield call(navigateTo, `/casino/play/${encodeGameParam(game)}`);
  }
}

/** spec §2 compact menu Aviator: the first game a search finds is opened. */
function* openFirstGameFound(action: ReturnType<typeof events.openFirstGameFound>) {
  const loggedIn = yield* selectTyped(selectIsLoggedIn);
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
  const language = yield* selectTyped(selectLocale);
  const answer = yield* launchGame(action.payload.game, {
    mobile: action.payload.mobile,
    language,
    lobbyUrl: `${window.location.origin}/casino/slot`,
  });
  if (answer.ok) {
    yield put(playerActions.launched({ url: answer.url, html: answer.html }));
    return;
  }
  yield put(playerActions.launchFailed());
  if (answer.closeDialog && action.payload.mobile) yield put(events.closeDialog());
}

/** A player shows a game: launched, unless this very game's launch is already under way. */
function* show(action: ReturnType<typeof playerActions.show>) {
  const player = yield* selectTyped((s) => selectPlayer(s as PlayerRootState));
  if (player.status !== 'idle' && player.game && sameGame(player.game, action.payload.game)) {
    return;
  }
  yield put(playerActions.launch(action.payload));
}

export function* watchPlayer() {
  yield takeLatest(playerActions.launch.type, launch);
  yield takeEvery(playerActions.show.type, show);
  yield takeEvery(events.openGame.type, function* (a: ReturnType<typeof events.openGame>) {
    yield call(openGame, a.payload.game);
  });
  yield takeLatest(events.openFirstGameFound.type, openFirstGameFound);
}

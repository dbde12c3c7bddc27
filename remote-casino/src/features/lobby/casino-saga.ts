import { put, select, takeEvery } from 'redux-saga/effects';
import { events, selectIsLoggedIn } from '@oyna/contracts';

/**
 * spec §4 Opening a game: a visitor gets the login form. The events may come from any package
 * (shell menus, other remotes). What a player's request opens (the play page on desktop, the game
 * dialog on phones) belongs to the lobby and play page this stub does not have yet.
 */
export function* watchGameRequests() {
  yield takeEvery([events.openGame, events.openFirstGameFound], function* onGameRequest() {
    const loggedIn: boolean = yield select(selectIsLoggedIn);
    if (!loggedIn) yield put(events.requireLogin());
  });
}

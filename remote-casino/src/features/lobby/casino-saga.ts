import { put, select, takeEvery } from 'redux-saga/effects';
import { events, selectIsLoggedIn } from '@oyna/contracts';
import { gameRequested, searchRequested } from './casino-slice';

/**
 * spec §4 Opening a game: a visitor gets the login form; a player's request is kept for the
 * lobby to launch. The events may come from any package (shell menus, other remotes).
 */
export function* watchGameRequests() {
  yield takeEvery(
    events.openGame,
    function* onOpenGame(action: ReturnType<typeof events.openGame>) {
      const loggedIn: boolean = yield select(selectIsLoggedIn);
      if (!loggedIn) {
        yield put(events.requireLogin());
        return;
      }
      yield put(gameRequested(action.payload.game));
    },
  );
  yield takeEvery(
    events.openFirstGameFound,
    function* onSearch(action: ReturnType<typeof events.openFirstGameFound>) {
      const loggedIn: boolean = yield select(selectIsLoggedIn);
      if (!loggedIn) {
        yield put(events.requireLogin());
        return;
      }
      yield put(searchRequested(action.payload));
    },
  );
}

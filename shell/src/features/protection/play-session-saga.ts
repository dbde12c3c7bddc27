import { call, cancel, delay, fork, put, race, take, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import {
  events,
  request,
  selectSession,
  type PlaySession,
  selectTyped,
  callTyped,
} from '@oyna/contracts';
import { sessionReset, sessionStarted } from '../../lib/session/session-slice';
import { navigateTo } from '../../lib/browser';
import {
  playSessionLoaded,
  playSessionRefreshRequested,
  playSessionReset,
  realityCheckAnswered,
  realityCheckDue,
  selectPlaySession,
} from './play-session-slice';

function* fetchPlaySession() {
  const res = yield* request('getPlaySession', undefined, { errorToast: false });
  if (!res.ok) return null;
  yield put(playSessionLoaded({ session: res.data, receivedAt: Date.now() }));
  return res.data;
}

/** The next reality check after `from` (ms, server time): every interval since login. */
export function nextCheckAt(session: PlaySession, from: number): number {
  const start = Date.parse(session.startedAt);
  const step = session.realityCheckSeconds * 1000;
  const passed = Math.max(0, from - start);
  return start + (Math.floor(passed / step) + 1) * step;
}

/**
 * RTS 13: at the player's interval, counted from login, the reality check interrupts play
 * wherever the player is; the next one counts from the answer. A changed setting (the account
 * screen's playSessionChanged) reschedules at once.
 */
function* realityChecks() {
  let from: number | null = null;
  for (;;) {
    const session = yield* callTyped(fetchPlaySession);
    if (!session) {
      yield race([delay(60_000), take(events.playSessionChanged.type)]);
      continue;
    }
    const serverNow = Date.parse(session.now);
    if (session.realityCheckSeconds <= 0) {
      yield take(events.playSessionChanged.type);
      continue;
    }
    const step = session.realityCheckSeconds * 1000;
    const dueAt = from === null ? nextCheckAt(session, serverNow) : from + step;
    const { changed } = yield race({
      due: delay(Math.max(0, dueAt - serverNow)),
      changed: take(events.playSessionChanged.type),
    });
    if (changed) {
      from = null;
      continue;
    }
    // The net position as of now, then the dialog until the player answers.
    yield call(fetchPlaySession);
    yield put(realityCheckDue());
    const answer: ReturnType<typeof realityCheckAnswered> = yield take(realityCheckAnswered.type);
    if (answer.payload === 'logout') {
      yield put(events.logoutRequested());
      return;
    }
    if (answer.payload === 'history') yield call(navigateTo, '/dashboard/game-history');
    const { offsetMs } = yield* selectTyped(selectPlaySession);
    from = Date.now() + offsetMs;
  }
}

/**
 * The checks run while a player is logged in, once per login: the stored session that start-up
 * announces again (sessionStarted for the session the store already holds) keeps them, so the
 * page asks for the play session once, not twice.
 */
export function* playSessionSaga() {
  yield takeLatest(playSessionRefreshRequested.type, fetchPlaySession);
  let task: Task | null = null;
  let checking: string | null = null;
  for (;;) {
    const session = yield* selectTyped(selectSession);
    const player = session.loggedIn ? (session.usercode ?? session.username ?? '') : null;
    if (player !== checking || (player !== null && !task?.isRunning())) {
      if (task) yield cancel(task);
      if (player === null) yield put(playSessionReset());
      task = player !== null ? yield fork(realityChecks) : null;
      checking = player;
    }
    yield take([sessionStarted.type, sessionReset.type]);
  }
}

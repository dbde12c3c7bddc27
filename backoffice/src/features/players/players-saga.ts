import type {
  BackofficeList,
  BackofficeLockResult,
  BackofficeNote,
  BackofficePlayerPage,
  BackofficePlayerProfile,
  BackofficeSession,
  EndpointName,
} from '@oyna/contracts';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { toastShown } from '../../components/toasts/toasts-slice';
import { httpClient, messageOf } from '../../lib/saga-context';
import {
  ACTIVITY_PAGE,
  activityFailed,
  activityLoaded,
  activityRequested,
  lockDone,
  lockRequested,
  noteAdded,
  noteFailed,
  noteRequested,
  profileFailed,
  profileLoaded,
  profileRequested,
  searchFailed,
  searchLoaded,
  searchRequested,
  sessionEndDone,
  sessionEndRequested,
  type ActivityLoaded,
  type ActivityName,
} from './players-slice';

/** The call that pages each of the profile's activity lists. */
const ACTIVITY_CALLS: Record<ActivityName, EndpointName> = {
  ledger: 'adminPlayerLedger',
  payments: 'adminPlayerPayments',
  bets: 'adminPlayerBets',
  rounds: 'adminPlayerRounds',
  sessions: 'adminPlayerSessions',
  bonuses: 'adminPlayerBonuses',
  notes: 'adminPlayerNotes',
};

/** A failed action's toast: the api's message, or ours when no answer came. */
function* failedToast(error: unknown) {
  const message = messageOf(error);
  yield put(
    toastShown(
      message
        ? { kind: 'error', id: 'bo.players.failed', values: { message } }
        : { kind: 'error', id: 'bo.app.networkError' },
    ),
  );
}

function* search(action: PayloadAction<{ q: string; skip?: number }>) {
  const http = yield* httpClient();
  try {
    const page = (yield call(http.call, 'adminPlayerSearch', {
      q: action.payload.q,
      skip: action.payload.skip ?? 0,
      take: ACTIVITY_PAGE,
    })) as BackofficePlayerPage;
    yield put(searchLoaded(page));
  } catch (error) {
    yield put(searchFailed(messageOf(error)));
  }
}

function* loadProfile(action: PayloadAction<number>) {
  const http = yield* httpClient();
  try {
    const profile = (yield call(http.call, 'adminPlayer', {
      id: action.payload,
    })) as BackofficePlayerProfile;
    yield put(profileLoaded(profile));
  } catch (error) {
    yield put(profileFailed(messageOf(error)));
  }
}

function* loadActivity(action: PayloadAction<{ id: number; name: ActivityName; skip?: number }>) {
  const http = yield* httpClient();
  const { id, name, skip = 0 } = action.payload;
  try {
    const list = (yield call(http.call, ACTIVITY_CALLS[name], {
      id,
      skip,
      take: ACTIVITY_PAGE,
    })) as BackofficeList<never>;
    yield put(activityLoaded({ id, name, skip, list } as ActivityLoaded));
  } catch (error) {
    yield put(activityFailed({ name, message: messageOf(error) }));
  }
}

function* addNote(action: PayloadAction<{ id: number; text: string }>) {
  const http = yield* httpClient();
  try {
    const note = (yield call(http.call, 'adminAddPlayerNote', {
      id: action.payload.id,
      text: action.payload.text.trim(),
    })) as BackofficeNote;
    yield put(noteAdded(note));
    yield put(toastShown({ kind: 'success', id: 'bo.players.noteAdded' }));
  } catch (error) {
    yield put(noteFailed());
    yield* failedToast(error);
  }
}

/** Lock (the player's sessions end, login is refused) or unlock, then the profile as it is now. */
function* setLocked(action: PayloadAction<{ id: number; locked: boolean; reason: string }>) {
  const http = yield* httpClient();
  const { id, locked, reason } = action.payload;
  try {
    const result = (yield call(http.call, 'adminLockPlayer', {
      id,
      locked,
      reason: reason.trim(),
    })) as BackofficeLockResult;
    yield put(
      toastShown(
        result.locked
          ? { kind: 'success', id: 'bo.players.locked', values: { sessions: result.endedSessions } }
          : { kind: 'success', id: 'bo.players.unlocked' },
      ),
    );
  } catch (error) {
    yield* failedToast(error);
  }
  yield put(lockDone());
  yield put(profileRequested(id));
  yield put(activityRequested({ id, name: 'sessions' }));
}

function* endSession(action: PayloadAction<{ id: number; sessionId: string }>) {
  const http = yield* httpClient();
  try {
    const ended = (yield call(http.call, 'adminEndPlayerSession', action.payload)) as
      BackofficeSession | undefined;
    yield put(sessionEndDone(ended ?? null));
    yield put(toastShown({ kind: 'success', id: 'bo.players.sessionEnded' }));
  } catch (error) {
    yield put(sessionEndDone(null));
    yield* failedToast(error);
  }
  yield put(profileRequested(action.payload.id));
}

export function* playersSaga() {
  yield takeLatest(searchRequested.type, search);
  yield takeLatest(profileRequested.type, loadProfile);
  yield takeEvery(activityRequested.type, loadActivity);
  yield takeLeading(noteRequested.type, addNote);
  yield takeLeading(lockRequested.type, setLocked);
  yield takeLeading(sessionEndRequested.type, endSession);
}

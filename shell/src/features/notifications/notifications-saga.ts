import { createAction } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  events,
  LIVE_CMD_NOTIFICATION,
  NOTIFICATIONS_TAKE,
  parseLiveNotification,
  request,
  selectIsLoggedIn,
} from '@oyna/contracts';
import { liveMessageReceived, liveReconnected } from '../live/live-saga';
import { sessionReset, sessionStarted } from '../session/session-slice';
import {
  notificationAdded,
  notificationMarkedRead,
  notificationsCleared,
  notificationsFailed,
  notificationsLoaded,
  notificationsLoading,
} from './notifications-slice';

/** The panel opened a notification (spec §4: it is marked read once the server says so). */
export const notificationOpened = createAction<{ id: number }>('notifications/opened');
/** Load the list again (after login, after a reconnect). */
export const notificationsReloadRequested = createAction('notifications/reloadRequested');

/** spec §7 `customer/notification` with skip 0, take 100 (§9 notifications page 100). */
function* loadNotifications() {
  yield put(notificationsLoading());
  // The panel shows its own failed state; a toast would interrupt for a background load.
  const res = yield* request(
    'getNotifications',
    { skip: 0, take: NOTIFICATIONS_TAKE },
    { errorToast: false },
  );
  yield put(res.ok ? notificationsLoaded(res.data) : notificationsFailed());
}

/** spec §4: marked read only once the server reports success; otherwise it stays unread. */
function* markRead({ payload }: ReturnType<typeof notificationOpened>) {
  const res = yield* request('readNotification', { id: payload.id }, { errorToast: false });
  if (res.ok) yield put(notificationMarkedRead({ id: payload.id }));
}

/** spec §4: "messages with cmd Notification add a notification", shown as a toast too. */
function* onLiveMessage({ payload }: ReturnType<typeof liveMessageReceived>) {
  if (payload.cmd !== LIVE_CMD_NOTIFICATION) return;
  const notification = parseLiveNotification(payload.message);
  if (!notification) return;
  yield put(notificationAdded(notification));
  yield put(events.toast({ kind: 'info', message: notification.title }));
}

/** spec §4: notifications load after login (and on load when logged in); logout clears them. */
function* followSession() {
  let wasLoggedIn = false;
  for (;;) {
    const loggedIn: boolean = yield select(selectIsLoggedIn);
    if (loggedIn && !wasLoggedIn) yield put(notificationsReloadRequested());
    if (!loggedIn && wasLoggedIn) yield put(notificationsCleared());
    wasLoggedIn = loggedIn;
    yield take([sessionStarted.type, sessionReset.type, events.sessionChanged.type]);
  }
}

export function* notificationsSaga() {
  yield takeLatest([notificationsReloadRequested.type, liveReconnected.type], loadNotifications);
  yield takeEvery(notificationOpened.type, markRead);
  yield takeEvery(liveMessageReceived.type, onLiveMessage);
  yield call(followSession);
}

import { createAction } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  events,
  getApi,
  LIVE_CMD_NOTIFICATION,
  NOTIFICATIONS_TAKE,
  parseLiveNotification,
  selectIsLoggedIn,
  type ApiClient,
  type ApiEnvelope,
  type Notification,
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
  const api: ApiClient = yield getApi();
  yield put(notificationsLoading());
  try {
    const res: ApiEnvelope<Notification[]> = yield call(api.call, 'getNotifications', {
      skip: 0,
      take: NOTIFICATIONS_TAKE,
    });
    if (res.success && Array.isArray(res.data)) yield put(notificationsLoaded(res.data));
    else yield put(notificationsFailed());
  } catch {
    yield put(notificationsFailed());
  }
}

function* markRead({ payload }: ReturnType<typeof notificationOpened>) {
  const api: ApiClient = yield getApi();
  try {
    const res: ApiEnvelope<unknown> = yield call(api.call, 'readNotification', { id: payload.id });
    if (res.success) yield put(notificationMarkedRead({ id: payload.id }));
  } catch {
    // Stays unread: it is marked only once the server reports success (spec §4).
  }
}

/** spec §4: "messages with cmd Notification add a notification"; issue 5: with a toast. */
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

import { createAction } from '@reduxjs/toolkit';
import { call, put, take, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  events,
  LIVE_CMD_NOTIFICATION,
  NOTIFICATIONS_TAKE,
  parseLiveNotification,
  request,
  selectIsLoggedIn,
  selectNotifications,
  type NotificationItem,
  type ShellState,
  selectTyped,
} from '@oyna/contracts';
import { liveConnected, liveMessageReceived, liveReconnected } from '../../lib/live-actions';
import { sessionReset, sessionStarted } from '../../lib/session/session-slice';
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

type LoadTrigger = ReturnType<
  typeof notificationsReloadRequested | typeof liveConnected | typeof liveReconnected
>;

/**
 * spec §7 `customer/notification` with skip 0, take 100 (§9 notifications page 100). A load
 * because the channel came up (first connect or reconnect) catches up: what was sent while the
 * channel was down is announced with a toast, as it would have been live (spec §4), unless the
 * list already had it or the player has read it.
 */
function* loadNotifications(action: LoadTrigger) {
  const catchUp = action.type !== notificationsReloadRequested.type;
  const before = yield* selectTyped((s: ShellState) => s.notifications);
  yield put(notificationsLoading());
  // The panel shows its own failed state; a toast would interrupt for a background load.
  const res = yield* request(
    'getNotifications',
    { skip: 0, take: NOTIFICATIONS_TAKE },
    { errorToast: false },
  );
  if (!res.ok) {
    yield put(notificationsFailed());
    return;
  }
  let missed: NotificationItem[] = [];
  if (catchUp && before.status === 'ready') {
    // What arrived live during this load is in the list already.
    const now = yield* selectTyped(selectNotifications);
    const known = new Set([...before.items, ...now].map((n) => n.id));
    missed = res.data.filter((n) => !n.isRead && !known.has(n.id));
  }
  yield put(notificationsLoaded(res.data));
  for (const n of missed) yield put(events.toast({ kind: 'info', message: n.title }));
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
    const loggedIn = yield* selectTyped(selectIsLoggedIn);
    if (loggedIn && !wasLoggedIn) yield put(notificationsReloadRequested());
    if (!loggedIn && wasLoggedIn) yield put(notificationsCleared());
    wasLoggedIn = loggedIn;
    yield take([sessionStarted.type, sessionReset.type, events.sessionChanged.type]);
  }
}

export function* notificationsSaga() {
  yield takeLatest(
    [notificationsReloadRequested.type, liveConnected.type, liveReconnected.type],
    loadNotifications,
  );
  yield takeEvery(notificationOpened.type, markRead);
  yield takeEvery(liveMessageReceived.type, onLiveMessage);
  yield call(followSession);
}

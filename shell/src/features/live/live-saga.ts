import { createAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import { events, RECONNECT_DELAYS_MS, selectIsLoggedIn } from '@oyna/contracts';
import { getFingerprint } from '../bootstrap/fingerprint';
import { readToken } from '../session/auth-storage';
import { sessionReset, sessionStarted } from '../session/session-slice';
import {
  createSignalRConnection,
  type LiveConnection,
  type LiveConnectionFactory,
} from './live-connection';

/** A `NotifyMessage(cmd, message)` from the hub (spec §7 Live channel). */
export const liveMessageReceived = createAction<{ cmd: string; message: string }>(
  'live/messageReceived',
);
/** The channel is back after a drop: what was sent meanwhile must be fetched (spec §4: notifications load after a reconnect). */
export const liveReconnected = createAction('live/reconnected');

type Happening =
  | { kind: 'message'; cmd: string; message: string }
  | { kind: 'reconnecting'; error?: string }
  | { kind: 'reconnected' }
  | { kind: 'closed'; error?: string };

const errorText = (error: unknown): string | undefined =>
  error instanceof Error ? error.message : error === undefined ? undefined : String(error);

function happenings(connection: LiveConnection): EventChannel<Happening> {
  return eventChannel<Happening>((emit) => {
    connection.onMessage((cmd, message) => emit({ kind: 'message', cmd, message }));
    connection.onReconnecting((error) => emit({ kind: 'reconnecting', error: errorText(error) }));
    connection.onReconnected(() => emit({ kind: 'reconnected' }));
    connection.onClose((error) => emit({ kind: 'closed', error: errorText(error) }));
    return () => undefined;
  });
}

/** The remotes' standing hub requests (events.liveSubscribe) by key, sent again on every connect. */
type Subscriptions = Map<string, { method: string; args: unknown[] }>;

function* sendOne(connection: LiveConnection, method: string, args: unknown[]) {
  try {
    yield call([connection, connection.send], method, args);
  } catch {
    // The channel dropped meanwhile: the subscription is sent again once it is back.
  }
}

function* sendAll(connection: LiveConnection, subscriptions: Subscriptions) {
  for (const { method, args } of subscriptions.values())
    yield call(sendOne, connection, method, args);
}

/** While the channel is up, a new or changed subscription goes out at once. */
function* forwardSubscriptions(connection: LiveConnection) {
  yield takeEvery(
    events.liveSubscribe.type,
    function* send(a: ReturnType<typeof events.liveSubscribe>) {
      if (a.payload.args) yield call(sendOne, connection, a.payload.method, a.payload.args);
    },
  );
}

/**
 * One life of the channel. spec §4 Live channel: disconnected, connecting, connected,
 * reconnecting; §8: errors, disconnects and reconnects are emitted (events.liveChannelChanged).
 * The client's policy retries only a connection that was up once, so a failed first start is
 * retried here with the same delays, then given up.
 */
function* runChannel(factory: LiveConnectionFactory, subscriptions: Subscriptions) {
  const connection = factory({ getToken: readToken, fingerprint: getFingerprint() });
  const channel = happenings(connection);
  let forwarding: Task | null = null;
  try {
    let started = false;
    let lastError: string | undefined;
    for (const wait of RECONNECT_DELAYS_MS) {
      yield delay(wait);
      yield put(events.liveChannelChanged({ state: 'connecting' }));
      try {
        yield call([connection, connection.start]);
        started = true;
        break;
      } catch (error) {
        lastError = errorText(error);
        yield put(events.liveChannelChanged({ state: 'disconnected', error: lastError }));
      }
    }
    if (!started) return;
    yield put(events.liveChannelChanged({ state: 'connected' }));
    forwarding = (yield fork(forwardSubscriptions, connection)) as Task;
    yield call(sendAll, connection, subscriptions);
    for (;;) {
      const next: Happening = yield take(channel);
      if (next.kind === 'message') {
        yield put(liveMessageReceived({ cmd: next.cmd, message: next.message }));
        // The same message as an event contract, for the remotes (e.g. sports odds pushes).
        yield put(events.liveMessage({ cmd: next.cmd, message: next.message }));
      } else if (next.kind === 'reconnecting') {
        yield put(events.liveChannelChanged({ state: 'reconnecting', error: next.error }));
      } else if (next.kind === 'reconnected') {
        yield put(events.liveChannelChanged({ state: 'connected' }));
        yield call(sendAll, connection, subscriptions);
        yield put(liveReconnected());
      } else {
        // Closed by the server, or the reconnect policy gave up (spec §9: then give up).
        yield put(events.liveChannelChanged({ state: 'disconnected', error: next.error }));
        return;
      }
    }
  } finally {
    if (forwarding) yield cancel(forwarding);
    channel.close();
    if ((yield cancelled()) as boolean) {
      yield call([connection, connection.stop]);
      yield put(events.liveChannelChanged({ state: 'disconnected' }));
    }
  }
}

/**
 * spec §4 Session: the live channel starts after login (and on load when logged in) and stops on
 * logout. A renewed token (password change ends the old session) starts it afresh.
 */
export function* watchLiveChannel(factory: LiveConnectionFactory = createSignalRConnection) {
  let task: Task | null = null;
  const subscriptions: Subscriptions = new Map();
  yield takeEvery(events.liveSubscribe.type, (a: ReturnType<typeof events.liveSubscribe>) => {
    const { key, method, args } = a.payload;
    if (args) subscriptions.set(key, { method, args });
    else subscriptions.delete(key);
  });
  for (;;) {
    const loggedIn: boolean = yield select(selectIsLoggedIn);
    if (loggedIn && !task?.isRunning()) task = yield fork(runChannel, factory, subscriptions);
    if (!loggedIn && task?.isRunning()) yield cancel(task);
    if (!loggedIn) task = null;
    const action: { type: string } = yield take([
      sessionStarted.type,
      sessionReset.type,
      events.sessionChanged.type,
      events.tokenRenewed.type,
    ]);
    if (action.type === events.tokenRenewed.type && task?.isRunning()) {
      yield cancel(task);
      task = null;
    }
  }
}

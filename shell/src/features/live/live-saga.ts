import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, delay, put, take, takeEvery } from 'redux-saga/effects';
import {
  cancelledTyped,
  forkTyped,
  events,
  RECONNECT_DELAYS_MS,
  selectIsLoggedIn,
  SPORTS_HUB_SCOPE,
  type LiveChannelState,
  selectTyped,
} from '@oyna/contracts';
import { getFingerprint } from '../../lib/fingerprint';
import { readToken } from '../../lib/session/auth-storage';
import { sessionReset, sessionStarted } from '../../lib/session/session-slice';
import { pageSettled } from '../../lib/use-after-load';
import {
  createSignalRConnection,
  type LiveConnection,
  type LiveConnectionFactory,
} from './live-connection';

import { liveConnected, liveMessageReceived, liveReconnected } from '../../lib/live-actions';

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

type ChannelMode = 'player' | 'visitor';

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
function* runChannel(
  factory: LiveConnectionFactory,
  subscriptions: Subscriptions,
  mode: ChannelMode,
  settled: () => Promise<void>,
) {
  // The channel is not what the first screen shows: its library (13 KB) and its handshake wait
  // until the page has loaded and settled, instead of competing with the page's own scripts and
  // data on a phone's connection (bench/README.md › Eighth round). Nothing is lost meanwhile:
  // liveConnected fetches the notifications sent before, and the hub answers a remote's
  // subscription with the prices as they are now.
  yield call(settled);
  const connection = factory(
    mode === 'player'
      ? { getToken: readToken, fingerprint: getFingerprint() }
      : { getToken: () => null, fingerprint: getFingerprint(), scope: SPORTS_HUB_SCOPE },
  );
  // A visitor's channel carries only remotes' subscriptions: the session's live state (the
  // player's notifications channel, spec §4) stays as it is.
  const report = (state: LiveChannelState, error?: string) =>
    mode === 'player'
      ? put(events.liveChannelChanged(error === undefined ? { state } : { state, error }))
      : null;
  const channel = happenings(connection);
  let forwarding: Task | null = null;
  try {
    let started = false;
    let lastError: string | undefined;
    for (const wait of RECONNECT_DELAYS_MS) {
      yield delay(wait);
      yield report('connecting');
      try {
        yield call([connection, connection.start]);
        started = true;
        break;
      } catch (error) {
        lastError = errorText(error);
        yield report('disconnected', lastError);
      }
    }
    if (!started) return;
    yield report('connected');
    if (mode === 'player') yield put(liveConnected());
    forwarding = yield* forkTyped(forwardSubscriptions, connection);
    yield call(sendAll, connection, subscriptions);
    for (;;) {
      const next: Happening = yield take(channel);
      if (next.kind === 'message') {
        yield put(liveMessageReceived({ cmd: next.cmd, message: next.message }));
        // The same message as an event contract, for the remotes (e.g. sports odds pushes).
        yield put(events.liveMessage({ cmd: next.cmd, message: next.message }));
      } else if (next.kind === 'reconnecting') {
        yield report('reconnecting', next.error);
      } else if (next.kind === 'reconnected') {
        yield report('connected');
        yield call(sendAll, connection, subscriptions);
        if (mode === 'player') yield put(liveReconnected());
      } else {
        // Closed by the server, or the reconnect policy gave up (spec §9: then give up).
        yield report('disconnected', next.error);
        return;
      }
    }
  } finally {
    if (forwarding) yield cancel(forwarding);
    channel.close();
    if (yield* cancelledTyped()) {
      yield call([connection, connection.stop]);
      yield report('disconnected');
    }
  }
}

/**
 * spec §4 Session: the live channel starts after login (and on load when logged in) and stops on
 * logout. A renewed token (password change ends the old session) starts it afresh. A visitor has
 * no channel, unless a remote asks for one (events.liveSubscribe, e.g. the sports remote's live
 * odds): then an anonymous socket of the sports scope carries only those subscriptions.
 */
export function* watchLiveChannel(
  factory: LiveConnectionFactory = createSignalRConnection,
  settled: () => Promise<void> = pageSettled,
) {
  let task: Task | null = null;
  let mode: ChannelMode | null = null;
  const subscriptions: Subscriptions = new Map();
  yield takeEvery(events.liveSubscribe.type, (a: ReturnType<typeof events.liveSubscribe>) => {
    const { key, method, args } = a.payload;
    if (args) subscriptions.set(key, { method, args });
    else subscriptions.delete(key);
  });
  let action: { type: string } | null = null;
  for (;;) {
    const loggedIn = yield* selectTyped(selectIsLoggedIn);
    const wanted: ChannelMode | null = loggedIn
      ? 'player'
      : subscriptions.size > 0
        ? 'visitor'
        : null;
    if (wanted !== mode) {
      if (task?.isRunning()) yield cancel(task);
      task = wanted ? yield* forkTyped(runChannel, factory, subscriptions, wanted, settled) : null;
      mode = wanted;
    } else if (
      wanted &&
      !task?.isRunning() &&
      // A player's channel that gave up starts again on a session change; a visitor's on a
      // new subscription (the next page that needs it).
      (wanted === 'visitor' || action?.type !== events.liveSubscribe.type)
    ) {
      task = yield* forkTyped(runChannel, factory, subscriptions, wanted, settled);
    }
    action = yield take([
      sessionStarted.type,
      sessionReset.type,
      events.sessionChanged.type,
      events.tokenRenewed.type,
      events.liveSubscribe.type,
    ]);
    if (action?.type === events.tokenRenewed.type && task?.isRunning()) {
      yield cancel(task);
      task = null;
    }
  }
}

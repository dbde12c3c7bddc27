import { takeEvery } from 'redux-saga/effects';
import type { LiveChannelState, StoredAuthData } from '@oyna/contracts';
import { events } from '@oyna/contracts';
import { fakeApi } from '@oyna/test-kit';
import { makeStore } from '../../app/store';
import { sessionReset, sessionStarted } from '../../lib/session/session-slice';
import type { LiveConnection, LiveConnectionOptions } from './live-connection';
import { liveConnected, liveMessageReceived, liveReconnected } from '../../lib/live-actions';
import { watchLiveChannel } from './live-saga';

/** A connection the test drives: start() settles when told, handlers fire on demand. */
class FakeConnection implements LiveConnection {
  starts = 0;
  stopped = false;
  failStarts = 0;
  message?: (cmd: string, message: string) => void;
  reconnecting?: (error?: Error) => void;
  reconnected?: () => void;
  closed?: (error?: Error) => void;
  sent: { method: string; args: unknown[] }[] = [];
  constructor(readonly options: LiveConnectionOptions) {}
  async start() {
    this.starts += 1;
    if (this.failStarts > 0) {
      this.failStarts -= 1;
      throw new Error('refused');
    }
  }
  async stop() {
    this.stopped = true;
  }
  async send(method: string, args: unknown[]) {
    this.sent.push({ method, args });
  }
  onMessage(h: (cmd: string, message: string) => void) {
    this.message = h;
  }
  onReconnecting(h: (error?: Error) => void) {
    this.reconnecting = h;
  }
  onReconnected(h: () => void) {
    this.reconnected = h;
  }
  onClose(h: (error?: Error) => void) {
    this.closed = h;
  }
}

const auth: StoredAuthData = {
  token: 'tok-1',
  username: 'deniz',
  usercode: 'OY0000001',
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  phone: '905551112233',
  smsVerified: false,
  balance: 0,
  fingerprint: 'fp',
};

/** The page has settled (afterLoad's rule) unless a test holds it. */
const settledNow = () => Promise.resolve();

function setup(failStarts = 0, settled: () => Promise<void> = settledNow) {
  const made = makeStore({ api: fakeApi() });
  const connections: FakeConnection[] = [];
  const seen: { type: string; payload?: unknown }[] = [];
  const states = (): LiveChannelState[] =>
    seen
      .filter((a) => a.type === events.liveChannelChanged.type)
      .map((a) => (a.payload as { state: LiveChannelState }).state);
  // Record every action the saga puts.
  made.sagaMiddleware.run(function* spy() {
    yield takeEvery('*', (a: { type: string; payload?: unknown }) => {
      seen.push(a);
    });
  });
  made.injector.runSagaOnce('live', () =>
    watchLiveChannel((options) => {
      const c = new FakeConnection(options);
      c.failStarts = failStarts;
      connections.push(c);
      return c;
    }, settled),
  );
  return { ...made, connections, seen, states };
}

/** A few turns of the event loop: the saga's awaits and its zero delays run meanwhile. */
const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('live channel saga (spec §4 Live channel)', () => {
  beforeEach(() => localStorage.setItem('authData', JSON.stringify(auth)));
  afterEach(() => localStorage.clear());

  it('stays disconnected for a visitor and connects after login, with the stored token', async () => {
    const t = setup();
    await flush();
    expect(t.connections).toHaveLength(0);
    t.store.dispatch(sessionStarted(auth));
    await flush();
    expect(t.connections).toHaveLength(1);
    expect(t.connections[0]?.options.getToken()).toBe('tok-1');
    expect(t.states()).toEqual(['connecting', 'connected']);
    expect(t.store.getState().session.liveChannel).toBe('connected');
  });

  it('connects only once the page has settled, then asks for what was sent meanwhile', async () => {
    let settle = () => undefined as void;
    const page = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const t = setup(0, () => page);
    t.store.dispatch(sessionStarted(auth));
    await flush();
    // Logged in, but the page is still loading: no library, no handshake yet.
    expect(t.connections).toHaveLength(0);
    expect(t.store.getState().session.liveChannel).toBe('disconnected');
    settle();
    await flush();
    expect(t.connections).toHaveLength(1);
    expect(t.states()).toEqual(['connecting', 'connected']);
    expect(t.seen.map((a) => a.type)).toContain(liveConnected.type);
  });

  it('passes messages on, and goes reconnecting → connected with a reload request', async () => {
    const t = setup();
    t.store.dispatch(sessionStarted(auth));
    await flush();
    const c = t.connections[0] as FakeConnection;
    c.message?.('Notification', '{"id":1}');
    c.reconnecting?.(new Error('socket lost'));
    await flush();
    expect(t.store.getState().session.liveChannel).toBe('reconnecting');
    c.reconnected?.();
    await flush();
    const types = t.seen.map((a) => a.type);
    expect(types).toContain(liveMessageReceived.type);
    expect(types).toContain(liveReconnected.type);
    expect(t.states()).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
    const lost = t.seen.find(
      (a) =>
        a.type === events.liveChannelChanged.type &&
        (a.payload as { state: string }).state === 'reconnecting',
    );
    expect(lost?.payload).toEqual({ state: 'reconnecting', error: 'socket lost' });
  });

  it('ends disconnected with the error when the policy gives up', async () => {
    const t = setup();
    t.store.dispatch(sessionStarted(auth));
    await flush();
    t.connections[0]?.closed?.(new Error('gave up'));
    await flush();
    expect(t.store.getState().session.liveChannel).toBe('disconnected');
    expect(t.seen.at(-1)?.payload).toEqual({ state: 'disconnected', error: 'gave up' });
  });

  it('stays down after the hub closes the channel for good (a socket over its message budget)', async () => {
    const t = setup();
    t.store.dispatch(sessionStarted(auth));
    await flush();
    const reason =
      'Server returned an error on close: Too many messages: the connection is closed.';
    t.connections[0]?.closed?.(new Error(reason));
    await flush();
    expect(t.seen.at(-1)?.payload).toEqual({ state: 'disconnected', error: reason });
    // A remote's subscription does not reopen it (no loop back into the same budget)…
    t.store.dispatch(
      events.liveSubscribe({ key: 'sports', method: 'SportsSubscribe', args: [[5]] }),
    );
    await flush();
    expect(t.connections).toHaveLength(1);
    // …a new session does.
    t.store.dispatch(sessionStarted(auth));
    await flush();
    expect(t.connections).toHaveLength(2);
  });

  it('stops the connection on logout', async () => {
    const t = setup();
    t.store.dispatch(sessionStarted(auth));
    await flush();
    t.store.dispatch(sessionReset());
    await flush();
    expect(t.connections[0]?.stopped).toBe(true);
    expect(t.store.getState().session.liveChannel).toBe('disconnected');
  });

  it('retries a failed first start with the reconnect delays', async () => {
    jest.useFakeTimers();
    try {
      const t = setup(1);
      t.store.dispatch(sessionStarted(auth));
      await jest.advanceTimersByTimeAsync(0);
      expect(t.store.getState().session.liveChannel).toBe('disconnected');
      await jest.advanceTimersByTimeAsync(2000);
      expect(t.connections[0]?.starts).toBe(2);
      expect(t.store.getState().session.liveChannel).toBe('connected');
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts afresh with a renewed token', async () => {
    const t = setup();
    t.store.dispatch(sessionStarted(auth));
    await flush();
    t.store.dispatch(events.tokenRenewed({ token: 'tok-2' }));
    await flush();
    expect(t.connections).toHaveLength(2);
    expect(t.connections[0]?.stopped).toBe(true);
  });

  it('hands every hub message to the remotes as the liveMessage event', async () => {
    const t = setup();
    t.store.dispatch(sessionStarted(auth));
    await flush();
    t.connections[0]?.message?.('Odds', '{"eventId":7}');
    await flush();
    expect(t.seen).toContainEqual(events.liveMessage({ cmd: 'Odds', message: '{"eventId":7}' }));
  });

  it("sends a remote's subscription when connected, again after a reconnect, and drops it on request", async () => {
    const t = setup();
    // Asked before the channel is up: sent once it connects.
    t.store.dispatch(events.liveSubscribe({ key: 'sports', method: 'Subscribe', args: [[1, 2]] }));
    t.store.dispatch(sessionStarted(auth));
    await flush();
    const c = t.connections.at(-1) as FakeConnection;
    expect(c.options.scope).toBeUndefined();
    expect(c.sent).toEqual([{ method: 'Subscribe', args: [[1, 2]] }]);
    // Changed while connected: sent at once, and it replaces the earlier one.
    t.store.dispatch(events.liveSubscribe({ key: 'sports', method: 'Subscribe', args: [[3]] }));
    await flush();
    expect(c.sent.at(-1)).toEqual({ method: 'Subscribe', args: [[3]] });
    // A new connection has no subscriptions: the current one is sent again.
    c.reconnected?.();
    await flush();
    expect(c.sent.at(-1)).toEqual({ method: 'Subscribe', args: [[3]] });
    expect(c.sent).toHaveLength(3);
    t.store.dispatch(events.liveSubscribe({ key: 'sports', method: 'Subscribe', args: null }));
    c.reconnected?.();
    await flush();
    expect(c.sent).toHaveLength(3);
  });

  it('gives a visitor an anonymous sports-scope channel only while a remote subscribes', async () => {
    localStorage.clear();
    const t = setup();
    t.store.dispatch(sessionReset());
    await flush();
    expect(t.connections).toHaveLength(0);
    t.store.dispatch(
      events.liveSubscribe({ key: 'sports', method: 'SportsSubscribe', args: [[5]] }),
    );
    await flush();
    expect(t.connections).toHaveLength(1);
    const c = t.connections[0] as FakeConnection;
    expect(c.options.scope).toBe('sports');
    expect(c.options.getToken()).toBeNull();
    expect(c.sent).toEqual([{ method: 'SportsSubscribe', args: [[5]] }]);
    // The player's live state is not the visitor channel's.
    expect(t.store.getState().session.liveChannel).toBe('disconnected');
    t.connections[0]?.message?.('Sports', '{"t":"odds"}');
    await flush();
    expect(t.seen).toContainEqual(events.liveMessage({ cmd: 'Sports', message: '{"t":"odds"}' }));
    // Nothing left to carry: the socket closes. A login replaces it with the player's channel.
    t.store.dispatch(
      events.liveSubscribe({ key: 'sports', method: 'SportsSubscribe', args: null }),
    );
    await flush();
    expect(c.stopped).toBe(true);
    t.store.dispatch(
      events.liveSubscribe({ key: 'sports', method: 'SportsSubscribe', args: [[5]] }),
    );
    localStorage.setItem('authData', JSON.stringify(auth));
    t.store.dispatch(sessionStarted(auth));
    await flush();
    const player = t.connections.at(-1) as FakeConnection;
    expect(player.options.scope).toBeUndefined();
    expect(player.options.getToken()).toBe('tok-1');
    expect(player.sent).toEqual([{ method: 'SportsSubscribe', args: [[5]] }]);
  });
});

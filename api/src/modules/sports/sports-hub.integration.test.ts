import '../../test/native-modules';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import {
  LIVE_CMD_SPORTS,
  parseSportsPush,
  SPORTS_HUB_SUBSCRIBE,
  SPORTS_HUB_UNSUBSCRIBE,
  type SportsTree,
} from '@oyna/contracts';
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { pgliteBackend, postgresBackend, type TestBackend } from '../../test/backends';
import { loadTestEnvironment } from '../../config';
import { uniqueChannelPrefix } from '../notify';
import { call, startApp, type Harness } from '../../test/app-harness';
import { inbox, listen, officialClient, rawSocket, recorder, sleep } from '../../test/hub-client';
import { register } from '../../test/players';

/** A visitor's sports socket: no token, `?scope=sports` (contracts › SPORTS_HUB_SCOPE). */
function visitorClient(base: string, skipNegotiation = false): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${base}/notify?scope=sports`, {
      skipNegotiation,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
}

// Live odds over the notify hub: only sockets subscribed to an event get its pushes; visitors
// may open a token-less sports socket, capped per address. The embedded default only (the bus
// carries the new message kind like the others; redis.integration.test covers the fan-out).
describe('sports pushes over the notify hub', () => {
  let h: Harness;
  let base: string;
  let eventIds: number[];
  const opened: HubConnection[] = [];
  const track = (c: HubConnection) => (opened.push(c), c);

  beforeAll(async () => {
    h = await startApp(pgliteBackend, {
      // Every event's pushes of one turn go out batched here (in production from 1,000 holders).
      notify: { eventBatchFromHolders: 2 },
      sports: {
        feedAutostart: false,
        minLive: 2,
        minUpcomingPerSport: 2,
        liveDelayMs: 0,
        anonymousSocketsPerAddress: 3,
        provider: {
          betcoUrl: 'https://sportsbook.example/betco',
          betcoSecret: 'betco-test-secret',
          betsyUrl: undefined,
          betsySecret: undefined,
          betsyCid: undefined,
        },
      },
    });
    await h.app.sportsFeed!.seed();
    base = await listen(h.app);
    const tree = await call<SportsTree>(h.app, {
      method: 'POST',
      url: '/api/sports/tree',
      payload: { kind: 'prematch' },
    });
    eventIds = tree.body.data.sports.flatMap((s) =>
      s.competitions.flatMap((c) => c.events.map((e) => e.id)),
    );
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.stop()));
  });
  afterAll(() => h.close());

  const selectionOf = async (eventId: number) => {
    const r = await call<{ mainMarket: { selections: { id: number; odds: number }[] } }>(h.app, {
      method: 'POST',
      url: '/api/sports/event',
      payload: { eventId },
    });
    return r.body.data.mainMarket.selections[0]!;
  };

  it('pushes an odds change to the subscribed socket only', async () => {
    const [a, b] = eventIds as [number, number];
    const token = (await register(h.app)).token;
    const subscribed = track(officialClient(base, token));
    const other = track(officialClient(base, token));
    const box = inbox(subscribed);
    const otherBox = inbox(other);
    await Promise.all([subscribed.start(), other.start()]);
    const sel = await selectionOf(a);
    await expect(subscribed.invoke(SPORTS_HUB_SUBSCRIBE, [a])).resolves.toBe(1);
    await expect(other.invoke(SPORTS_HUB_SUBSCRIBE, [b])).resolves.toBe(1);
    // On subscribing, each socket gets its event's prices as they are now, and only its own.
    const now = parseSportsPush((await box.next()).message);
    expect(now).toMatchObject({ t: 'odds', eventId: a });
    expect(now?.t === 'odds' && now.selections).toContainEqual({
      id: sel.id,
      marketId: expect.any(Number),
      odds: sel.odds,
      status: 'active',
    });
    expect(parseSportsPush((await otherBox.next()).message)).toMatchObject({ eventId: b });

    const odds = Math.round((sel.odds + 0.35) * 100) / 100;
    const set = await call(h.app, {
      method: 'POST',
      url: '/api/admin/sports/odds',
      payload: { selectionId: sel.id, odds },
      headers: { 'x-admin-token': 'oyna-dev-admin' },
    });
    expect(set.status).toBe(200);
    const got = await box.next();
    expect(got.cmd).toBe(LIVE_CMD_SPORTS);
    expect(parseSportsPush(got.message)).toEqual({
      t: 'odds',
      eventId: a,
      selections: [{ id: sel.id, marketId: expect.any(Number), odds, status: 'active' }],
    });
    await sleep(200);
    expect(otherBox.items).toEqual([]);

    // Unsubscribed: nothing more arrives.
    await expect(subscribed.invoke(SPORTS_HUB_UNSUBSCRIBE, [a])).resolves.toBe(0);
    await h.app.sportsFeed!.finish(a, { home: 1, away: 0 });
    await sleep(200);
    expect(box.items).toEqual([]);
  });

  it('sends the pushes of one turn to the sockets of a watched event as one frame, which the official client reads in order', async () => {
    const eventId = eventIds.at(-1)!;
    const token = (await register(h.app)).token;
    const official = track(officialClient(base, token));
    const box = inbox(official);
    await official.start();
    await expect(official.invoke(SPORTS_HUB_SUBSCRIBE, [eventId])).resolves.toBe(1);
    const raw = await rawSocket(base, token);
    const seen = recorder(raw);
    try {
      raw.send('{"protocol":"json","version":1}\u001e');
      raw.send(
        `{"type":1,"invocationId":"1","target":"${SPORTS_HUB_SUBSCRIBE}","arguments":[[${eventId}]]}\u001e`,
      );
      // The handshake answer, the completion, then the prices as they are now (if any).
      for (let i = 0; i < 50 && !seen.frames.join('').includes('"invocationId":"1"'); i++) {
        await sleep(20);
      }
      await sleep(200);
      seen.frames.length = 0;
      box.items.length = 0;
      const pushes = [1, 2, 3].map((marketId) =>
        JSON.stringify({ t: 'market', eventId, marketId, status: 'suspended' }),
      );
      // Published in one turn of the event loop (the in-process bus delivers as it is called).
      await Promise.all(pushes.map((p) => h.app.notify.publishEvent(eventId, LIVE_CMD_SPORTS, p)));
      const got = [await box.next(), await box.next(), await box.next()];
      expect(got.map((r) => r.message)).toEqual(pushes);
      for (let i = 0; i < 50 && seen.frames.length === 0; i++) await sleep(20);
      await sleep(100);
      // One frame, three records (shared notes › Framing: a frame may carry several).
      expect(seen.frames).toHaveLength(1);
      const records = seen.frames[0]!.split('\u001e');
      expect(records.pop()).toBe('');
      expect(records.map((r) => JSON.parse(r) as unknown)).toEqual(
        pushes.map((p) => ({ type: 1, target: 'NotifyMessage', arguments: [LIVE_CMD_SPORTS, p] })),
      );
    } finally {
      raw.terminate();
    }
  });

  it('sends a socket the prices of what it subscribes to as they are now, so a move made before is not missed', async () => {
    const [, , c] = eventIds as [number, number, number];
    const sel = await selectionOf(c);
    // The price moves while the page is still loading: nobody is subscribed yet.
    const moved = Math.round((sel.odds + 0.2) * 100) / 100;
    await call(h.app, {
      method: 'POST',
      url: '/api/admin/sports/odds',
      payload: { selectionId: sel.id, odds: moved },
      headers: { 'x-admin-token': 'oyna-dev-admin' },
    });
    const late = track(visitorClient(base));
    const box = inbox(late);
    await late.start();
    await late.invoke(SPORTS_HUB_SUBSCRIBE, [c]);
    const got = parseSportsPush((await box.next()).message);
    expect(got?.t === 'odds' && got.selections.find((x) => x.id === sel.id)?.odds).toBe(moved);
    // Subscribing again to what it holds sends nothing more.
    await late.invoke(SPORTS_HUB_SUBSCRIBE, [c]);
    await sleep(200);
    expect(box.items).toEqual([]);
  });

  it('gives a player the configured provider URL and a per-session token (provider frame mode)', async () => {
    const { data } = await register(h.app);
    expect(data.betcoUrl).toBe('https://sportsbook.example/betco');
    expect(data.betcoToken).toMatch(new RegExp(`^${data.usercode}\\.[A-Za-z0-9_-]{43}$`));
    expect(data.betsyUrl).toBeNull();
    expect(data.betsyToken).toBeNull();
  });

  it('lets a visitor subscribe to live odds without a token, capped per address', async () => {
    const live = await call<SportsTree>(h.app, {
      method: 'POST',
      url: '/api/sports/tree',
      payload: { kind: 'live' },
    });
    const eventId = live.body.data.sports[0]!.competitions[0]!.events[0]!.id;
    const visitor = track(visitorClient(base));
    const box = inbox(visitor);
    await visitor.start();
    await expect(visitor.invoke(SPORTS_HUB_SUBSCRIBE, [eventId])).resolves.toBe(1);
    await h.app.sportsFeed!.step(1, eventId);
    const first = parseSportsPush((await box.next()).message);
    expect(first?.eventId).toBe(eventId);
    // Player notifications never reach a visitor's socket.
    await h.app.notify.broadcast('Notification', '{"id":1,"title":"x"}');
    await sleep(100);
    expect(box.items.every((r) => r.cmd === LIVE_CMD_SPORTS)).toBe(true);

    // Without the sports scope a token-less socket is still refused.
    const plain = new WebSocket(`${base.replace('http', 'ws')}/notify`);
    await expect(
      new Promise((resolve) => plain.once('unexpected-response', (_q, r) => resolve(r.statusCode))),
    ).resolves.toBe(401);

    // Three visitor sockets per address here (SPORTS_ANON_SOCKETS_PER_ADDRESS): a fourth is refused.
    const more = [track(visitorClient(base, true)), track(visitorClient(base, true))];
    await Promise.all(more.map((c) => c.start()));
    await expect(track(visitorClient(base, true)).start()).rejects.toThrow();
    // A bad id list is answered with an error, not a crash.
    await expect(visitor.invoke(SPORTS_HUB_SUBSCRIBE, ['x'])).rejects.toThrow(/positive integers/);
  });
});

// Two api replicas on one Postgres and the local Redis: a push published on one reaches the
// sockets subscribed to that event on the other, and only those.
describe('sports pushes across two replicas on Redis', () => {
  let backend: TestBackend;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    backend = await postgresBackend({
      redisUrl: loadTestEnvironment().redisUrl,
      notify: { channelPrefix: uniqueChannelPrefix() },
      sports: { feedAutostart: false },
    });
    a = buildApp(backend.config);
    b = buildApp(backend.config);
    await a.ready();
    await b.ready();
  });
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await backend?.cleanup();
  });

  it('delivers an event push from one replica to the subscribed visitor socket on the other', async () => {
    expect(b.notify.stats().bus).toBe('redis');
    const subscribed = visitorClient(await listen(a));
    const other = visitorClient(await listen(a));
    const box = inbox(subscribed);
    const otherBox = inbox(other);
    await Promise.all([subscribed.start(), other.start()]);
    try {
      await subscribed.invoke(SPORTS_HUB_SUBSCRIBE, [4242]);
      await other.invoke(SPORTS_HUB_SUBSCRIBE, [4343]);
      const push = { t: 'market', eventId: 4242, marketId: 7, status: 'suspended' };
      await b.notify.publishEvent(4242, LIVE_CMD_SPORTS, JSON.stringify(push));
      const got = await box.next();
      expect(parseSportsPush(got.message)).toEqual(push);
      await sleep(200);
      expect(otherBox.items).toEqual([]);
    } finally {
      await Promise.all([subscribed.stop(), other.stop()]);
    }
  });
});

import '../../test/native-modules';
import { HubConnectionState } from '@microsoft/signalr';
import { pgliteBackend } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { inbox, listen, officialClient, rawSocket, recorder, sleep } from '../../test/hub-client';
import { register } from '../../test/players';
import { RECORD_SEPARATOR } from './protocol';
import { WebSocket } from 'ws';

// The hub against the official @microsoft/signalr Node client (shared notes › signalr-protocol.md: proven with the official client). The
// database is incidental here, so these run on the embedded default only; the Redis suite runs
// two replicas on Postgres. Intervals are spec §9's divided by ten (ping 1.5 s, timeout 3 s).
describe('notify hub with the official client', () => {
  let h: Harness;
  let base: string;
  let token: string;
  let playerId: number;
  const opened: { stop(): Promise<void> }[] = [];
  const track = <T extends { stop(): Promise<void> }>(c: T) => (opened.push(c), c);

  beforeAll(async () => {
    h = await startApp(pgliteBackend, {
      notify: { keepAliveMs: 1500, clientTimeoutMs: 3000, sessionCheckMs: 200 },
    });
    base = await listen(h.app);
    token = (await register(h.app)).token;
    playerId = (await h.app.platform.sessions.authenticate(token)).playerId;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.stop()));
  });
  afterAll(() => h.close());

  const push = (message: string, to = playerId) =>
    h.app.notify.sendToPlayers([{ playerId: to, cmd: 'Notification', message }]);

  it.each([
    ['with negotiation', false],
    ['without negotiation (skipNegotiation, WebSockets)', true],
  ])('connects %s and receives NotifyMessage(cmd, message)', async (_label, skip) => {
    const client = track(officialClient(base, token, { skipNegotiation: skip }));
    const box = inbox(client);
    await client.start();
    expect(client.state).toBe(HubConnectionState.Connected);
    await push('{"id":1,"title":"Merhaba"}');
    await expect(box.next()).resolves.toEqual({
      cmd: 'Notification',
      message: '{"id":1,"title":"Merhaba"}',
    });
  });

  it("delivers a player's message to that player only, on every socket they hold", async () => {
    const other = (await register(h.app)).token;
    const mine = [track(officialClient(base, token)), track(officialClient(base, token))];
    const theirs = track(officialClient(base, other));
    const boxes = mine.map(inbox);
    const theirBox = inbox(theirs);
    await Promise.all([...mine, theirs].map((c) => c.start()));
    await push('only-mine');
    for (const box of boxes)
      await expect(box.next()).resolves.toMatchObject({ message: 'only-mine' });
    await sleep(200);
    expect(theirBox.items).toEqual([]);
  });

  it('keeps the connection over 35 s of silence (scaled): pings beat the client timeout', async () => {
    const client = track(officialClient(base, token, { serverTimeoutMs: 3000, keepAliveMs: 1500 }));
    let closedWith: Error | undefined | null = null;
    client.onclose((error) => (closedWith = error));
    const box = inbox(client);
    await client.start();
    await sleep(3500);
    expect(closedWith).toBeNull();
    expect(client.state).toBe(HubConnectionState.Connected);
    await push('still-here');
    await expect(box.next()).resolves.toMatchObject({ message: 'still-here' });
  });

  it('pings a handshaken socket at least every keep-alive interval', async () => {
    const ws = await rawSocket(base, token);
    const rec = recorder(ws);
    ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    // The socket pings too (as the client's keep-alive would), so only the server's pings count.
    const own = setInterval(() => ws.send(`{"type":6}${RECORD_SEPARATOR}`), 500);
    await sleep(3600);
    clearInterval(own);
    ws.close();
    const pings = rec.frames
      .join('')
      .split(RECORD_SEPARATOR)
      .filter((r) => r === '{"type":6}');
    expect(rec.frames[0]).toBe(`{}${RECORD_SEPARATOR}`);
    expect(pings.length).toBeGreaterThanOrEqual(2);
  });

  it('drops a client that stays silent beyond the client timeout', async () => {
    const ws = await rawSocket(base, token);
    const rec = recorder(ws);
    ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    const started = Date.now();
    await rec.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(rec.frames.join('')).toContain('"type":7');
  });

  it('refuses a bad token at negotiate and at the socket, never connecting', async () => {
    for (const skip of [false, true]) {
      const client = officialClient(base, 'not-a-token', { skipNegotiation: skip });
      await expect(client.start()).rejects.toThrow();
      expect(client.state).toBe(HubConnectionState.Disconnected);
    }
    const negotiate = await fetch(`${base}/notify/negotiate?negotiateVersion=1`, {
      method: 'POST',
    });
    expect(negotiate.status).toBe(401);
  });

  it('answers negotiate as the client expects and refuses a forged connection token', async () => {
    const res = await fetch(`${base}/notify/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body).not.toHaveProperty('ProtocolVersion');
    const forged = `${String(body.connectionToken).slice(0, -2)}xx`;
    const status = await new Promise<number>((resolve) => {
      const url = `${base.replace('http', 'ws')}/notify?id=${forged}&access_token=${token}`;
      const ws = new WebSocket(url);
      ws.on('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(404);
  });

  it('survives malformed frames: each bad socket is closed, the others keep receiving', async () => {
    const client = track(officialClient(base, token));
    const box = inbox(client);
    await client.start();

    const cases: [string, (ws: WebSocket) => void][] = [
      ['garbage handshake', (ws) => ws.send('hello')],
      ['wrong protocol', (ws) => ws.send(`{"protocol":"msgpack","version":1}${RECORD_SEPARATOR}`)],
      [
        'invalid JSON after the handshake',
        (ws) =>
          ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}{nope${RECORD_SEPARATOR}`),
      ],
      ['a binary frame', (ws) => ws.send(Buffer.from([1, 2, 3]), { binary: true })],
      ['a frame above the size limit', (ws) => ws.send('x'.repeat(64 * 1024))],
      [
        'a record without a type',
        (ws) => ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}[]${RECORD_SEPARATOR}`),
      ],
    ];
    for (const [label, send] of cases) {
      const ws = await rawSocket(base, token);
      const rec = recorder(ws);
      send(ws);
      const code = await rec.closed;
      expect({ label, closed: code > 0 }).toEqual({ label, closed: true });
    }

    await push('after-garbage');
    await expect(box.next()).resolves.toMatchObject({ message: 'after-garbage' });
    const health = await call(h.app, { method: 'GET', url: '/api/health' });
    expect(health.status).toBe(200);
  });

  it('answers a client invocation with an error completion and stays connected', async () => {
    const client = track(officialClient(base, token));
    await client.start();
    await expect(client.invoke('Nope', 1)).rejects.toThrow(/does not exist/);
    expect(client.state).toBe(HubConnectionState.Connected);
  });

  it("closes a revoked session's socket (logout)", async () => {
    const { token: mine } = await register(h.app);
    const client = track(officialClient(base, mine));
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    await client.start();
    await call(h.app, { method: 'GET', url: '/api/auth/logout', token: mine });
    const error = await closed;
    expect(String(error)).toMatch(/session has ended/);
  });
});

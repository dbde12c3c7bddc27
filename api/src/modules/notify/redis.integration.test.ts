import '../../test/native-modules';
import { HubConnectionState } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { postgresBackend, type TestBackend } from '../../test/backends';
import { call } from '../../test/app-harness';
import { inbox, listen, officialClient, recorder } from '../../test/hub-client';
import { register } from '../../test/players';
import { uniqueChannelPrefix } from './notify-config';
import { RECORD_SEPARATOR } from './protocol';
import { WebSocket } from 'ws';
import { loadTestEnvironment } from '../../config';

// Two api replicas on one Postgres and the local Redis (127.0.0.1:6379, as in CI), with a channel
// prefix of their own so that parallel runs never hear each other.
const REDIS_URL = loadTestEnvironment().redisUrl;

describe('notify hub across two replicas on Redis', () => {
  let backend: TestBackend;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    backend = await postgresBackend({
      redisUrl: REDIS_URL,
      adminToken: 'oyna-dev-admin',
      notify: { channelPrefix: uniqueChannelPrefix(), sessionCheckMs: 60_000 },
    });
    a = buildApp(backend.config);
    b = buildApp(backend.config);
    await a.ready();
    await b.ready();
    baseA = await listen(a);
    baseB = await listen(b);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await backend?.cleanup();
  });

  it('runs both replicas on the Redis bus', () => {
    expect(a.notify.stats().bus).toBe('redis');
    expect(b.notify.stats().bus).toBe('redis');
  });

  it("delivers an ops notification sent through one replica to the player's socket on the other", async () => {
    const { token, payload } = await register(a);
    const client = officialClient(baseA, token);
    const box = inbox(client);
    await client.start();
    try {
      const sent = await call(b, {
        method: 'POST',
        url: '/api/admin/notifications',
        payload: { username: payload.username, title: 'Replika', note: 'B → A' },
        headers: { 'x-admin-token': 'oyna-dev-admin' },
      });
      expect(sent.status).toBe(200);
      const live = await box.next();
      expect(live.cmd).toBe('Notification');
      expect(JSON.parse(live.message)).toMatchObject({ title: 'Replika', note: 'B → A' });
    } finally {
      await client.stop();
    }
  });

  it('accepts the socket on another replica than the one that negotiated (no stickiness)', async () => {
    const { token } = await register(a);
    const res = await fetch(`${baseA}/notify/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { connectionToken } = (await res.json()) as { connectionToken: string };
    const ws = new WebSocket(
      `${baseB.replace('http', 'ws')}/notify?id=${encodeURIComponent(connectionToken)}&access_token=${token}`,
    );
    const rec = recorder(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`);
    for (let i = 0; i < 50 && !rec.frames[0]; i++) await new Promise((r) => setTimeout(r, 20));
    expect(rec.frames[0]).toBe(`{}${RECORD_SEPARATOR}`);
    ws.close();
  });

  it('closes a session everywhere when one replica publishes its end', async () => {
    const { token } = await register(a);
    const client = officialClient(baseA, token);
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    await client.start();
    const { sessionId } = await b.platform.sessions.authenticate(token);
    await b.notify.endSession(sessionId);
    expect(String(await closed)).toMatch(/session has ended/);
    expect(client.state).toBe(HubConnectionState.Disconnected);
  });
});

import '../../test/native-modules';
import { Writable } from 'node:stream';
import type { HealthLiveData, HealthReadyData } from '@oyna/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadTestEnvironment } from '../../config';
import { BACKENDS, type TestBackend } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { ownerToken } from '../../test/staff';
import { freePort } from '../../test/raw-http';
import { uniqueChannelPrefix } from '../notify';

describe.each(BACKENDS)('health on %s', (name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  it('reports 200 while the database answers', async () => {
    const { status, body } = await call<{ database: string; databaseKind: string }>(h.app, {
      method: 'GET',
      url: '/api/health',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.database).toBe('up');
    expect(body.data.databaseKind).toBe(name);
  });

  it('reports 503 once the database is gone, so a load balancer takes the replica out', async () => {
    await h.app.database.close();
    const { status, body } = await call<{ database: string }>(h.app, {
      method: 'GET',
      url: '/api/health',
    });
    expect(status).toBe(503);
    expect(body.success).toBe(false);
    expect(body.data.database).toBe('down');
    // Ready follows the database; live does not (a restart would not bring the database back).
    const ready = await call<HealthReadyData>(h.app, { method: 'GET', url: '/api/health/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body.data.database).toBe('down');
    const live = await call<HealthLiveData>(h.app, { method: 'GET', url: '/api/health/live' });
    expect(live.status).toBe(200);
  });
});

describe.each(BACKENDS)('probes on %s (docs/ops.md › Health and shutdown)', (name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  it('answers live 200 while the process runs', async () => {
    const { status, body } = await call<HealthLiveData>(h.app, {
      method: 'GET',
      url: '/api/health/live',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers ready 200 with the database up, migrations done and no Redis configured', async () => {
    const { status, body } = await call<HealthReadyData>(h.app, {
      method: 'GET',
      url: '/api/health/ready',
      locale: 'en',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe('The service is up.');
    expect(body.data).toMatchObject({
      status: 'ok',
      database: 'up',
      databaseKind: name,
      migrations: 'done',
      draining: false,
      redis: 'none',
    });
  });

  it('echoes a sane x-request-id and answers with it', async () => {
    const id = 'edge-1a2b.3c_4D-5';
    const { response } = await call(h.app, {
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it('makes a request id when none is sent, a new one each time', async () => {
    const a = await call(h.app, { method: 'GET', url: '/api/health/live' });
    const b = await call(h.app, { method: 'GET', url: '/api/health/live' });
    const idA = String(a.response.headers['x-request-id']);
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.response.headers['x-request-id']).not.toBe(idA);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['a space', 'two words'],
    ['a quote', 'id"x'],
    ['a newline escape', 'a%0Ab'],
    ['a slash', 'path/like'],
  ])('replaces an x-request-id with %s by one of its own', async (_what, bad) => {
    const { status, response } = await call(h.app, {
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': bad },
    });
    expect(status).toBe(200);
    const id = String(response.headers['x-request-id']);
    expect(id).not.toBe(bad);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a 128-character id (the longest kept)', async () => {
    const id = 'x'.repeat(128);
    const { response } = await call(h.app, {
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
  });

  // Last in this block: draining does not end.
  it('answers ready 503 once draining, while live and the old health call stay 200', async () => {
    h.app.health.drain();
    const ready = await call<HealthReadyData>(h.app, {
      method: 'GET',
      url: '/api/health/ready',
      locale: 'en',
    });
    expect(ready.status).toBe(503);
    expect(ready.body.success).toBe(false);
    expect(ready.body.message).toBe('The service is shutting down.');
    expect(ready.body.data).toMatchObject({
      status: 'unavailable',
      draining: true,
      database: 'up',
    });
    // Every answer while draining ends its keep-alive connection: the next goes elsewhere.
    expect(ready.response.headers.connection).toBe('close');
    expect((await call(h.app, { method: 'GET', url: '/api/health/live' })).status).toBe(200);
    expect((await call(h.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });
});

describe.each(BACKENDS)('readiness and Redis on %s', (_name, backend) => {
  it('stays ready (200) with redis down when Redis cannot be reached: it degrades, never pulls the replica', async () => {
    const closed = await freePort();
    const h = await startApp(backend, {
      redisUrl: `redis://127.0.0.1:${closed}`,
      notify: { channelPrefix: uniqueChannelPrefix() },
    });
    try {
      const { status, body } = await call<HealthReadyData>(h.app, {
        method: 'GET',
        url: '/api/health/ready',
      });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ status: 'ok', redis: 'down', database: 'up' });
    } finally {
      await h.close();
    }
  });
});

describe.each(BACKENDS)('request log lines, on Redis, on %s', (_name, backend) => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let made: TestBackend;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    made = await backend({
      redisUrl: loadTestEnvironment().redisUrl,
      notify: { channelPrefix: uniqueChannelPrefix() },
    });
    app = buildApp({ ...made.config, logLevel: 'info' }, { logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await made?.cleanup();
  });

  it('reports redis up while the notify bus is connected', async () => {
    const { status, body } = await call<HealthReadyData>(app, {
      method: 'GET',
      url: '/api/health/ready',
    });
    expect(status).toBe(200);
    expect(body.data.redis).toBe('up');
  });

  it('carry the request id on every line, and the player id once the player is known', async () => {
    const { token } = await register(app);
    const playerId = (await app.platform.sessions.authenticate(token)).playerId;
    const id = 'log-test-balance-1';
    const balance = await call(app, {
      method: 'GET',
      url: '/api/user/balance',
      token,
      headers: { 'x-request-id': id },
    });
    expect(balance.status).toBe(200);
    const ours = lines.filter((line) => line.reqId === id);
    // Fastify's "incoming request" and "request completed" at least.
    expect(ours.length).toBeGreaterThanOrEqual(2);
    const completed = ours.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: id, playerId });
    // Redaction is unaffected: the bearer token is never on a line.
    expect(JSON.stringify(lines)).not.toContain(token);
    // Every request line carries an id, the ones of calls without one too.
    const requestLines = lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines.length).toBeGreaterThan(2);
    for (const line of requestLines) expect(typeof line.reqId).toBe('string');
  });

  it("carry the staff member's id on an admin call", async () => {
    const owner = await ownerToken(app);
    const me = await call<{ id: number }>(app, {
      method: 'GET',
      url: '/api/staff/me',
      token: owner,
      headers: { 'x-request-id': 'log-test-staff-1' },
    });
    expect(me.status).toBe(200);
    const completed = lines.find(
      (line) => line.reqId === 'log-test-staff-1' && line.msg === 'request completed',
    );
    expect(completed).toMatchObject({ staffId: me.body.data.id });
    expect(completed).not.toHaveProperty('playerId');
  });
});

import '../test/native-modules';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { call, startApp, type Harness } from '../test/app-harness';
import { BACKENDS, postgresBackend, type TestBackend } from '../test/backends';
import { register } from '../test/players';
import { SessionCache } from './session-cache';
import { loadTestEnvironment } from '../config';

const REDIS_URL = loadTestEnvironment().redisUrl;
/** Long enough that only a revocation, never the TTL, can explain a 401 in these tests. */
const TTL_MS = 60_000;

const balance = (app: Harness['app'], token: string) =>
  call(app, { method: 'GET', url: '/api/user/balance', token });

/** The session id inside a token (its `sid` claim). */
const sidOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

/** Ends the row behind the api's back: only the cache can still answer 200 after this. */
async function endRowDirectly(app: Harness['app'], token: string) {
  await app.db
    .updateTable('session')
    .set({ ended_at: sql<string>`now()`, end_reason: 'test' })
    .where('id', '=', sidOf(token))
    .execute();
}

describe('SessionCache', () => {
  it('remembers for the TTL, forgets revoked sessions and players and refuses them again', () => {
    let now = 1000;
    const cache = new SessionCache(5000, () => now);
    cache.set('a', 1);
    expect(cache.get('a')).toEqual({ playerId: 1 });
    now += 5000;
    expect(cache.get('a')).toBeNull();
    cache.set('b', 1);
    cache.set('c', 2);
    cache.set('a', 1);
    cache.drop({ sessionId: 'a' });
    expect(cache.get('a')).toBeNull();
    cache.set('a', 1); // read before the revocation committed: not cached again
    expect(cache.get('a')).toBeNull();
    cache.drop({ playerId: 1 });
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')).toEqual({ playerId: 2 });
    cache.set('d', 1);
    expect(cache.get('d')).toBeNull();
    now += 5001;
    cache.set('d', 1);
    expect(cache.get('d')).toEqual({ playerId: 1 });
  });

  it('is off with a TTL of 0, and while the replicas channel is not listening', () => {
    const off = new SessionCache(0);
    off.set('a', 1);
    expect(off.get('a')).toBeNull();
    const cache = new SessionCache(5000);
    let listening = false;
    cache.attach({
      get listening() {
        return listening;
      },
      publish: async () => {},
      close: async () => {},
    });
    cache.set('a', 1);
    expect(cache.get('a')).toBeNull();
    listening = true;
    cache.set('a', 1);
    expect(cache.get('a')).toEqual({ playerId: 1 });
    listening = false;
    expect(cache.get('a')).toBeNull();
  });
});

describe.each(BACKENDS)(
  'the balance poll on the in-process session cache on %s',
  (_name, backend) => {
    let h: Harness;
    beforeAll(async () => {
      h = await startApp(backend, { sessionCacheTtlMs: TTL_MS, redisUrl: undefined });
    });
    afterAll(() => h.close());

    it('answers from memory, and still 401 at once after logout', async () => {
      const { token } = await register(h.app);
      expect((await balance(h.app, token)).status).toBe(200);
      await endRowDirectly(h.app, token);
      expect((await balance(h.app, token)).status).toBe(200); // the row was not read again
      const { token: other } = await register(h.app);
      expect((await balance(h.app, other)).status).toBe(200);
      expect(
        (await call(h.app, { method: 'GET', url: '/api/auth/logout', token: other })).status,
      ).toBe(200);
      expect((await balance(h.app, other)).status).toBe(401);
    });

    it('refuses a forged token beside a remembered one, and a remembered token after logout', async () => {
      const { token } = await register(h.app);
      expect((await balance(h.app, token)).status).toBe(200);
      expect(h.app.platform.sessions.verified.get(token)).not.toBeNull();
      // Same header and claims, another signature: not the remembered string, so verified again.
      // Its first character is changed: the last one carries padding bits, and changing it may
      // decode to the very same signature (a valid token, rightly answered 200).
      const dot = token.lastIndexOf('.') + 1;
      const forged = `${token.slice(0, dot)}${token[dot] === 'A' ? 'B' : 'A'}${token.slice(dot + 1)}`;
      expect((await balance(h.app, forged)).status).toBe(401);
      expect((await call(h.app, { method: 'GET', url: '/api/auth/logout', token })).status).toBe(
        200,
      );
      expect((await balance(h.app, token)).status).toBe(401);
      expect(h.app.platform.sessions.verified.get(token)).toBeNull(); // dropped once found ended
    });

    it('ends every cached session of a player at a password change, under a burst of polls', async () => {
      const { token, payload } = await register(h.app);
      const login = await call<{ token: string }>(h.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: payload.username, password: payload.password },
      });
      const second = login.body.data.token;
      expect((await balance(h.app, token)).status).toBe(200);
      expect((await balance(h.app, second)).status).toBe(200);
      const polls = Array.from({ length: 30 }, (_, i) => balance(h.app, i % 2 ? token : second));
      const changed = await call<{ token: string }>(h.app, {
        method: 'POST',
        url: '/api/customer/changepassword',
        payload: {
          oldPassword: payload.password,
          password: 'yeni12345',
          confirmPassword: 'yeni12345',
        },
        token,
      });
      expect(changed.status).toBe(200);
      await Promise.all(polls);
      const after = await Promise.all(
        Array.from({ length: 20 }, (_, i) => balance(h.app, i % 2 ? token : second)),
      );
      expect(after.map((r) => r.status)).toEqual(Array(20).fill(401));
      const fresh = changed.body.data?.token;
      if (fresh) expect((await balance(h.app, fresh)).status).toBe(200);
    });
  },
);

describe('the session cache across two replicas sharing Redis (Postgres)', () => {
  let db: TestBackend;
  let a: Harness['app'];
  let b: Harness['app'];
  beforeAll(async () => {
    db = await postgresBackend({ sessionCacheTtlMs: TTL_MS, redisUrl: REDIS_URL });
    a = buildApp(db.config);
    await a.ready();
    b = buildApp(db.config);
    await b.ready();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.cleanup();
  });

  /** Polls replica B until it answers 401; returns how long that took (ms), or -1. */
  async function until401(token: string, withinMs = 1000): Promise<number> {
    const t0 = Date.now();
    while (Date.now() - t0 < withinMs) {
      if ((await balance(b, token)).status === 401) return Date.now() - t0;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return -1;
  }

  it('a logout on one replica ends the session cached on the other', async () => {
    const { token } = await register(a);
    expect((await balance(b, token)).status).toBe(200);
    await endRowDirectly(b, token);
    expect((await balance(b, token)).status).toBe(200); // B answers from its memory
    // Reset the row so that the logout below is what ends it, through the api.
    await b.db
      .updateTable('session')
      .set({ ended_at: null })
      .where('id', '=', sidOf(token))
      .execute();
    // B remembers the token's verified signature too: the logout must reach past that memory.
    expect(b.platform.sessions.verified.get(token)).not.toBeNull();
    expect((await call(a, { method: 'GET', url: '/api/auth/logout', token })).status).toBe(200);
    const took = await until401(token);
    expect(took).toBeGreaterThanOrEqual(0);
    expect(took).toBeLessThan(200);
    expect(b.platform.sessions.verified.get(token)).toBeNull();
  });

  it('a password change on one replica ends every session of the player cached on the other', async () => {
    const { token, payload } = await register(a);
    const second = (
      await call<{ token: string }>(b, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: payload.username, password: payload.password },
      })
    ).body.data.token;
    expect((await balance(b, token)).status).toBe(200);
    expect((await balance(b, second)).status).toBe(200);
    expect(b.platform.sessions.verified.get(second)).not.toBeNull();
    const changed = await call(a, {
      method: 'POST',
      url: '/api/customer/changepassword',
      payload: {
        oldPassword: payload.password,
        password: 'yeni12345',
        confirmPassword: 'yeni12345',
      },
      token,
    });
    expect(changed.status).toBe(200);
    expect(await until401(token)).toBeGreaterThanOrEqual(0);
    expect(await until401(second)).toBeGreaterThanOrEqual(0);
  });

  it('a timed-out token is refused even while its session is cached', async () => {
    // A replica that signs two-second tokens (the same secret): the time-out is the token's. A
    // token's `exp` is whole seconds from a floored `iat`, so it lives at least one more second.
    const short = buildApp({ ...db.config, tokenTtlSeconds: 2 });
    await short.ready();
    try {
      const { token } = await register(short);
      expect((await balance(b, token)).status).toBe(200);
      expect(b.platform.sessions.verified.get(token)).not.toBeNull(); // expiry checked past it
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
        exp: number;
      };
      await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 100));
      expect((await balance(b, token)).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

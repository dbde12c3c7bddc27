import '../../test/native-modules';
import type { StoredAuthData } from '@oyna/contracts';
import { BACKENDS, testConfig } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';

const security = {
  ...testConfig().security,
  loginFailuresPerUsername: 3,
  loginFailuresPerIp: 5,
  // Windows are aligned to the clock (platform/throttle.ts): a day-long one keeps a test's tries
  // in one window, where a 10-minute one rolled over mid-test when a run crossed the hour.
  throttleWindowSeconds: 86_400,
};

describe.each(BACKENDS)('auth/login, auth/logout and throttling on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { security });
  });
  afterAll(() => h.close());

  const login = (username: string, password: string, ip = '10.0.0.1', locale?: 'tr' | 'en') =>
    call<StoredAuthData | null>(h.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
      locale,
      headers: { 'x-fingerprint': 'fp-login' },
    });

  it('logs a player in with the stored auth data of spec §3', async () => {
    const { payload } = await register(h.app);
    const { status, body } = await login(
      payload.username.toUpperCase(),
      payload.password,
      '10.0.1.1',
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Login successful. Welcome!');
    expect(body.data).toMatchObject({
      username: payload.username,
      phone: payload.phone,
      smsVerified: false,
      balance: 0,
      fingerprint: 'fp-login',
      betsyCid: null,
    });
    expect(body.data?.token.split('.')).toHaveLength(3);
  });

  it('answers a wrong password and an unknown username with the same message', async () => {
    const { payload } = await register(h.app);
    const wrong = await login(payload.username, 'wrong-password', '10.0.2.1', 'tr');
    const unknown = await login('nobodyhere1', 'wrong-password', '10.0.2.2', 'tr');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      success: false,
      message: 'Kullanıcı adı veya şifre hatalı',
      data: null,
    });
  });

  it('checks the §5 login rules before anything else', async () => {
    const { body, status } = await login('ok', 'ab');
    expect(status).toBe(400);
    expect(body.message).toBe('Password: Must be between 3 and 100 characters');
  });

  it('ends the session at logout: the old token gets 401 at once', async () => {
    const { token } = await register(h.app);
    const before = await call(h.app, { method: 'GET', url: '/api/user/balance', token });
    expect(before.status).toBe(200);
    const out = await call(h.app, { method: 'GET', url: '/api/auth/logout', token });
    expect(out.body).toEqual({ success: true, message: 'You have been logged out', data: null });
    const after = await call(h.app, {
      method: 'GET',
      url: '/api/user/balance',
      token,
      locale: 'tr',
    });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      success: false,
      message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
      data: null,
    });
    // Logging out again, or without a token, is harmless.
    expect((await call(h.app, { method: 'GET', url: '/api/auth/logout', token })).status).toBe(200);
    expect((await call(h.app, { method: 'GET', url: '/api/auth/logout' })).status).toBe(200);
  });

  it('refuses tokens that are missing, forged, or signed with another algorithm', async () => {
    const { token } = await register(h.app);
    const [header, payload] = token.split('.');
    const forged = [
      undefined,
      'not-a-jwt',
      `${header}.${payload}.AAAA`,
      // alg "none" with the same claims
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
    ];
    for (const t of forged) {
      const r = await call(h.app, { method: 'GET', url: '/api/user/balance', token: t });
      expect(r.status).toBe(401);
      expect(r.body.success).toBe(false);
    }
  });

  it('throttles failed logins per username with 429 and leaves other players alone', async () => {
    const { payload } = await register(h.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(payload.username, 'wrong-pass', `10.0.3.${i}`)).status).toBe(400);
    }
    // Even the right password waits now (no hint whether it was right).
    const blocked = await login(payload.username, payload.password, '10.0.3.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Another player is not affected.
    const other = await register(h.app);
    expect((await login(other.payload.username, other.payload.password, '10.0.3.9')).status).toBe(
      200,
    );
  });

  it('throttles failed logins per IP across usernames', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(`stuffing${i}x`, 'guess-123', '10.0.4.4')).status).toBe(400);
    }
    const { status, body } = await login('stuffing9x', 'guess-123', '10.0.4.4', 'tr');
    expect(status).toBe(429);
    expect(body.message).toMatch(/^Çok fazla deneme yapıldı/);
    expect((await login('stuffing9x', 'guess-123', '10.0.4.5')).status).toBe(400);
  });
});

describe.each(BACKENDS)('login limits under a parallel burst on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { security: { ...security, loginFailuresPerIp: 1000 } });
  });
  afterAll(() => h.close());

  it('checks no more passwords than the limit when 60 tries arrive at once, the right one last', async () => {
    const { payload } = await register(h.app);
    const attempt = (password: string) =>
      call(h.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: payload.username, password },
        remoteAddress: '10.0.9.1',
      });
    const tries = [
      ...Array.from({ length: 59 }, (_, i) => attempt(`wrong-pass-${i}`)),
      attempt(payload.password),
    ];
    const answers = await Promise.all(tries);
    const statuses = answers.map((a) => a.status);
    // At most loginFailuresPerUsername (3) passwords were judged; the rest waited with 429.
    expect(statuses.filter((s) => s === 400 || s === 200).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(57);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.find((a) => a.status === 429)?.response.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe.each(BACKENDS)('login throttle windows on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { security: { ...security, throttleWindowSeconds: 2 } });
  });
  afterAll(() => h.close());

  it('never locks an account out for longer than the window', async () => {
    const { payload } = await register(h.app);
    const attempt = (password: string) =>
      call(h.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: payload.username, password },
      });
    let blocked: Awaited<ReturnType<typeof attempt>> | undefined;
    // Tries are counted before the password is checked, so a burst lands in one window.
    for (let i = 0; i < 5 && !blocked; i += 1) {
      const burst = await Promise.all(Array.from({ length: 6 }, () => attempt('wrong-pass')));
      blocked = burst.find((r) => r.status === 429);
    }
    expect(blocked?.body.message).toMatch(/try again in \d+ seconds/);
    const seconds = Number(/in (\d+) seconds/.exec(blocked?.body.message ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 300));
    expect((await attempt(payload.password)).status).toBe(200);
  });
});

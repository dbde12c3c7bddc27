import '../test/native-modules';
import { BACKENDS, testConfig } from '../test/backends';
import { call, startApp, type Called, type Harness } from '../test/app-harness';
import { latestMessage, register } from '../test/players';

// House rule: every check-then-act on a counter is one atomic statement, and a parallel burst
// proves it. Each burst sends 200 tries at once with the right answer last; the limit must hold
// exactly (never more checks than it allows) and every 429 says when to try again.
const BURST = 200;
const security = {
  ...testConfig().security,
  loginFailuresPerUsername: 5,
  loginFailuresPerIp: 6,
  recoveryRequestsPerUsername: 1000,
  recoveryRequestsPerIp: 1000,
  codeMaxTries: 5,
  // Windows are aligned to the clock (platform/throttle.ts): a day-long one keeps a test's tries
  // in one window, where a 10-minute one rolled over mid-test when a run crossed the hour.
  throttleWindowSeconds: 86_400,
};

function expectRetryAfter(answers: Called<unknown>[]) {
  for (const r of answers.filter((a) => a.status === 429)) {
    expect(Number(r.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(r.body.success).toBe(false);
    expect(typeof r.body.message).toBe('string');
  }
}

describe.each(BACKENDS)('counters under a parallel burst on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, {
      security,
      rateLimit: { max: 100_000, timeWindowMs: 60_000 },
    });
  });
  afterAll(() => h.close());

  const login = (username: string, password: string, ip: string) =>
    call(h.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('login per username: never more password checks than the limit, the right one last gets 429', async () => {
    const { payload } = await register(h.app);
    const tries = Array.from({ length: BURST }, (_, i) =>
      i === BURST - 1 ? payload.password : `yanlis${i}x`,
    );
    // Spread over addresses so the per-address limit is not what stops them.
    const answers = await Promise.all(
      tries.map((p, i) => login(payload.username, p, `10.1.${i}.1`)),
    );
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBe(security.loginFailuresPerUsername);
    expect(checked.every((a) => a.status === 400)).toBe(true);
    expect(answers[BURST - 1]?.status).toBe(429);
    expectRetryAfter(answers);
  });

  it('login per address: never more checks than the limit across usernames', async () => {
    const { payload } = await register(h.app);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        i === BURST - 1
          ? login(payload.username, payload.password, '10.2.0.1')
          : login(`kimse${i}yok`, 'yanlis123', '10.2.0.1'),
      ),
    );
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBe(security.loginFailuresPerIp);
    expect(answers[BURST - 1]?.status).toBe(429);
    expectRetryAfter(answers);
  });

  it('a right password gives the address its try back', async () => {
    const { payload } = await register(h.app);
    for (let i = 0; i < security.loginFailuresPerIp + 1; i += 1) {
      expect((await login(payload.username, payload.password, '10.3.0.1')).status).toBe(200);
    }
  });

  it('SMS code: at most codeMaxTries comparisons, the right code sent last is refused', async () => {
    const { payload, token } = await register(h.app);
    await call(h.app, {
      method: 'POST',
      url: '/api/customer/updatephone',
      payload: { step: 1, phone: payload.phone },
      token,
    });
    const code = (await latestMessage(h.app, payload.phone)).code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        call(h.app, {
          method: 'POST',
          url: '/api/customer/updatephone',
          payload: { step: 2, phone: payload.phone, code: i === BURST - 1 ? code : wrong },
          token,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const row = await h.app.db
      .selectFrom('verification_code')
      .select(['tries', 'used_at'])
      .where('player_id', '=', await playerId(payload.username))
      .where('purpose', '=', 'sms')
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(security.codeMaxTries);
    expect(row.used_at).toBeNull();
    const verified = await h.app.db
      .selectFrom('player')
      .select('sms_verified')
      .where('username', '=', payload.username)
      .executeTakeFirstOrThrow();
    expect(verified.sms_verified).toBe(false);
  });

  it('reset code: at most codeMaxTries comparisons, and a right check does not cost a try', async () => {
    const { payload } = await register(h.app);
    const post = (url: string, body: Record<string, unknown>) =>
      call(h.app, { method: 'POST', url: `/api/auth/${url}`, payload: body });
    await post('sendresetpassword', { username: payload.username });
    const code = (await latestMessage(h.app, payload.email)).code ?? '';
    // Right checks do not use the code up nor its tries.
    for (let i = 0; i < security.codeMaxTries + 2; i += 1) {
      expect((await post('checkresetcode', { username: payload.username, code })).status).toBe(200);
    }
    const wrong = code === '00000000' ? '11111111' : '00000000';
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post('checkresetcode', {
          username: payload.username,
          code: i === BURST - 1 ? code : wrong,
        }),
      ),
    );
    expect(answers[BURST - 1]?.status).toBe(400);
    const row = await h.app.db
      .selectFrom('verification_code')
      .select('tries')
      .where('player_id', '=', await playerId(payload.username))
      .where('purpose', '=', 'reset')
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(security.codeMaxTries);
  });

  async function playerId(username: string): Promise<number> {
    const row = await h.app.db
      .selectFrom('player')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.id;
  }
});

describe.each(BACKENDS)('recovery throttle under a parallel burst on %s', (_name, backend) => {
  let h: Harness;
  const limits = { ...security, recoveryRequestsPerUsername: 4, recoveryRequestsPerIp: 1000 };
  beforeAll(async () => {
    h = await startApp(backend, {
      security: limits,
      rateLimit: { max: 100_000, timeWindowMs: 60_000 },
    });
  });
  afterAll(() => h.close());

  it('lets exactly the per-username budget through and 429s the rest with Retry-After', async () => {
    const { payload } = await register(h.app);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        call(h.app, {
          method: 'POST',
          url: '/api/auth/sendresetpassword',
          payload: { username: payload.username },
          remoteAddress: `10.4.${i}.1`,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(
      limits.recoveryRequestsPerUsername,
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(
      BURST - limits.recoveryRequestsPerUsername,
    );
    expectRetryAfter(answers);
  });
});

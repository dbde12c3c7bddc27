import '../../test/native-modules';
import type { OutboxEntry } from '@oyna/contracts';
import { BACKENDS, pgliteBackend } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';

describe.each(BACKENDS)('development outbox on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  it('lists SMS and e-mail newest first with channel, recipient, text, code and time', async () => {
    const { token, payload } = await register(h.app);
    await call(h.app, {
      method: 'POST',
      url: '/api/auth/sendresetpassword',
      payload: { username: payload.username },
    });
    await call(h.app, {
      method: 'POST',
      url: '/api/customer/updatephone',
      payload: { step: 1, phone: payload.phone },
      token,
    });
    const { status, body } = await call<OutboxEntry[]>(h.app, {
      method: 'GET',
      url: '/api/dev/outbox',
    });
    expect(status).toBe(200);
    const [sms, mail] = body.data;
    expect(sms).toMatchObject({
      channel: 'sms',
      recipient: payload.phone,
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(mail).toMatchObject({ channel: 'email', recipient: payload.email });
    expect(mail?.text).toContain(mail?.code ?? 'missing');
    expect(Date.parse(sms?.time ?? '')).toBeGreaterThanOrEqual(Date.parse(mail?.time ?? ''));
  });

  it('filters by recipient and limits the list', async () => {
    const { payload } = await register(h.app);
    await call(h.app, {
      method: 'POST',
      url: '/api/auth/sendresetpassword',
      payload: { username: payload.username },
    });
    const { body } = await call<OutboxEntry[]>(h.app, {
      method: 'GET',
      url: `/api/dev/outbox?recipient=${encodeURIComponent(payload.email)}&limit=5`,
    });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.recipient).toBe(payload.email);
    const bad = await call(h.app, { method: 'GET', url: '/api/dev/outbox?limit=0' });
    expect(bad.status).toBe(400);
  });
});

describe('development outbox in production', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(pgliteBackend, { nodeEnv: 'production', jwtSecret: 'p'.repeat(40) });
  });
  afterAll(() => h.close());

  it('does not exist', async () => {
    const { status, body } = await call(h.app, { method: 'GET', url: '/api/dev/outbox' });
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });
});

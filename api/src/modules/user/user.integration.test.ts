import '../../test/native-modules';
import crypto from 'node:crypto';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';

describe.each(BACKENDS)('user/balance on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const poll = (token?: string) => call(h.app, { method: 'GET', url: '/api/user/balance', token });

  const move = async (token: string, amountMinor: number) => {
    const { playerId } = await h.app.platform.sessions.authenticate(token);
    await h.app.platform.wallets.apply({
      playerId,
      amountMinor,
      kind: 'test_deposit',
      idempotencyKey: `test:${crypto.randomUUID()}`,
    });
  };

  it('answers the balance to the kuruş in the envelope, and the new one after each move', async () => {
    const { token } = await register(h.app);
    // spec §3: exactly success, message, data — nothing dropped or added by the serializer; the
    // balance (the total), and its two parts, cash and bonus money (spec §1 promotions and bonuses).
    expect((await poll(token)).response.body).toBe(
      '{"success":true,"message":"","data":{"balance":0,"cash":0,"bonus":0}}',
    );
    await move(token, 123_456);
    expect((await poll(token)).response.body).toBe(
      '{"success":true,"message":"","data":{"balance":1234.56,"cash":1234.56,"bonus":0}}',
    );
    await move(token, -99_999);
    const after = await poll(token);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      success: true,
      message: '',
      data: { balance: 234.57, cash: 234.57, bonus: 0 },
    });
  });

  it('answers 401 in the envelope without a session', async () => {
    const r = await poll();
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, data: null });
    expect(r.body.message).not.toBe('');
  });
});

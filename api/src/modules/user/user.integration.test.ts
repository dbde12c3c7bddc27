import '../../test/native-modules';
import crypto from 'node:crypto';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import type { GrantedTerms } from '../../db/tables/wallet';

/** A bonus's terms as granted; only the maximum stake matters here. */
const TERMS: GrantedTerms = {
  wageringMultiplier: 10,
  contributions: { slots: 100, sports: 100 },
  sportsMinOddsMilli: 1500,
  maxBetMinor: 2_000,
  maxConversionMinor: null,
  validDays: 7,
};

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

  /** Grants the player a bonus of ₺50 under `terms` through the bonus wallet's public grant. */
  const grant = async (token: string, terms: Partial<GrantedTerms> = {}) => {
    const { playerId } = await h.app.platform.sessions.authenticate(token);
    await h.app.db.transaction().execute((trx) =>
      h.app.platform.bonusWallet.grant(trx, {
        playerId,
        offerCode: 'goodwill',
        source: 'grant',
        amountMinor: 5_000,
        terms: { ...TERMS, ...terms },
      }),
    );
    return playerId;
  };

  it("tells the active bonus's maximum stake beside the parts, and none once it is closed (spec §1 promotions and bonuses)", async () => {
    const { token } = await register(h.app);
    const playerId = await grant(token);
    expect((await poll(token)).response.body).toBe(
      '{"success":true,"message":"","data":{"balance":50,"cash":0,"bonus":50,"maxBet":20}}',
    );
    await h.app.db.transaction().execute((trx) =>
      h.app.platform.bonusWallet.close(trx, playerId, {
        status: 'cancelled',
        reason: 'forfeited',
      }),
    );
    expect((await poll(token)).body.data).toEqual({ balance: 0, cash: 0, bonus: 0 });
  });

  it('tells no maximum stake for a bonus whose offer sets none', async () => {
    const { token } = await register(h.app);
    await grant(token, { maxBetMinor: null });
    expect((await poll(token)).body.data).toEqual({ balance: 50, cash: 0, bonus: 50 });
  });

  it('answers 401 in the envelope without a session', async () => {
    const r = await poll();
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, data: null });
    expect(r.body.message).not.toBe('');
  });
});

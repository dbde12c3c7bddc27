import '../../test/native-modules';
import type { BalanceData } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { latestMessage, register } from '../../test/players';

describe.each(BACKENDS)('trial bonus on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  async function verifiedPlayer() {
    const player = await register(h.app);
    const phone = player.payload.phone;
    const send = { step: 1, phone };
    await call(h.app, {
      method: 'POST',
      url: '/api/customer/updatephone',
      payload: send,
      token: player.token,
    });
    const code = (await latestMessage(h.app, phone)).code;
    await call(h.app, {
      method: 'POST',
      url: '/api/customer/updatephone',
      payload: { step: 2, phone, code },
      token: player.token,
    });
    return player;
  }

  const claim = (token: string, locale?: 'tr' | 'en') =>
    call<{ amount: number; balance: number } | null>(h.app, {
      method: 'GET',
      url: '/api/bonus/definetrialbonus',
      token,
      locale,
    });
  const balance = async (token: string) =>
    (await call<{ balance: number }>(h.app, { method: 'GET', url: '/api/user/balance', token }))
      .body.data.balance;
  const parts = async (token: string) =>
    (await call<BalanceData>(h.app, { method: 'GET', url: '/api/user/balance', token })).body.data;

  it('is refused until the phone is verified', async () => {
    const { token } = await register(h.app);
    const r = await claim(token, 'tr');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Deneme bonusu için önce telefon numaranızı doğrulayın');
    expect(await balance(token)).toBe(0);
  });

  it('credits the site amount once, as bonus money: a ledger entry with the balance', async () => {
    const { token, data } = await verifiedPlayer();
    const r = await claim(token, 'tr');
    expect(r.body).toEqual({
      success: true,
      message: '₺50,00 deneme bonusu hesabınıza eklendi',
      data: { amount: 50, balance: 50 },
    });
    // spec §1 promotions and bonuses: the trial bonus is bonus money, not cash, and its offer's
    // maximum stake (₺20) applies while it is active.
    expect(await parts(token)).toEqual({ balance: 50, cash: 0, bonus: 50, maxBet: 20 });
    const again = await claim(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You have already claimed the trial bonus');
    expect(await balance(token)).toBe(50);

    const ledger = await h.app.db
      .selectFrom('ledger_entry as l')
      .innerJoin('player as p', 'p.id', 'l.player_id')
      .select(['l.kind', 'l.amount_minor', 'l.balance_after_minor', 'l.bonus_amount_minor'])
      .where('p.username', '=', data.username)
      .execute();
    expect(ledger.map((l) => ({ ...l, bonus_amount_minor: Number(l.bonus_amount_minor) }))).toEqual(
      [
        {
          kind: 'trial_bonus',
          amount_minor: 5000,
          balance_after_minor: 5000,
          bonus_amount_minor: 5000,
        },
      ],
    );
  });

  it('credits once even when two claims race', async () => {
    const { token } = await verifiedPlayer();
    const results = await Promise.all([claim(token), claim(token), claim(token)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await parts(token)).toEqual({ balance: 50, cash: 0, bonus: 50, maxBet: 20 });
  });

  it('is not offered while the site amount is 0', async () => {
    const { token } = await verifiedPlayer();
    await h.app.db.updateTable('site_settings').set({ trial_bonus_minor: 0 }).execute();
    try {
      const r = await claim(token);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('The trial bonus is not available at the moment');
    } finally {
      await h.app.db.updateTable('site_settings').set({ trial_bonus_minor: 5000 }).execute();
    }
  });
});

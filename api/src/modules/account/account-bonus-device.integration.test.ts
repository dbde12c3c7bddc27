import '../../test/native-modules';
import type { PlayerBonus } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { accountBonusKit } from './account-bonus.test-kit';

/**
 * spec §1 promotions and bonuses: one bonus of a kind per person AND device (the fingerprint the
 * site already takes, spec §7 x-fingerprint) — Claim Bonus requests of two accounts on one device.
 */
describe.each(BACKENDS)('bonus requests per device on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const { playerIdOf, move, post, decideRequest: decide } = accountBonusKit(() => h.app);
  let devices = 0;
  const newDevice = () => {
    devices += 1;
    return `fp-shared-${devices}-${Math.random().toString(36).slice(2)}`;
  };
  /** A registered player on `device` with a first deposit made. */
  async function depositor(device: string) {
    const a = await register(h.app, {}, device);
    const id = await playerIdOf(a.data.username);
    await move(id, 'deposit', 20_000);
    return { ...a, id };
  }
  const request = (token: string, locale?: 'tr' | 'en') =>
    post<PlayerBonus>('/api/account/bonusrequest', token, { offer: 'first_deposit' }, locale);
  const requestsOf = (playerId: number) =>
    h.app.db
      .selectFrom('bonus_request')
      .select(['offer_code', 'status', 'device'])
      .where('player_id', '=', playerId)
      .execute();

  it("refuses another account's request of the same offer on the same device; another device may", async () => {
    const device = newDevice();
    const a = await depositor(device);
    const b = await depositor(device);

    const first = await request(a.token);
    expect(first.status).toBe(200);
    expect(await requestsOf(a.id)).toEqual([
      { offer_code: 'first_deposit', status: 'pending', device },
    ]);

    const refused = await request(b.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This bonus has already been requested or received for this period on this device by another account',
    );
    const inTurkish = await request(b.token, 'tr');
    expect(inTurkish.status).toBe(400);
    expect(inTurkish.body.message).toBe(
      'Bu bonus bu dönem için bu cihazda başka bir hesap tarafından zaten istendi veya alındı',
    );
    expect(await requestsOf(b.id)).toEqual([]);

    // Approved: the bonus records the device, and the other account is still refused (received).
    expect((await decide(first.body.data.id, true)).status).toBe(200);
    const bonus = await h.app.db
      .selectFrom('player_bonus')
      .select(['offer_code', 'source', 'device'])
      .where('player_id', '=', a.id)
      .execute();
    expect(bonus).toEqual([{ offer_code: 'first_deposit', source: 'claim', device }]);
    expect((await request(b.token)).status).toBe(400);
    expect(await requestsOf(b.id)).toEqual([]);

    // A person on another device is judged on their own.
    const c = await depositor(newDevice());
    expect((await request(c.token)).status).toBe(200);
    expect(await requestsOf(c.id)).toHaveLength(1);
  });

  it('a rejected request does not hold the device: the other account may then ask', async () => {
    const device = newDevice();
    const a = await depositor(device);
    const b = await depositor(device);
    const first = await request(a.token);
    expect(first.status).toBe(200);
    expect((await request(b.token)).status).toBe(400);
    expect((await decide(first.body.data.id, false)).status).toBe(200);
    expect((await request(b.token)).status).toBe(200);
    expect(await requestsOf(b.id)).toEqual([
      { offer_code: 'first_deposit', status: 'pending', device },
    ]);
  });

  it('a burst of requests from two accounts on one device stores exactly one', async () => {
    const device = newDevice();
    const a = await depositor(device);
    const b = await depositor(device);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => request(i % 2 === 0 ? a.token : b.token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const stored = await h.app.db
      .selectFrom('bonus_request')
      .select(['player_id', 'offer_code'])
      .where('device', '=', device)
      .execute();
    expect(stored).toHaveLength(1);
    expect([a.id, b.id]).toContain(stored[0]?.player_id);
  });
});

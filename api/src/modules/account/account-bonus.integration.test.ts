import '../../test/native-modules';
import type { AdminBonusRequest, BonusListPage, BonusOffer, PlayerBonus } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { accountKit } from './account.test-kit';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

/** The account area's bonuses: offers by eligibility, the player's request, ops' decision. */
describe.each(BACKENDS)('account bonuses on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const { playerIdOf, move, post, get } = accountKit(() => h.app);

  it('offers bonuses by eligibility, refuses the ineligible with the reason, and ops approve once', async () => {
    const today = new Date();
    const birth = `1990-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await h.app.db.updateTable('player').set({ birth_date: birth }).where('id', '=', id).execute();

    const offers = await get<BonusOffer[]>('/api/account/bonusoffers', a.token);
    expect(offers.body.data.map((o) => [o.code, o.eligible, o.amount])).toEqual([
      ['first_deposit', false, 0],
      ['weekly_cashback', false, 0],
      ['birthday', true, 100],
    ]);
    expect(offers.body.data[0]?.reason).toBe('You need to make a deposit first');

    const refused = await post(
      '/api/account/bonusrequest',
      a.token,
      { offer: 'first_deposit' },
      'tr',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Bu bonus için önce bir yatırım yapmalısınız');
    const unknown = await post('/api/account/bonusrequest', a.token, { offer: 'nope' });
    expect(unknown.status).toBe(400);

    const requested = await post<PlayerBonus>('/api/account/bonusrequest', a.token, {
      offer: 'birthday',
    });
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({
      status: 'requested',
      amount: 100,
      wageringRequired: 300,
    });

    const list = await call<AdminBonusRequest[]>(h.app, {
      method: 'GET',
      url: '/api/admin/bonusrequests?status=pending',
      headers: ADMIN,
    });
    const mine = list.body.data.find((r) => r.username === a.data.username);
    expect(mine).toMatchObject({ offer: 'birthday', status: 'pending', amount: 100 });

    const decide = (approve: boolean) =>
      call<AdminBonusRequest>(h.app, {
        method: 'POST',
        url: '/api/admin/bonusrequest',
        headers: ADMIN,
        payload: { id: requested.body.data.id, approve },
      });
    const results = await Promise.all(Array.from({ length: 10 }, () => decide(true)));
    expect(results.every((r) => r.status === 200 && r.body.data.status === 'approved')).toBe(true);
    expect(await h.app.platform.wallets.balanceMinor(id)).toBe(10_000);
    expect((await decide(false)).status).toBe(400);
    expect(
      (
        await call(h.app, {
          method: 'POST',
          url: '/api/admin/bonusrequest',
          payload: { id: 1, approve: true },
        })
      ).status,
    ).toBe(401);

    const notes = await h.app.db
      .selectFrom('notification')
      .select(['type', 'title'])
      .where('player_id', '=', id)
      .execute();
    expect(notes).toEqual([{ type: 4, title: 'Birthday Bonus' }]);

    // Wagering progress from recorded bets after approval.
    await move(id, 'deposit', 40_000);
    await move(id, 'casino_bet', -12_000);
    const bonuses = await post<BonusListPage>('/api/account/bonuses', a.token, {
      skip: 0,
      take: 10,
    });
    expect(bonuses.body.data.items[0]).toMatchObject({
      status: 'active',
      wagered: 120,
      wageringRequired: 300,
    });
    await move(id, 'casino_bet', -20_000);
    const done = await post<BonusListPage>('/api/account/bonuses', a.token, { skip: 0, take: 10 });
    expect(done.body.data.items[0]).toMatchObject({ status: 'completed', wagered: 300 });

    // The same offer is not offered again this year.
    const again = await post('/api/account/bonusrequest', a.token, { offer: 'birthday' });
    expect(again.body.message).toBe('You have already requested this bonus for this period');
  });

  it('a rejected request credits nothing, tells the player, and the offer may be asked again', async () => {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await move(id, 'deposit', 20_000);
    const requested = await post<PlayerBonus>('/api/account/bonusrequest', a.token, {
      offer: 'first_deposit',
    });
    expect(requested.body.data).toMatchObject({ amount: 200, wageringRequired: 1000 });
    const decide = (approve: boolean, note?: string) =>
      call<AdminBonusRequest>(h.app, {
        method: 'POST',
        url: '/api/admin/bonusrequest',
        headers: ADMIN,
        locale: 'tr',
        payload: { id: requested.body.data.id, approve, ...(note ? { note } : {}) },
      });
    const rejected = await decide(false, 'KYC eksik');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', note: 'KYC eksik' });
    expect((await decide(true)).status).toBe(400);
    expect(await h.app.platform.wallets.balanceMinor(id)).toBe(20_000);
    const notes = await h.app.db
      .selectFrom('notification')
      .select(['type', 'note'])
      .where('player_id', '=', id)
      .execute();
    expect(notes).toEqual([{ type: 4, note: 'İlk Yatırım Bonusu talebiniz reddedildi' }]);
    const list = await post<BonusListPage>('/api/account/bonuses', a.token, { skip: 0, take: 10 });
    expect(list.body.data.items[0]).toMatchObject({ status: 'rejected', note: 'KYC eksik' });
    const again = await post<PlayerBonus>('/api/account/bonusrequest', a.token, {
      offer: 'first_deposit',
    });
    expect(again.status).toBe(200);
    // An approved bonus whose time ran out before its wagering was met is Expired.
    await call(h.app, {
      method: 'POST',
      url: '/api/admin/bonusrequest',
      headers: ADMIN,
      payload: { id: again.body.data.id, approve: true },
    });
    await h.app.db
      .updateTable('bonus_request')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', again.body.data.id)
      .execute();
    const later = await post<BonusListPage>('/api/account/bonuses', a.token, { skip: 0, take: 10 });
    expect(later.body.data.items[0]).toMatchObject({ status: 'expired', wagered: 0 });
    const unknown = await call(h.app, {
      method: 'POST',
      url: '/api/admin/bonusrequest',
      headers: ADMIN,
      payload: { id: 2_000_000, approve: true },
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps one pending request per player under a burst', async () => {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await move(id, 'deposit', 40_000);
    await move(id, 'casino_bet', -30_000);
    const offers = ['first_deposit', 'weekly_cashback'];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/api/account/bonusrequest', a.token, { offer: offers[i % 2] }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const rows = await h.app.db
      .selectFrom('bonus_request')
      .select('status')
      .where('player_id', '=', id)
      .execute();
    expect(rows).toEqual([{ status: 'pending' }]);
    const list = await post<BonusListPage>('/api/account/bonuses', a.token, { skip: 0, take: 10 });
    expect(list.body.data.total).toBe(1);
    const b = await register(h.app);
    const none = await post<BonusListPage>('/api/account/bonuses', b.token, { skip: 0, take: 10 });
    expect(none.body.data).toEqual({ items: [], total: 0 });
  });
});

import '../../test/native-modules';
import type { AdminBonusRequest, BonusListPage, BonusOffer, PlayerBonus } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { accountBonusKit } from './account-bonus.test-kit';

/** The account area's bonuses: offers by eligibility, the player's request, ops' decision. */
describe.each(BACKENDS)('account bonuses on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const { ADMIN, playerIdOf, move, stake, post, get, balances, userBalance, list, decideRequest } =
    accountBonusKit(() => h.app);

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

    const pending = await call<AdminBonusRequest[]>(h.app, {
      method: 'GET',
      url: '/api/admin/bonusrequests?status=pending',
      headers: ADMIN,
    });
    const mine = pending.body.data.find((r) => r.username === a.data.username);
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
    // spec §1: an approval pays into the BONUS balance, once; cash is unchanged.
    expect(await balances(id)).toEqual({ balanceMinor: 10_000, bonusMinor: 10_000 });
    // The offer's maximum stake comes with the parts while the bonus is active.
    expect(await userBalance(a.token)).toEqual({ balance: 100, cash: 0, bonus: 100, maxBet: 50 });
    const granted = await h.app.db
      .selectFrom('player_bonus')
      .select(['source', 'offer_code', 'amount_minor', 'wagering_required_minor', 'status'])
      .where('player_id', '=', id)
      .execute();
    expect(granted).toEqual([
      {
        source: 'claim',
        offer_code: 'birthday',
        amount_minor: 10_000,
        wagering_required_minor: 30_000,
        status: 'active',
      },
    ]);
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
      .select(['type', 'title', 'note'])
      .where('player_id', '=', id)
      .execute();
    expect(notes).toEqual([
      {
        type: 4,
        title: 'Birthday Bonus',
        note: 'Birthday Bonus approved: ₺100,00 was added to your bonus balance',
      },
    ]);

    // Wagering progress: slot stakes count in full (cash is staked first, the bonus money waits).
    await move(id, 'deposit', 40_000);
    for (let i = 0; i < 3; i += 1) await stake(id, 4_000);
    expect(await balances(id)).toEqual({ balanceMinor: 38_000, bonusMinor: 10_000 });
    const bonuses = await list(a.token);
    expect(bonuses.total).toBe(1);
    expect(bonuses.items[0]).toMatchObject({
      source: 'claim',
      requestId: requested.body.data.id,
      offer: 'birthday',
      title: 'Birthday Bonus',
      status: 'active',
      amount: 100,
      wagered: 120,
      wageringRequired: 300,
      bonusBalance: 100,
      converted: null,
      rules: {
        wageringMultiplier: 3,
        sportsMinOdds: 1.5,
        maxBet: 50,
        maxConversion: null,
        validDays: 30,
        contributions: { slots: 100, bingo: 100, crash: 50, table: 10, live: 10, sports: 100 },
      },
    });
    expect(bonuses.items[0]?.bonusId).toEqual(expect.any(Number));
    expect(bonuses.items[0]?.terms).toContain('Wager the bonus 3× within 30 days.');
    expect(bonuses.items[0]?.terms).toContain(
      'A withdrawal while the bonus is active cancels it: the bonus money and its winnings are removed, your cash stays.',
    );
    const inTurkish = await list(a.token, 'tr');
    expect(inTurkish.items[0]?.title).toBe('Doğum Günü Bonusu');
    expect(inTurkish.items[0]?.terms).toContain('Bonus aktifken en yüksek bahis ₺50,00 olabilir.');
    // Table games count a tenth.
    await stake(id, 5_000, 'table');
    expect((await list(a.token)).items[0]).toMatchObject({ wagered: 125 });
    for (let i = 0; i < 5; i += 1) await stake(id, 4_000);
    const done = await list(a.token);
    expect(done.items[0]).toMatchObject({
      status: 'completed',
      wagered: 300,
      converted: 100,
      bonusBalance: 0,
      note: 'Wagering met; ₺100,00 became cash',
    });
    expect(await userBalance(a.token)).toEqual({ balance: 130, cash: 130, bonus: 0 });

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
    const rejectedList = await list(a.token);
    expect(rejectedList.items[0]).toMatchObject({
      status: 'rejected',
      note: 'KYC eksik',
      bonusId: null,
      rules: null,
      bonusBalance: 0,
    });
    const again = await post<PlayerBonus>('/api/account/bonusrequest', a.token, {
      offer: 'first_deposit',
    });
    expect(again.status).toBe(200);
    // An approved bonus whose time ran out before its wagering was met is Expired: the sweep
    // removes exactly its bonus money, the cash stays.
    expect((await decideRequest(again.body.data.id, true)).status).toBe(200);
    expect(await balances(id)).toEqual({ balanceMinor: 40_000, bonusMinor: 20_000 });
    await h.app.db
      .updateTable('player_bonus')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('request_id', '=', again.body.data.id)
      .execute();
    await h.app.platform.bonusWallet.expireDue();
    const later = await list(a.token);
    expect(later.total).toBe(2);
    expect(later.items.map((i) => i.status)).toEqual(['expired', 'rejected']);
    expect(later.items[0]).toMatchObject({
      wagered: 0,
      bonusBalance: 0,
      requestId: again.body.data.id,
    });
    expect(await balances(id)).toEqual({ balanceMinor: 20_000, bonusMinor: 0 });
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
    expect((await list(a.token)).total).toBe(1);
    const b = await register(h.app);
    const none = await post<BonusListPage>('/api/account/bonuses', b.token, { skip: 0, take: 10 });
    expect(none.body.data).toEqual({ items: [], total: 0 });
  });
  it('offers nothing to a player under a break, and ops cannot approve meanwhile', async () => {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await move(id, 'deposit', 20_000);
    const requested = await post<PlayerBonus>('/api/account/bonusrequest', a.token, {
      offer: 'first_deposit',
    });
    await h.app.db
      .insertInto('protection_state')
      .values({
        player_id: id,
        block_kind: 'timeout',
        block_from: new Date().toISOString(),
        block_until: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    const offers = await get<BonusOffer[]>('/api/account/bonusoffers', a.token, 'tr');
    expect(offers.body.data.length).toBeGreaterThan(0);
    expect(
      offers.body.data.every(
        (o) => !o.eligible && o.reason === 'Ara verdiğiniz süre boyunca bonus teklifi yapılmaz',
      ),
    ).toBe(true);
    const refused = await post('/api/account/bonusrequest', a.token, { offer: 'birthday' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('No bonus offers are made while you are taking a break');
    const approval = await decideRequest(requested.body.data.id, true);
    expect(approval.status).toBe(400);
    expect(approval.body.message).toBe(
      'The player is taking a break; no bonus can be given while it lasts',
    );
    expect(await balances(id)).toEqual({ balanceMinor: 20_000, bonusMinor: 0 });
  });
});

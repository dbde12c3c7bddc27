import '../../test/native-modules';
import type {
  AdminBonusRequest,
  BalanceData,
  BonusListPage,
  BonusOffer,
  PlayerBonus,
} from '@oyna/contracts';
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

  const { playerIdOf, move, stake, grant, post, get } = accountKit(() => h.app);

  const balances = (playerId: number) => h.app.platform.wallets.balances(playerId);
  const userBalance = async (token: string) =>
    (await get<BalanceData>('/api/user/balance', token)).body.data;
  const list = async (token: string, locale?: 'tr' | 'en') =>
    (await post<BonusListPage>('/api/account/bonuses', token, { skip: 0, take: 10 }, locale)).body
      .data;
  const decideRequest = (id: number, approve: boolean, locale?: 'tr' | 'en') =>
    call<AdminBonusRequest>(h.app, {
      method: 'POST',
      url: '/api/admin/bonusrequest',
      headers: ADMIN,
      locale,
      payload: { id, approve },
    });
  const forfeit = (token: string, bonusId: number, locale?: 'tr' | 'en') =>
    post<PlayerBonus>('/api/account/bonusforfeit', token, { bonusId }, locale);
  /** A player with `cashMinor` deposited and an approved first-deposit bonus of the same. */
  async function playerWithBonus(cashMinor = 20_000) {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await move(id, 'deposit', cashMinor);
    const requested = await post<PlayerBonus>('/api/account/bonusrequest', a.token, {
      offer: 'first_deposit',
    });
    expect((await decideRequest(requested.body.data.id, true)).status).toBe(200);
    const [active] = (await list(a.token)).items;
    if (!active?.bonusId) throw new Error('no active bonus');
    return { ...a, id, bonusId: active.bonusId, requestId: requested.body.data.id };
  }

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
    expect(await userBalance(a.token)).toEqual({ balance: 100, cash: 0, bonus: 100 });
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
  it('refuses a request while an active bonus holds money, and an approval meanwhile to ops', async () => {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await move(id, 'deposit', 20_000);
    const requested = await post<PlayerBonus>('/api/account/bonusrequest', a.token, {
      offer: 'first_deposit',
    });
    expect(requested.status).toBe(200);
    // Meanwhile ops grant a goodwill bonus: the pending request can no longer be approved.
    await grant(id, 3_000);
    const refused = await decideRequest(requested.body.data.id, true);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The player has an active bonus holding ₺30,00; this request cannot be approved until it ends',
    );
    const row = await h.app.db
      .selectFrom('bonus_request')
      .select('status')
      .where('id', '=', requested.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await balances(id)).toEqual({ balanceMinor: 23_000, bonusMinor: 3_000 });
    // Ops reject it; a new request is refused while the goodwill bonus holds money.
    expect((await decideRequest(requested.body.data.id, false)).status).toBe(200);
    const again = await post(
      '/api/account/bonusrequest',
      a.token,
      { offer: 'first_deposit' },
      'tr',
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'Aktif bir bonusunuz var (₺30,00); yeni bir bonus için önce onu tamamlayın ya da ondan vazgeçin',
    );
    const offers = await get<BonusOffer[]>('/api/account/bonusoffers', a.token);
    expect(offers.body.data.every((o) => !o.eligible && o.amount === 0)).toBe(true);
    expect(offers.body.data[0]?.reason).toBe(
      'You have an active bonus (₺30,00); finish or forfeit your active bonus first',
    );
    const items = (await list(a.token)).items;
    // Newest first: the grant came after the request.
    expect(items.map((i) => [i.source, i.status])).toEqual([
      ['grant', 'active'],
      ['claim', 'rejected'],
    ]);
    expect(items[0]).toMatchObject({ title: 'Goodwill Bonus', amount: 30, bonusBalance: 30 });
    expect(items[0]?.terms).toMatch(/^A ₺30,00 bonus granted by our team\./);
  });

  it('the player forfeits an active bonus: exactly the bonus money goes, cash stays, once under a burst', async () => {
    const a = await playerWithBonus(20_000);
    // A slot stake takes cash first: cash 5.000 left, the bonus money untouched.
    await stake(a.id, 5_000);
    expect(await balances(a.id)).toEqual({ balanceMinor: 35_000, bonusMinor: 20_000 });
    expect(await userBalance(a.token)).toEqual({ balance: 350, cash: 150, bonus: 200 });

    const other = await register(h.app);
    const notTheirs = await forfeit(other.token, a.bonusId);
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.message).toBe('This is not an active bonus of yours');
    expect((await forfeit(a.token, 2_000_000)).status).toBe(400);
    expect(await balances(a.id)).toEqual({ balanceMinor: 35_000, bonusMinor: 20_000 });

    const results = await Promise.all(Array.from({ length: 8 }, () => forfeit(a.token, a.bonusId)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    expect(ok[0]?.body.message).toBe(
      'You forfeited the bonus: ₺200,00 of bonus money was removed, your cash stays',
    );
    expect(ok[0]?.body.data).toMatchObject({
      bonusId: a.bonusId,
      status: 'cancelled',
      bonusBalance: 0,
      note: 'You forfeited this bonus',
    });
    expect(await balances(a.id)).toEqual({ balanceMinor: 15_000, bonusMinor: 0 });
    expect(await userBalance(a.token)).toEqual({ balance: 150, cash: 150, bonus: 0 });
    const forfeits = await h.app.db
      .selectFrom('ledger_entry')
      .select(['amount_minor', 'bonus_amount_minor', 'bonus_id'])
      .where('player_id', '=', a.id)
      .where('kind', '=', 'bonus_forfeit')
      .execute();
    expect(forfeits).toEqual([
      { amount_minor: -20_000, bonus_amount_minor: -20_000, bonus_id: a.bonusId },
    ]);
    const [shown] = (await list(a.token, 'tr')).items;
    expect(shown).toMatchObject({ status: 'cancelled', note: 'Bonustan vazgeçtiniz' });
    const twice = await forfeit(a.token, a.bonusId, 'tr');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Bu bonus size ait aktif bir bonus değil');
  });

  it('a burst of forfeits and requests changes things once each', async () => {
    const a = await playerWithBonus(30_000);
    await move(a.id, 'casino_bet', -20_000);
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? forfeit(a.token, a.bonusId)
        : post<PlayerBonus>('/api/account/bonusrequest', a.token, { offer: 'weekly_cashback' }),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const forfeited = results.filter((r, i) => i % 2 === 0 && r.status === 200);
    expect(forfeited).toHaveLength(1);
    const statuses = await h.app.db
      .selectFrom('player_bonus')
      .select('status')
      .where('player_id', '=', a.id)
      .execute();
    expect(statuses).toEqual([{ status: 'cancelled' }]);
    const requests = await h.app.db
      .selectFrom('bonus_request')
      .select('status')
      .where('player_id', '=', a.id)
      .where('offer_code', '=', 'weekly_cashback')
      .execute();
    expect(requests.length).toBeLessThanOrEqual(1);
    expect(await balances(a.id)).toEqual({ balanceMinor: 10_000, bonusMinor: 0 });
  });

  it('counts only cash losses toward the weekly cashback', async () => {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await grant(id, 5_000);
    // ₺50 of bonus money staked and lost: no cash was lost, so there is nothing to pay back.
    await stake(id, 2_000);
    await stake(id, 2_000);
    await stake(id, 1_000);
    expect(await balances(id)).toEqual({ balanceMinor: 0, bonusMinor: 0 });
    const offers = await get<BonusOffer[]>('/api/account/bonusoffers', a.token);
    const cashback = offers.body.data.find((o) => o.code === 'weekly_cashback');
    expect(cashback).toMatchObject({
      eligible: false,
      reason: 'You have no net cash loss of at least ₺10,00 in the last 7 days',
    });
    // ₺200 of cash lost: 10 % of it.
    await move(id, 'deposit', 20_000);
    await move(id, 'casino_bet', -20_000);
    const after = await get<BonusOffer[]>('/api/account/bonusoffers', a.token);
    expect(after.body.data.find((o) => o.code === 'weekly_cashback')).toMatchObject({
      eligible: true,
      amount: 20,
    });
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

import '../../test/native-modules';
import type { BonusOffer, PlayerBonus } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { accountBonusKit } from './account-bonus.test-kit';

/** The account area's active bonuses: given up by the player, holding back a new request, and cash-only cashback. */
describe.each(BACKENDS)('account bonus forfeits on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const {
    playerIdOf,
    move,
    stake,
    grant,
    post,
    get,
    balances,
    userBalance,
    list,
    decideRequest,
    forfeit,
    playerWithBonus,
  } = accountBonusKit(() => h.app);

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
    expect(await userBalance(a.token)).toEqual({ balance: 350, cash: 150, bonus: 200, maxBet: 50 });

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
});

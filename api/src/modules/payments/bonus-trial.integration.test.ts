import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { WITHDRAW_BANK } from './payments-test-kit';
import { bonusMoneyKit } from './bonus-money.test-kit';

// Bonus money kept apart from cash (spec §1 promotions and bonuses; the issue's "how it is
// proven"): withdrawable = cash only; a withdrawal while a bonus is active needs the player's
// confirmation and forfeits exactly the bonus money; the trial bonus is bonus money, once per
// person and device, never under a break; a self-exclusion forfeits the bonus and keeps cash;
// the reality check's net position counts cash only.
describe.each(BACKENDS)('the trial bonus as bonus money on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const { post, verifiedPlayer, trial, balances, bonusesOf, expectLedgerAgrees } = bonusMoneyKit(
    () => h,
  );

  it('pays the trial bonus as bonus money under the trial offer’s terms', async () => {
    const p = await verifiedPlayer();
    const r = await trial(p.token, 'en');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ amount: 50, balance: 50 });
    expect(await balances(p.token)).toEqual({ balance: 50, cash: 0, bonus: 50, maxBet: 20 });
    const bonus = await h.app.db
      .selectFrom('player_bonus')
      .selectAll()
      .where('player_id', '=', p.playerId)
      .executeTakeFirstOrThrow();
    const offer = await h.app.db
      .selectFrom('bonus_offer')
      .selectAll()
      .where('code', '=', 'trial')
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ source: 'trial', offer_code: 'trial', status: 'active' });
    expect(Number(bonus.amount_minor)).toBe(5_000);
    expect(Number(bonus.wagering_required_minor)).toBe(5_000 * offer.wagering_multiplier);
    expect(bonus.terms).toMatchObject({
      wageringMultiplier: offer.wagering_multiplier,
      maxBetMinor: offer.max_bet_minor === null ? null : Number(offer.max_bet_minor),
      validDays: offer.valid_days,
    });
    expect(bonus.device).toMatch(/^fp-test-/);
    // Cash only is withdrawable: nothing here.
    const withdraw = await post(p.token, 'payment/withdraw', WITHDRAW_BANK(100));
    expect(withdraw.body.message).toBe(
      'You can withdraw up to ₺0,00 (your cash); bonus money cannot be withdrawn',
    );
    await expectLedgerAgrees(p.playerId);
  });

  it('gives the trial bonus once per device: a second account on it is refused', async () => {
    const device = `fp-shared-${Date.now()}-${Math.random()}`;
    const first = await verifiedPlayer(device);
    const second = await verifiedPlayer(device);
    expect((await trial(first.token)).status).toBe(200);
    const refused = await trial(second.token, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The trial bonus has already been taken on this device by another account',
    );
    expect((await trial(second.token, 'tr')).body.message).toBe(
      'Deneme bonusu bu cihazda başka bir hesap tarafından zaten alındı',
    );
    expect(await balances(second.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
    expect(await bonusesOf(second.playerId)).toEqual([]);
  });

  it('credits once when accounts on one device and one account race for the trial bonus', async () => {
    const device = `fp-race-${Date.now()}-${Math.random()}`;
    const players = [await verifiedPlayer(device), await verifiedPlayer(device)];
    const results = await Promise.all(
      players.flatMap((p) => Array.from({ length: 4 }, () => trial(p.token))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const granted = await h.app.db
      .selectFrom('player_bonus')
      .select('player_id')
      .where('device', '=', device)
      .execute();
    expect(granted).toHaveLength(1);
    const totals = await Promise.all(players.map((p) => balances(p.token)));
    expect(totals.map((b) => b.bonus).sort()).toEqual([0, 50]);
    for (const p of players) await expectLedgerAgrees(p.playerId);
  });

  it('refuses the trial bonus under a break (no bonus offers then)', async () => {
    const p = await verifiedPlayer();
    // A time-out recorded by ops while the site still holds a session (LCCP 3.5).
    await h.app.db
      .insertInto('protection_state')
      .values({
        player_id: p.playerId,
        block_kind: 'timeout',
        block_from: new Date().toISOString(),
        block_until: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .execute();
    const refused = await trial(p.token, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The trial bonus is not given while you are taking a break');
    expect(await bonusesOf(p.playerId)).toEqual([]);
    await h.app.db
      .transaction()
      .execute(async (trx) =>
        expect(await h.app.platform.protection.mayReceiveBonus(trx, p.playerId)).toBe(false),
      );
  });
});

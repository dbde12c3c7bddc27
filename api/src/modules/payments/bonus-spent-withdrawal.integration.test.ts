import '../../test/native-modules';
import type { BonusListPage } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { WITHDRAW_BANK } from './payments-test-kit';
import { bonusMoneyKit } from './bonus-money.test-kit';

// A withdrawal beside a spent bonus (spec §1 promotions and bonuses: only cash is withdrawn; a
// withdrawal while a bonus is active asks the player to confirm forfeiting it). A bonus whose
// money was all staked and lost, with no stake it funded still open, has nothing to forfeit: the
// withdrawal asks nothing and closes it as spent. One with ₺0 but an open stake it funded still
// asks (that stake's bonus winnings would be lost), and the refusal tells the withdraw form so.
describe.each(BACKENDS)('withdrawing beside a spent bonus on %s', (_name, backend) => {
  let h: Harness;
  let seq = 0;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const { post, verifiedPlayer, trial, bonusesOf, expectLedgerAgrees } = bonusMoneyKit(() => h);

  /** The trial bonus (₺50) all staked in one casino round, then ₺100 of cash deposited. */
  async function staked() {
    const p = await verifiedPlayer();
    expect((await trial(p.token)).status).toBe(200);
    const round = await h.app.db
      .insertInto('casino_round')
      .values({
        player_id: p.playerId,
        provider_id: 'test',
        game_code: 'test-slot',
        game_name: 'Test slot',
        provider_round_id: `spent-${++seq}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = `casino_round:${round.id}`;
    const { bonusWallet, wallets } = h.app.platform;
    // ₺10 stakes (within any maximum bet) until the bonus money is gone.
    for (let i = 0; (await wallets.balances(p.playerId)).bonusMinor > 0; i += 1) {
      const left = (await wallets.balances(p.playerId)).bonusMinor;
      await h.app.db.transaction().execute((trx) =>
        bonusWallet.stake(trx, {
          playerId: p.playerId,
          amountMinor: -Math.min(1_000, left),
          kind: 'casino_bet',
          idempotencyKey: `${reference}:bet${i}`,
          reference,
        }),
      );
    }
    await wallets.apply({
      playerId: p.playerId,
      amountMinor: 10_000,
      kind: 'deposit',
      idempotencyKey: `test-deposit:${p.playerId}`,
    });
    expect(await wallets.balances(p.playerId)).toEqual({ balanceMinor: 10_000, bonusMinor: 0 });
    const lose = () =>
      h.app.db
        .updateTable('casino_round')
        .set({ status: 'closed', closed_at: new Date().toISOString() })
        .where('id', '=', round.id)
        .execute();
    return { ...p, reference, lose };
  }

  const bonusList = async (token: string, locale: 'tr' | 'en') =>
    (
      await call<BonusListPage>(h.app, {
        method: 'POST',
        url: '/api/account/bonuses',
        token,
        payload: { skip: 0, take: 10 },
        locale,
      })
    ).body.data.items;

  it('asks nothing once the bonus is spent: the withdrawal goes through and closes it', async () => {
    const p = await staked();
    await p.lose();
    const res = await post(p.token, 'payment/withdraw', WITHDRAW_BANK(100), 'en');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Your withdrawal request of ₺100,00 was received and is pending approval.',
    );
    expect(await bonusesOf(p.playerId)).toEqual([
      {
        status: 'cancelled',
        close_reason: 'spent',
        removed_minor: 0,
        source: 'trial',
        offer_code: 'trial',
      },
    ]);
    // Nothing was removed: no forfeit row, only the bonus, its stakes, the deposit and the hold.
    const kinds = await h.app.db
      .selectFrom('ledger_entry')
      .select('kind')
      .distinct()
      .where('player_id', '=', p.playerId)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'casino_bet',
      'deposit',
      'trial_bonus',
      'withdrawal',
    ]);
    // The player's list reads it as cancelled, saying why, in both languages.
    const [en] = await bonusList(p.token, 'en');
    expect(en).toMatchObject({
      status: 'cancelled',
      bonusBalance: 0,
      note: 'The bonus money was spent',
    });
    const [tr] = await bonusList(p.token, 'tr');
    expect(tr).toMatchObject({ status: 'cancelled', note: 'Bonus parası harcandı' });
    await expectLedgerAgrees(p.playerId);
  });

  it('still asks while a stake the bonus funded is open, and tells the form to confirm', async () => {
    const p = await staked();
    const unconfirmed = await post(p.token, 'payment/withdraw', WITHDRAW_BANK(100), 'en');
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe(
      'Your active bonus will be cancelled: you will lose the bonus winnings of your unsettled bets placed with bonus money. Confirm to withdraw.',
    );
    // The form shows its confirm box from this, though the balance it read had no bonus money.
    expect(unconfirmed.body.data).toEqual({ forfeitBonus: true, bonus: 0 });
    expect(await bonusesOf(p.playerId)).toEqual([
      expect.objectContaining({ status: 'active', close_reason: null }),
    ]);
    const confirmed = await post(p.token, 'payment/withdraw', {
      ...WITHDRAW_BANK(100),
      forfeitBonus: true,
    });
    expect(confirmed.status).toBe(200);
    expect(await bonusesOf(p.playerId)).toEqual([
      expect.objectContaining({
        status: 'cancelled',
        close_reason: 'withdrawal',
        removed_minor: 0,
      }),
    ]);
    await expectLedgerAgrees(p.playerId);
  });

  it('names the bonus money in the refusal the form reads', async () => {
    const p = await verifiedPlayer();
    expect((await trial(p.token)).status).toBe(200);
    await h.app.platform.wallets.apply({
      playerId: p.playerId,
      amountMinor: 10_000,
      kind: 'deposit',
      idempotencyKey: `test-deposit:${p.playerId}`,
    });
    const res = await post(p.token, 'payment/withdraw', WITHDRAW_BANK(100), 'tr');
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ forfeitBonus: true, bonus: 50 });
  });
});

import '../../test/native-modules';
import type {
  AdminBalanceOwed,
  AdminPaymentRecord,
  PaymentMethod,
  PlaySession,
} from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { ADMIN, WITHDRAW_BANK } from './payments-test-kit';
import { bonusMoneyKit } from './bonus-money.test-kit';

// Bonus money kept apart from cash (spec §1 promotions and bonuses, and how it is proven):
// withdrawable = cash only; a withdrawal while a bonus is active needs the player's
// confirmation and forfeits exactly the bonus money; the trial bonus is bonus money, once per
// person and device, never under a break; a self-exclusion forfeits the bonus and keeps cash;
// the reality check's net position counts cash only.
describe.each(BACKENDS)('bonus money in withdrawals and protection on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const {
    post,
    paymentsOf,
    verifiedPlayer,
    trial,
    balances,
    bonusesOf,
    expectLedgerAgrees,
    deposit100,
    bonusedPlayer,
  } = bonusMoneyKit(() => h);

  it('withdraws cash only and asks to confirm forfeiting the active bonus', async () => {
    const p = await bonusedPlayer();
    const before = await paymentsOf(p.playerId);

    // ₺150: more than the cash — refused with the cash named, nothing changes (tr and en).
    const tooMuch = await post(p.token, 'payment/withdraw', WITHDRAW_BANK(150), 'en');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      'You can withdraw up to ₺100,00 (your cash); bonus money cannot be withdrawn',
    );
    const tooMuchTr = await post(p.token, 'payment/withdraw', WITHDRAW_BANK(150), 'tr');
    expect(tooMuchTr.body.message).toBe(
      'En fazla ₺100,00 çekebilirsiniz (nakit bakiyeniz); bonus parası çekilemez',
    );

    // ₺100 without the confirmation: refused, naming the bonus the player would lose.
    const unconfirmed = await post(p.token, 'payment/withdraw', WITHDRAW_BANK(100), 'en');
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe(
      'Your active bonus will be cancelled: you will lose ₺50,00 bonus and its winnings. Confirm to withdraw.',
    );
    const unconfirmedTr = await post(p.token, 'payment/withdraw', WITHDRAW_BANK(100), 'tr');
    expect(unconfirmedTr.body.message).toBe(
      'Aktif bonusunuz iptal edilecek: ₺50,00 bonusu ve kazançlarını kaybedeceksiniz. Çekim için onaylayın.',
    );
    expect(await balances(p.token)).toEqual({ balance: 150, cash: 100, bonus: 50, maxBet: 20 });
    expect(await paymentsOf(p.playerId)).toBe(before);
    expect(await bonusesOf(p.playerId)).toEqual([
      expect.objectContaining({ status: 'active', source: 'trial' }),
    ]);

    // Confirmed: the bonus is cancelled (exactly its ₺50 removed) and the ₺100 cash held.
    const confirmed = await post(p.token, 'payment/withdraw', {
      ...WITHDRAW_BANK(100),
      forfeitBonus: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(
      'Your withdrawal request of ₺100,00 was received and is pending approval.',
    );
    expect(await balances(p.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
    expect(await bonusesOf(p.playerId)).toEqual([
      {
        status: 'cancelled',
        close_reason: 'withdrawal',
        removed_minor: 5_000,
        source: 'trial',
        offer_code: 'trial',
      },
    ]);
    const ledger = await h.app.db
      .selectFrom('ledger_entry')
      .select(['kind', 'amount_minor', 'bonus_amount_minor'])
      .where('player_id', '=', p.playerId)
      .orderBy('id')
      .execute();
    expect(
      ledger.map((l) => [l.kind, Number(l.amount_minor), Number(l.bonus_amount_minor)]),
    ).toEqual([
      ['trial_bonus', 5_000, 5_000],
      ['deposit', 10_000, 0],
      ['bonus_forfeit', -5_000, -5_000],
      ['withdrawal', -10_000, 0],
    ]);
    await expectLedgerAgrees(p.playerId);
  });

  it('a parallel burst of confirmed withdrawals takes the cash once and forfeits the bonus once', async () => {
    const p = await bonusedPlayer();
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(p.token, 'payment/withdraw', { ...WITHDRAW_BANK(100), forfeitBonus: true }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'You can withdraw up to ₺0,00 (your cash); bonus money cannot be withdrawn',
      );
    }
    expect(await balances(p.token)).toEqual({ balance: 0, cash: 0, bonus: 0 });
    expect(await paymentsOf(p.playerId)).toBe(2); // the deposit and one withdrawal
    const forfeits = await h.app.db
      .selectFrom('ledger_entry')
      .select('amount_minor')
      .where('player_id', '=', p.playerId)
      .where('kind', '=', 'bonus_forfeit')
      .execute();
    expect(forfeits.map((f) => Number(f.amount_minor))).toEqual([-5_000]);
    await expectLedgerAgrees(p.playerId);
  });

  it('tells the withdraw screen its maximum as the cash', async () => {
    const p = await bonusedPlayer();
    const methods = await post<PaymentMethod[]>(p.token, 'payment/methods', { type: 2 });
    expect(methods.body.data.map((m) => m.max)).toEqual([100, 100]);
    const deposits = await post<PaymentMethod[]>(p.token, 'payment/methods', { type: 1 });
    expect(deposits.body.data[0]!.max).toBe(50_000);
  });

  it('a self-exclusion forfeits the bonus money and keeps the cash', async () => {
    const p = await bonusedPlayer();
    const excluded = await post(p.token, 'protection/break', {
      kind: 'exclusion',
      duration: '6m',
    });
    expect(excluded.status).toBe(200);
    expect(await h.app.platform.wallets.balances(p.playerId)).toEqual({
      balanceMinor: 10_000,
      bonusMinor: 0,
    });
    expect(await bonusesOf(p.playerId)).toEqual([
      {
        status: 'cancelled',
        close_reason: 'self_exclusion',
        removed_minor: 5_000,
        source: 'trial',
        offer_code: 'trial',
      },
    ]);
    await expectLedgerAgrees(p.playerId);
  });

  it('a self-excluded player is owed their cash only: the e-mail, the list and the payout', async () => {
    const p = await bonusedPlayer();
    expect(
      (await post(p.token, 'protection/break', { kind: 'exclusion', duration: '1y' })).status,
    ).toBe(200);
    const { email } = await h.app.db
      .selectFrom('player')
      .select('email')
      .where('id', '=', p.playerId)
      .executeTakeFirstOrThrow();
    const mail = await h.app.db
      .selectFrom('outbox')
      .select('text')
      .where('recipient', '=', email)
      .where('channel', '=', 'email')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('₺100,00');

    // An exclusion ops recorded while a bonus was still active (no break call forfeited it).
    const q = await bonusedPlayer();
    await h.app.db
      .insertInto('protection_state')
      .values({
        player_id: q.playerId,
        block_kind: 'exclusion',
        block_from: new Date().toISOString(),
        block_until: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      })
      .execute();
    const admin = <T>(method: 'GET' | 'POST', path: string, payload?: object) =>
      call<T>(h.app, {
        method,
        url: `/api/admin/${path}`,
        headers: ADMIN,
        ...(payload ? { payload } : {}),
        locale: 'en',
      });
    const owed = await admin<AdminBalanceOwed[]>('GET', 'payments/owed');
    expect(owed.body.data.find((o) => o.playerId === q.playerId)).toMatchObject({ balance: 100 });
    const paid = await admin<AdminPaymentRecord>('POST', 'payments/owed/payout', {
      playerId: q.playerId,
      operator: 'cashier-1',
    });
    expect(paid.status).toBe(200);
    expect(await h.app.platform.wallets.balances(q.playerId)).toEqual({
      balanceMinor: 5_000,
      bonusMinor: 5_000,
    });
    await expectLedgerAgrees(q.playerId);
  });

  it('the reality check’s net position counts cash only', async () => {
    const p = await verifiedPlayer();
    expect((await trial(p.token)).status).toBe(200);
    await deposit100(p.token);
    const { bonusWallet } = h.app.platform;
    const round = `test-round:${p.playerId}`;
    // A ₺20 slot stake with ₺100 cash: all cash; then ₺100 more staked so ₺20 comes from the bonus.
    await h.app.db.transaction().execute(async (trx) => {
      await bonusWallet.stake(
        trx,
        {
          playerId: p.playerId,
          amountMinor: -2_000,
          kind: 'casino_bet',
          idempotencyKey: `${round}:bet1`,
          reference: round,
        },
        { product: null },
      );
    });
    const session = async () =>
      (
        await call<PlaySession>(h.app, {
          method: 'GET',
          url: '/api/protection/session',
          token: p.token,
        })
      ).body.data.net;
    // The trial bonus is no win: the net is the ₺20 cash staked.
    expect(await session()).toBe(-20);
    const round2 = `test-round2:${p.playerId}`;
    await h.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i += 1) {
        await bonusWallet.stake(
          trx,
          {
            playerId: p.playerId,
            amountMinor: -2_000,
            kind: 'casino_bet',
            idempotencyKey: `${round2}:bet${i}`,
            reference: round2,
          },
          { product: null },
        );
      }
    });
    // ₺80 cash was left: ₺80 cash and ₺20 bonus staked; only the cash counts.
    expect(await h.app.platform.wallets.balances(p.playerId)).toEqual({
      balanceMinor: 3_000,
      bonusMinor: 3_000,
    });
    expect(await session()).toBe(-100);
    // A ₺100 win on that round: four fifths cash (₺80), one fifth bonus (₺20).
    await h.app.db.transaction().execute((trx) =>
      bonusWallet.payout(trx, {
        playerId: p.playerId,
        amountMinor: 10_000,
        kind: 'casino_win',
        idempotencyKey: `${round2}:win`,
        reference: round2,
      }),
    );
    expect(await session()).toBe(-20);
    await expectLedgerAgrees(p.playerId);
  });
});

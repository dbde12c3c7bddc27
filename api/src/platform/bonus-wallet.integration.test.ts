import '../test/native-modules';
import type { BalanceData } from '@oyna/contracts';
import { call, type Harness } from '../test/app-harness';
import { BACKENDS } from '../test/backends';
import { BonusActiveError, BonusMaxBetError } from './bonus-records';
import { bonusWalletKit, startBonusWalletApp } from './bonus-wallet.test-kit';
import { InsufficientFundsError } from './wallet';

/**
 * Bonus money beside cash (platform/bonus-wallet.ts): cash is staked first, payouts split as
 * their stakes did, wagering converts exactly once under concurrent bets, closing removes exactly
 * the bonus money, one bonus is active at a time, and cash + bonus always equal the ledger by
 * part. Expiry, the bonus's notifications and a spent bonus: bonus-closing.integration.test.ts.
 */
describe.each(BACKENDS)('bonus wallet on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startBonusWalletApp(backend);
  });
  afterAll(() => h.close());

  const { db, wallets, bonus, player, grant, stake, payout, expectLedgerAgrees, row } =
    bonusWalletKit(() => h.app);

  it('user/balance keeps the total and shows cash and bonus beside it', async () => {
    const p = await player(10_000);
    await grant(p.id, 5_000);
    const res = await call<BalanceData>(h.app, {
      method: 'GET',
      url: '/api/user/balance',
      token: p.token,
    });
    expect(res.body.data).toMatchObject({ balance: 150, cash: 100, bonus: 50 });
  });

  it('stakes cash first, then bonus money; a win is split as the stake was', async () => {
    const p = await player(3_000);
    await grant(p.id, 5_000, { wageringMultiplier: 100 });
    // ₺40 stake: ₺30 cash and ₺10 bonus.
    const round = await stake(p.id, 4_000);
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 4_000, bonusMinor: 4_000 });
    // A ₺100 win: three quarters of the stake were cash, so ₺75 cash and ₺25 bonus.
    await payout(p.id, round, 10_000);
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 14_000, bonusMinor: 6_500 });
    await expectLedgerAgrees(p.id);
  });

  it('refuses a stake above the maximum bet while a bonus is active, moving nothing', async () => {
    const p = await player(100_000);
    await grant(p.id, 5_000);
    await expect(stake(p.id, 5_001)).rejects.toBeInstanceOf(BonusMaxBetError);
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 105_000, bonusMinor: 5_000 });
    await stake(p.id, 5_000);
  });

  it('a cash move can never take bonus money: a withdrawal needs the cash', async () => {
    const p = await player(1_000);
    await grant(p.id, 5_000);
    await expect(
      wallets().apply({
        playerId: p.id,
        amountMinor: -1_001,
        kind: 'withdrawal',
        idempotencyKey: `test-withdraw:${p.id}`,
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 6_000, bonusMinor: 5_000 });
  });

  it('counts wagering by contribution and converts exactly once under a burst of bets', async () => {
    const p = await player(20_000);
    // ₺50 bonus, 2×: ₺100 to wager; slots count 100 %, table games 10 %.
    const granted = await grant(p.id, 5_000);
    await stake(p.id, 1_000, 'table');
    expect(Number((await row(granted.id)).wagered_minor)).toBe(100);
    // Twenty ₺5 slot stakes at once: ₺100 counted, the requirement met during the burst.
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => stake(p.id, 500)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const done = await row(granted.id);
    expect(done.status).toBe('completed');
    const conversions = await db()
      .selectFrom('ledger_entry')
      .select(['kind', 'amount_minor', 'bonus_amount_minor'])
      .where('player_id', '=', p.id)
      .where('kind', 'in', ['bonus_release', 'bonus_conversion'])
      .execute();
    expect(conversions.map((c) => c.kind).sort()).toEqual(['bonus_conversion', 'bonus_release']);
    // Cash was staked first (₺110 of ₺200), so the whole ₺50 bonus became cash.
    const wallet = await expectLedgerAgrees(p.id);
    expect(wallet).toEqual({ balanceMinor: 14_000, bonusMinor: 0 });
    expect(Number(done.converted_minor)).toBe(5_000);
  });

  it('converts at most the maximum conversion', async () => {
    const p = await player(0);
    const granted = await grant(p.id, 5_000, { wageringMultiplier: 1, maxConversionMinor: 1_000 });
    const round = await stake(p.id, 2_000);
    await payout(p.id, round, 20_000);
    // ₺20 counted of ₺50: still active, the bonus now ₺230.
    expect((await row(granted.id)).status).toBe('active');
    for (let i = 0; i < 6; i += 1) await stake(p.id, 500);
    const done = await row(granted.id);
    expect(done.status).toBe('completed');
    expect(Number(done.converted_minor)).toBe(1_000);
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 1_000, bonusMinor: 0 });
    await expectLedgerAgrees(p.id);
  });

  it('closing removes exactly the bonus money and keeps cash; a burst closes once', async () => {
    const p = await player(7_000);
    const granted = await grant(p.id, 5_000);
    const closes = await Promise.all(
      Array.from({ length: 10 }, () =>
        db()
          .transaction()
          .execute((trx) => bonus().close(trx, p.id, { status: 'cancelled', reason: 'forfeited' })),
      ),
    );
    expect(closes.filter(Boolean)).toHaveLength(1);
    expect((await row(granted.id)).status).toBe('cancelled');
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 7_000, bonusMinor: 0 });
    await expectLedgerAgrees(p.id);
  });

  it('a win of a stake whose bonus was cancelled pays the cash part only', async () => {
    const p = await player(1_000);
    await grant(p.id, 5_000, { wageringMultiplier: 100 });
    const round = await stake(p.id, 2_000);
    await db()
      .transaction()
      .execute((trx) => bonus().close(trx, p.id, { status: 'cancelled', reason: 'forfeited' }));
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 0, bonusMinor: 0 });
    await payout(p.id, round, 4_000);
    // Half the stake was cash: ₺20 of the ₺40 win stays, the bonus half is forfeited.
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 2_000, bonusMinor: 0 });
    await expectLedgerAgrees(p.id);
  });

  it('one active bonus at a time: a second grant is refused while the first holds money', async () => {
    const p = await player(0);
    await grant(p.id, 1_000);
    await expect(grant(p.id, 1_000)).rejects.toBeInstanceOf(BonusActiveError);
    // A burst of grants to a player without a bonus grants exactly one.
    const q = await player(0);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => grant(q.id, 1_000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await wallets().balances(q.id)).toEqual({ balanceMinor: 1_000, bonusMinor: 1_000 });
  });
});

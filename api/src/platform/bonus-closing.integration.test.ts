import '../test/native-modules';
import { NotificationType, type BalanceData, type Notification } from '@oyna/contracts';
import { call, type Harness } from '../test/app-harness';
import { BACKENDS } from '../test/backends';
import { sweepBonusExpiry } from '../plugins/platform';
import { BonusActiveError, BonusMaxBetError } from './bonus-records';
import { bonusWalletKit, startBonusWalletApp } from './bonus-wallet.test-kit';

/**
 * How a bonus ends (platform/bonus-wallet.ts): expiry through the app removes exactly the bonus
 * money once under concurrent sweepers, a converted or expired bonus tells the player (tr and
 * en), and a moneyless bonus is spent — it stops limiting cash play — only once nothing it funded
 * is still open. Money movement while a bonus is active: bonus-wallet.integration.test.ts.
 */
describe.each(BACKENDS)('bonus closing on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startBonusWalletApp(backend);
  });
  afterAll(() => h.close());

  const {
    next,
    db,
    wallets,
    bonus,
    moveClock,
    resetClock,
    player,
    grant,
    stake,
    casinoRound,
    closeRound,
    expectLedgerAgrees,
    row,
  } = bonusWalletKit(() => h.app);
  // The app's bonus clock, moved on by the expiry tests: back to now after each test.
  afterEach(resetClock);

  it('expiry through the app removes exactly the bonus money, once, with two sweepers at once', async () => {
    const p = await player(2_500);
    const granted = await grant(p.id, 5_000);
    // Not due yet on the app's clock: the sweep leaves the bonus alone.
    await sweepBonusExpiry(h.app.platform);
    expect((await row(granted.id)).status).toBe('active');
    // Eight days on (the bonus is valid for seven): two replicas' sweeps at once.
    moveClock(8);
    await Promise.all([sweepBonusExpiry(h.app.platform), sweepBonusExpiry(h.app.platform)]);
    const done = await row(granted.id);
    expect(done.status).toBe('expired');
    expect(Number(done.removed_minor)).toBe(5_000);
    expect(new Date(done.closed_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 7 * 86_400_000);
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 2_500, bonusMinor: 0 });
    const expiries = await db()
      .selectFrom('ledger_entry')
      .select('amount_minor')
      .where('player_id', '=', p.id)
      .where('kind', '=', 'bonus_expiry')
      .execute();
    expect(expiries.map((e) => e.amount_minor)).toEqual([-5_000]);
    await expectLedgerAgrees(p.id);
  });

  it('a converted bonus tells the player (a Bonus notification)', async () => {
    const p = await player(0);
    await grant(p.id, 1_000, { wageringMultiplier: 1 });
    await stake(p.id, 1_000);
    const notes = await db()
      .selectFrom('notification')
      .select(['type', 'title'])
      .where('player_id', '=', p.id)
      .execute();
    expect(notes.some((n) => n.type === 4)).toBe(true);
  });

  it('an expired bonus tells the player once, in tr and en, with two sweepers at once', async () => {
    const p = await player(1_000);
    await grant(p.id, 2_500);
    moveClock(8);
    await Promise.all([sweepBonusExpiry(h.app.platform), sweepBonusExpiry(h.app.platform)]);
    const list = (locale: 'tr' | 'en') =>
      call<Notification[]>(h.app, {
        method: 'POST',
        url: '/api/customer/notification',
        token: p.token,
        payload: { skip: 0, take: 100 },
        locale,
      }).then((res) => res.body.data.filter((n) => n.type === NotificationType.Bonus));
    const en = await list('en');
    expect(en.map((n) => [n.title, n.note])).toEqual([
      [
        'Bonus expired',
        'Your bonus expired before its wagering was met; ₺25,00 of bonus money was removed. Your cash stays.',
      ],
    ]);
    const tr = await list('tr');
    expect(tr.map((n) => [n.title, n.note])).toEqual([
      [
        'Bonusun süresi doldu',
        'Bonusunuzun süresi çevrim şartı tamamlanmadan doldu; ₺25,00 bonus bakiyesi silindi. Nakit bakiyeniz korunur.',
      ],
    ]);
    // Pushed by the sweep (not left for the notification sweep).
    const stored = await db()
      .selectFrom('notification')
      .select('pushed_at')
      .where('player_id', '=', p.id)
      .where('type', '=', NotificationType.Bonus)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.pushed_at).not.toBeNull();
  });

  it('a bonus whose money was all staked and lost is spent: cash play is no longer limited', async () => {
    const p = await player(0);
    const granted = await grant(p.id, 5_000, { wageringMultiplier: 100 });
    // The whole bonus staked in one round; while that round is open it may still win bonus money.
    const round = await casinoRound(p.id);
    await stake(p.id, 5_000, 'slots', round.reference);
    await wallets().apply({
      playerId: p.id,
      amountMinor: 100_000,
      kind: 'deposit',
      idempotencyKey: `test-deposit-later:${p.id}`,
    });
    await expect(stake(p.id, 10_000)).rejects.toBeInstanceOf(BonusMaxBetError);
    const refusal = (minor: number) =>
      db()
        .transaction()
        .execute((trx) => bonus().maxBetRefusal(trx, p.id, minor));
    expect(await refusal(10_000)).toBe(5_000);
    expect((await row(granted.id)).status).toBe('active');
    const shown = () =>
      call<BalanceData>(h.app, { method: 'GET', url: '/api/user/balance', token: p.token });
    expect((await shown()).body.data).toMatchObject({ maxBet: 50 });
    // The round is lost: the bonus holds nothing and nothing it funded is open — spent. The
    // balance no longer names its maximum bet (reading closes nothing); the slip's check and the
    // stake itself close it (no ledger row: nothing to remove) and take the cash.
    await closeRound(round.id);
    expect((await shown()).body.data).not.toHaveProperty('maxBet');
    expect(await bonus().active(p.id)).toBeUndefined();
    expect((await row(granted.id)).status).toBe('active');
    expect(await refusal(10_000)).toBeNull();
    await stake(p.id, 10_000);
    const done = await row(granted.id);
    expect(done).toMatchObject({ status: 'cancelled', close_reason: 'spent' });
    expect(Number(done.removed_minor)).toBe(0);
    expect(await wallets().balances(p.id)).toEqual({ balanceMinor: 90_000, bonusMinor: 0 });
    const closings = await db()
      .selectFrom('ledger_entry')
      .select('kind')
      .where('reference', '=', `player_bonus:${granted.id}`)
      .execute();
    expect(closings.map((c) => c.kind)).toEqual(['bonus']);
    // Spent is no event to tell: no Bonus notification.
    const notes = await db()
      .selectFrom('notification')
      .select('type')
      .where('player_id', '=', p.id)
      .where('type', '=', NotificationType.Bonus)
      .execute();
    expect(notes).toEqual([]);
    await expectLedgerAgrees(p.id);
  });

  it('an open sports bet that took bonus money keeps a moneyless bonus active until it settles', async () => {
    const p = await player(0);
    const granted = await grant(p.id, 2_000, { wageringMultiplier: 100 });
    const bet = await db()
      .insertInto('sport_bet')
      .values({
        player_id: p.id,
        request_id: `test-slip:${next()}`,
        slot: 'combo',
        kind: 'combo',
        status: 'open',
        stake_minor: 2_000,
        odds_milli: 3_000,
        potential_minor: 6_000,
        live: false,
        rule: 'none',
        locale: 'tr',
        placed_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .transaction()
      .execute((trx) =>
        bonus().stake(trx, {
          playerId: p.id,
          amountMinor: -2_000,
          kind: 'sports_stake',
          idempotencyKey: `test-sports:${bet.id}`,
          reference: `sport_bet:${bet.id}`,
        }),
      );
    await wallets().apply({
      playerId: p.id,
      amountMinor: 50_000,
      kind: 'deposit',
      idempotencyKey: `test-deposit-later:${p.id}`,
    });
    await expect(stake(p.id, 6_000)).rejects.toBeInstanceOf(BonusMaxBetError);
    // Nor may another bonus replace it: the open bet's bonus winnings would be forfeited.
    await expect(grant(p.id, 1_000)).rejects.toBeInstanceOf(BonusActiveError);
    expect((await row(granted.id)).status).toBe('active');
    await db()
      .updateTable('sport_bet')
      .set({ status: 'lost', payout_minor: 0, settled_at: new Date().toISOString() })
      .where('id', '=', bet.id)
      .execute();
    await stake(p.id, 6_000);
    expect(await row(granted.id)).toMatchObject({ status: 'cancelled', close_reason: 'spent' });
    await expectLedgerAgrees(p.id);
  });
});

import '../test/native-modules';
import { NotificationType, type BalanceData, type Notification } from '@oyna/contracts';
import { sql } from 'kysely';
import { call, startApp, type Harness } from '../test/app-harness';
import { BACKENDS } from '../test/backends';
import { register } from '../test/players';
import type { GrantedTerms } from '../db/tables/wallet';
import { sweepBonusExpiry } from '../plugins/platform';
import { BonusActiveError, BonusMaxBetError } from './bonus-records';
import type { BonusWallet } from './bonus-wallet';
import { systemClock } from './protection-rules';
import { InsufficientFundsError } from './wallet';

/**
 * Bonus money beside cash (platform/bonus-wallet.ts): cash is staked first, payouts split as
 * their stakes did, wagering converts exactly once under concurrent bets, closing and expiry
 * remove exactly the bonus money, and cash + bonus always equal the ledger by part.
 */
const TERMS: GrantedTerms = {
  wageringMultiplier: 2,
  contributions: { slots: 100, table: 10, live: 10, crash: 50, bingo: 100, sports: 100 },
  sportsMinOddsMilli: 1500,
  maxBetMinor: 5_000,
  maxConversionMinor: null,
  validDays: 7,
};

describe.each(BACKENDS)('bonus wallet on %s', (_name, backend) => {
  let h: Harness;
  let bonus: BonusWallet;
  let seq = 0;
  beforeAll(async () => {
    h = await startApp(backend);
    bonus = h.app.platform.bonusWallet;
  });
  afterAll(() => h.close());
  // The app's bonus clock, moved on by the expiry tests: back to now after each test.
  afterEach(() => {
    bonus.clock = systemClock;
  });
  /** Moves the app's bonus clock `days` on (the expiry sweep then sees every 7-day bonus due). */
  const moveClock = (days: number) => {
    bonus.clock = { now: () => new Date(Date.now() + days * 86_400_000) };
  };

  const db = () => h.app.db;
  const wallets = () => h.app.platform.wallets;

  async function player(cashMinor: number): Promise<{ id: number; token: string }> {
    const { data, token } = await register(h.app);
    const row = await db()
      .selectFrom('player')
      .select('id')
      .where('username', '=', data.username)
      .executeTakeFirstOrThrow();
    if (cashMinor > 0) {
      await wallets().apply({
        playerId: row.id,
        amountMinor: cashMinor,
        kind: 'deposit',
        idempotencyKey: `test-deposit:${row.id}`,
      });
    }
    return { id: row.id, token };
  }

  const grant = (playerId: number, amountMinor: number, terms: Partial<GrantedTerms> = {}) =>
    db()
      .transaction()
      .execute((trx) =>
        bonus.grant(trx, {
          playerId,
          offerCode: 'goodwill',
          source: 'grant',
          amountMinor,
          terms: { ...TERMS, ...terms },
        }),
      );

  const stake = (
    playerId: number,
    amountMinor: number,
    product: 'slots' | 'table' | null = 'slots',
    reference?: string,
  ) => {
    const key = `test-stake:${playerId}:${++seq}`;
    const ref = reference ?? `test_round:${key}`;
    return db()
      .transaction()
      .execute((trx) =>
        bonus.stake(
          trx,
          {
            playerId,
            amountMinor: -amountMinor,
            kind: 'casino_bet',
            idempotencyKey: key,
            reference: ref,
          },
          { product },
        ),
      )
      .then(() => ref);
  };

  /** An open casino round of the player, as the seamless wallet records one; its reference. */
  async function casinoRound(playerId: number): Promise<{ id: string; reference: string }> {
    const round = await db()
      .insertInto('casino_round')
      .values({
        player_id: playerId,
        provider_id: 'test',
        game_code: 'test-slot',
        game_name: 'Test slot',
        provider_round_id: `round-${++seq}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: String(round.id), reference: `casino_round:${round.id}` };
  }

  /** A lost round: closed with no win (the seamless wallet's win of 0 with round_closed). */
  const closeRound = (id: string) =>
    db()
      .updateTable('casino_round')
      .set({ status: 'closed', closed_at: new Date().toISOString() })
      .where('id', '=', Number(id))
      .execute();

  const payout = (playerId: number, reference: string, amountMinor: number) =>
    db()
      .transaction()
      .execute((trx) =>
        bonus.payout(trx, {
          playerId,
          amountMinor,
          kind: 'casino_win',
          idempotencyKey: `test-win:${reference}:${++seq}`,
          reference,
        }),
      );

  /** cash + bonus of the wallet equal the ledger, part by part. */
  async function expectLedgerAgrees(playerId: number) {
    const wallet = await wallets().balances(playerId);
    const ledger = await db()
      .selectFrom('ledger_entry')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), sql<string>`0`).as('total'),
        eb.fn.coalesce(eb.fn.sum<string>('bonus_amount_minor'), sql<string>`0`).as('bonus'),
      ])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(wallet.balanceMinor).toBe(Number(ledger.total));
    expect(wallet.bonusMinor).toBe(Number(ledger.bonus));
    expect(wallet.bonusMinor).toBeLessThanOrEqual(wallet.balanceMinor);
    return wallet;
  }

  async function row(id: number) {
    return db()
      .selectFrom('player_bonus')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

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
          .execute((trx) => bonus.close(trx, p.id, { status: 'cancelled', reason: 'forfeited' })),
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
      .execute((trx) => bonus.close(trx, p.id, { status: 'cancelled', reason: 'forfeited' }));
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
        .execute((trx) => bonus.maxBetRefusal(trx, p.id, minor));
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
    expect(await bonus.active(p.id)).toBeUndefined();
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
        request_id: `test-slip:${++seq}`,
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
        bonus.stake(trx, {
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

import '../../test/native-modules';
import type { BackofficeDashboard, BackofficeReport, BackofficeReportCsv } from '@oyna/contracts';
import { call } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { register, registerWithId } from '../../test/players';
import { staffSuite } from '../../test/staff';
import { istanbulDay } from './reports';

describe.each(BACKENDS)('the back office dashboard and reports on %s', (_name, backend) => {
  const h = staffSuite(backend, ['cashier', 'risk', 'auditor'], { adminToken: 'oyna-dev-admin' });
  const { tokens } = h;
  let playerId: number;
  let seq = 0;

  const get = <T>(role: keyof typeof tokens, url: string) =>
    call<T>(h.app, { method: 'GET', url: `/api/${url}`, token: tokens[role] });

  /** A ledger row at a given time (the report reads the ledger only). */
  const ledger = (kind: string, amountMinor: number, at?: string) =>
    h.app.db
      .insertInto('ledger_entry')
      .values({
        player_id: playerId,
        kind,
        amount_minor: amountMinor,
        balance_after_minor: 1_000_000,
        idempotency_key: `report-test-${seq++}`,
        reference: null,
        ...(at ? { created_at: at } : {}),
      })
      .execute();

  const methodOf = async (direction: number, flow?: 'transfer') => {
    let q = h.app.db
      .selectFrom('payment_method')
      .select(['id', 'code'])
      .where('direction', '=', direction);
    if (flow) q = q.where('flow', '=', flow);
    return q.orderBy('id').executeTakeFirstOrThrow();
  };

  const payment = async (
    direction: number,
    status: 'Confirmed' | 'Pending',
    amountMinor: number,
    decidedAt: string | null,
    flow?: 'transfer',
  ) => {
    const method = await methodOf(direction, flow);
    await h.app.db
      .insertInto('payment')
      .values({
        player_id: playerId,
        method_id: method.id,
        direction,
        status,
        amount_minor: amountMinor,
        detail: JSON.stringify({}) as never,
        idempotency_key: null,
        reference: null,
        gateway_session: null,
        gateway_transaction: null,
        reason: null,
        decided_by: decidedAt ? 'test' : null,
        decided_at: decidedAt,
        expires_at: null,
      })
      .execute();
    return method.code;
  };

  beforeAll(async () => {
    playerId = (await registerWithId(h.app)).id;
  });

  it("shows today's money, GGR by product, new players and the queues (Europe/Istanbul)", async () => {
    const before = await get<BackofficeDashboard>('auditor', 'admin/dashboard');
    expect(before.status).toBe(200);
    expect(before.body.data.day).toBe(istanbulDay(new Date()));
    expect(before.body.data.timeZone).toBe('Europe/Istanbul');
    expect(before.body.data.newPlayers).toBeGreaterThanOrEqual(1);

    const now = new Date().toISOString();
    await payment(1, 'Confirmed', 25_000, now);
    await payment(2, 'Confirmed', 4_000, now);
    await payment(2, 'Pending', 1_000, null);
    await payment(1, 'Pending', 3_000, null, 'transfer');
    await ledger('casino_bet', -2_000);
    await ledger('casino_win', 500);
    await ledger('sports_stake', -1_000);
    await ledger('sports_refund', 200);
    await h.app.db
      .insertInto('call_request')
      .values({
        name: 'Ayşe',
        message: 'Call me',
        contacts: JSON.stringify([]) as never,
        locale: 'tr',
        ip: '10.0.0.1',
        fingerprint: 'fp',
      })
      .execute();
    await register(h.app);

    const after = await get<BackofficeDashboard>('cashier', 'admin/dashboard');
    const [b, a] = [before.body.data, after.body.data];
    expect(a.deposits.count - b.deposits.count).toBe(1);
    expect(a.deposits.amount - b.deposits.amount).toBeCloseTo(250, 2);
    expect(a.withdrawals.count - b.withdrawals.count).toBe(1);
    expect(a.withdrawals.amount - b.withdrawals.amount).toBeCloseTo(40, 2);
    expect(a.ggr.casino.stakes - b.ggr.casino.stakes).toBeCloseTo(20, 2);
    expect(a.ggr.casino.wins - b.ggr.casino.wins).toBeCloseTo(5, 2);
    expect(a.ggr.sports.stakes - b.ggr.sports.stakes).toBeCloseTo(8, 2);
    expect(a.ggr.total - b.ggr.total).toBeCloseTo(15 + 8, 2);
    expect(a.newPlayers - b.newPlayers).toBe(1);
    expect(a.queues.withdrawals - b.queues.withdrawals).toBe(1);
    expect(a.queues.bankTransfers - b.queues.bankTransfers).toBe(1);
    expect(a.queues.callRequests - b.queues.callRequests).toBe(1);
  });

  it('reports GGR and NGR by Istanbul day and product, payments by method, the bonus cost', async () => {
    // 2026-03-09 21:30 UTC is 00:30 on the 10th in Istanbul; 2026-03-11 21:30 UTC the 12th.
    await ledger('casino_bet', -100, '2026-03-09T21:30:00Z');
    await ledger('casino_bet', -10_000, '2026-03-10T10:00:00Z');
    await ledger('casino_win', 4_000, '2026-03-10T10:01:00Z');
    await ledger('casino_rollback', 1_000, '2026-03-10T10:02:00Z');
    await ledger('sports_stake', -5_000, '2026-03-10T22:30:00Z');
    await ledger('sports_win', 8_000, '2026-03-11T12:00:00Z');
    await ledger('casino_win', 999_999, '2026-03-11T21:30:00Z');
    await ledger('bonus', 2_000, '2026-03-10T12:00:00Z');
    await ledger('bonus_expiry', -500, '2026-03-11T12:00:00Z');
    const deposit = await payment(1, 'Confirmed', 20_000, '2026-03-10T09:00:00Z');
    const withdrawal = await payment(2, 'Confirmed', 7_000, '2026-03-11T09:00:00Z');
    await payment(2, 'Pending', 9_000, null);

    const res = await get<BackofficeReport>('risk', 'admin/reports?from=2026-03-10&to=2026-03-11');
    expect(res.status).toBe(200);
    const zero = { stakes: 0, wins: 0, ggr: 0 };
    expect(res.body.data).toEqual({
      from: '2026-03-10',
      to: '2026-03-11',
      timeZone: 'Europe/Istanbul',
      days: [
        {
          day: '2026-03-10',
          casino: { stakes: 91, wins: 40, ggr: 51 },
          sports: zero,
          ggr: 51,
          bonusCost: 20,
          ngr: 31,
        },
        {
          day: '2026-03-11',
          casino: zero,
          sports: { stakes: 50, wins: 80, ggr: -30 },
          ggr: -30,
          bonusCost: -5,
          ngr: -25,
        },
      ],
      total: {
        casino: { stakes: 91, wins: 40, ggr: 51 },
        sports: { stakes: 50, wins: 80, ggr: -30 },
        ggr: 21,
        bonusCost: 15,
        ngr: 6,
      },
      payments: [
        { direction: 'deposit', method: deposit, count: 1, amount: 200 },
        { direction: 'withdrawal', method: withdrawal, count: 1, amount: 70 },
      ],
      bonus: { granted: 20, converted: 0, forfeited: 0, expired: 5 },
    });
  });

  it('exports the report as CSV, numbers as numbers, and the audit says what was exported', async () => {
    const res = await get<BackofficeReportCsv>(
      'cashier',
      'admin/reports/csv?from=2026-03-10&to=2026-03-11',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.filename).toBe('report-2026-03-10-2026-03-11.csv');
    expect(res.body.data.rows).toBe(3);
    expect(res.body.data.csv.split('\r\n')).toEqual([
      'day,casino_stakes,casino_wins,casino_ggr,sports_stakes,sports_wins,sports_ggr,ggr,bonus_cost,ngr',
      '2026-03-10,91.00,40.00,51.00,0.00,0.00,0.00,51.00,20.00,31.00',
      '2026-03-11,0.00,0.00,0.00,50.00,80.00,-30.00,-30.00,-5.00,-25.00',
      'total,91.00,40.00,51.00,50.00,80.00,-30.00,21.00,15.00,6.00',
      '',
    ]);
    const audit = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'adminReportExport')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.object).toBe('report:2026-03-10..2026-03-11');
    expect(audit.after).toEqual({
      export: 'ggr-ngr report',
      from: '2026-03-10',
      to: '2026-03-11',
      rows: 3,
    });
  });

  it('refuses a bad range with a readable 400, never a 500', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'from must be a real day as YYYY-MM-DD'],
      ['from=2026-1-1&to=2026-01-02', 'from must be a real day as YYYY-MM-DD'],
      ['from=2026-01-01&to=tomorrow', 'to must be a real day as YYYY-MM-DD'],
      ['from=2026-03-02&to=2026-03-01', 'The first day may not come after the last'],
      ['from=2025-01-01&to=2026-01-02', 'A report covers at most 366 days'],
    ];
    for (const [query, message] of cases) {
      for (const url of [`admin/reports?${query}`, `admin/reports/csv?${query}`]) {
        const res = await get(url.includes('csv') ? 'auditor' : 'owner', url);
        expect([url, res.status, res.body.message]).toEqual([url, 400, message]);
      }
    }
    for (const query of ['', 'from=2026-01-01', 'from=2026-01-01&to=2026-01-01xx']) {
      const res = await get('owner', `admin/reports?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
    }
  });
});

import '../../test/native-modules';
import type {
  AccountDetails,
  AccountSummary,
  FinancialActivitiesPage,
  FinancialExport,
  GameHistoryPage,
  SessionRecord,
} from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { listen, officialClient } from '../../test/hub-client';
import { register } from '../../test/players';
import { accountKit } from './account.test-kit';

describe.each(BACKENDS)('account area on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const { playerIdOf, move, round, post, get } = accountKit(() => h.app);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const activities = (token: string, body: Record<string, unknown> = {}) =>
    post<FinancialActivitiesPage>('/api/account/financialactivities', token, {
      type: 0,
      status: 0,
      skip: 0,
      take: 20,
      ...body,
    });

  it('needs a session for every account call', async () => {
    for (const url of ['/api/account/summary', '/api/account/details', '/api/account/sessions']) {
      expect((await call(h.app, { method: 'GET', url })).status).toBe(401);
    }
    expect(
      (await call(h.app, { method: 'POST', url: '/api/account/financialactivities', payload: {} }))
        .status,
    ).toBe(401);
  });

  it('shows a withdrawal by its payment record: Pending while held, Confirmed once paid', async () => {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await move(id, 'deposit', 50_000, undefined, 'pay:seed');
    const method = await h.app.db
      .selectFrom('payment_method')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const payment = await h.app.db
      .insertInto('payment')
      .values({
        player_id: id,
        method_id: method.id,
        direction: 2,
        status: 'Pending',
        amount_minor: 20_000,
        detail: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await move(id, 'withdrawal', -20_000, undefined, `payment:${payment.id}`);
    const statusOfWithdrawal = async () =>
      (await activities(a.token, { type: 2 })).body.data.items.map((i) => i.status);
    expect(await statusOfWithdrawal()).toEqual([2]);
    await h.app.db
      .updateTable('payment')
      .set({ status: 'Confirmed' })
      .where('id', '=', payment.id)
      .execute();
    expect(await statusOfWithdrawal()).toEqual([1]);
  });

  it('lists deposits, withdrawals and bonuses of the period with §3 statuses and net deposits', async () => {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await move(id, 'trial_bonus', 5000);
    await move(id, 'deposit', 100_000, undefined, 'pay:1');
    await move(id, 'withdrawal', -30_000, undefined, 'pay:2');
    await move(id, 'withdrawal', -10_000, undefined, 'pay:3');
    await move(id, 'withdrawal_refund', 10_000, undefined, 'pay:3');
    await move(id, 'casino_bet', -1000);
    await move(id, 'deposit', 20_000, daysAgo(40), 'pay:old');

    const r = await activities(a.token);
    expect(r.status).toBe(200);
    const page = r.body.data;
    expect(page.total).toBe(4);
    expect(page.items.map((i) => [i.category, i.type, i.status, i.amount])).toEqual([
      ['withdraw', 2, 4, -100],
      ['withdraw', 2, 1, -300],
      ['deposit', 1, 1, 1000],
      ['bonus', 0, 1, 50],
    ]);
    // Deposits minus withdrawals of the period; the refunded withdrawal does not count.
    expect(page).toMatchObject({ deposits: 1000, withdrawals: 300, netDeposits: 700 });

    const deposits = await activities(a.token, { type: 1 });
    expect(deposits.body.data.items.map((i) => i.amount)).toEqual([1000]);
    const rejected = await activities(a.token, { status: 4 });
    expect(rejected.body.data.items.map((i) => i.amount)).toEqual([-100]);

    const older = await activities(a.token, {
      from: daysAgo(60).toISOString().slice(0, 10),
      take: 2,
      skip: 2,
    });
    expect(older.body.data.total).toBe(5);
    expect(older.body.data.items.map((i) => i.amount)).toEqual([1000, 50]);
    expect(older.body.data.netDeposits).toBe(900);

    // Player B never sees A's rows.
    const b = await register(h.app);
    const other = await activities(b.token, { from: daysAgo(60).toISOString().slice(0, 10) });
    expect(other.body.data).toMatchObject({ total: 0, items: [], netDeposits: 0 });

    const csv = await post<FinancialExport>('/api/account/financialactivities/csv', a.token, {
      type: 0,
      status: 0,
    });
    const lines = csv.body.data.csv.trim().split('\r\n');
    expect(lines[0]).toBe('time,type,category,status,amount,balanceAfter,reference');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/,2,withdraw,Rejected,-100\.00,.*,pay:3$/);
    expect(csv.body.data.fileName).toMatch(
      /^financial-activities_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  it('refuses bad dates and bounds with 400 and a message', async () => {
    const a = await register(h.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2026-02-30' }, 'The date is not valid'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'The start date cannot be after the end date'],
      [{ from: '2020-01-01', to: '2026-01-01' }, 'The date range can be at most 366 days'],
    ];
    for (const [body, message] of cases) {
      const r = await activities(a.token, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message });
    }
    for (const body of [
      { take: 101 },
      { take: 0 },
      { type: 3 },
      { status: 7 },
      { from: '1.1.2026' },
    ]) {
      const r = await activities(a.token, body);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });

  it('lists game rounds with filters, paging and the verification link', async () => {
    const a = await register(h.app);
    const id = await playerIdOf(a.data.username);
    await round(id, 'slot', 1000, 2500);
    await round(id, 'other', 500, 0);
    await round(id, 'slot', 200, 0, daysAgo(45));
    const r = await post<GameHistoryPage>('/api/account/gamehistory', a.token, {
      skip: 0,
      take: 10,
    });
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.items.map((i) => [i.game, i.stake, i.win, i.net, i.kind])).toEqual([
      ['Other Game', 5, 0, -5, 2],
      ['Oyna Slot', 10, 25, 15, 1],
    ]);
    expect(r.body.data.items[1]?.verifyUrl).toMatch(/^\/provider\/games\/verify\//);
    expect(r.body.data.games).toEqual([
      { code: 'other', name: 'Other Game' },
      { code: 'slot', name: 'Oyna Slot' },
    ]);
    const slot = await post<GameHistoryPage>('/api/account/gamehistory', a.token, {
      game: 'slot',
      from: daysAgo(60).toISOString().slice(0, 10),
      skip: 1,
      take: 1,
    });
    expect(slot.body.data.total).toBe(2);
    expect(slot.body.data.items.map((i) => i.stake)).toEqual([2]);

    const b = await register(h.app);
    const other = await post<GameHistoryPage>('/api/account/gamehistory', b.token, {
      skip: 0,
      take: 10,
    });
    expect(other.body.data).toMatchObject({ total: 0, items: [], games: [] });

    const summary = await get<AccountSummary>('/api/account/summary', a.token);
    expect(summary.body.data.recentRounds).toHaveLength(3);
    expect(summary.body.data).toMatchObject({ username: a.data.username, balance: 0 });
  });

  it('shows the details with the TC No masked and the editable fields named', async () => {
    const a = await register(h.app);
    const r = await get<AccountDetails>('/api/account/details', a.token, 'tr');
    const tc = a.payload.PersonalNo;
    expect(r.body.data).toMatchObject({
      name: 'Ayşe Nur',
      username: a.data.username,
      email: a.payload.email,
      birthDate: '1990-03-07',
      country: 'Türkiye',
      personalNo: `${tc.slice(0, 3)}******${tc.slice(-2)}`,
      editable: ['phone', 'password'],
    });
    expect(JSON.stringify(r.body)).not.toContain(tc);
  });

  it('lists sessions and ends the others at once, closing their live channels', async () => {
    const a = await register(h.app);
    const login = () =>
      call<{ token: string }>(h.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: a.data.username, password: a.payload.password },
        headers: {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        },
      });
    const second = (await login()).body.data.token;
    const list = await get<SessionRecord[]>('/api/account/sessions', a.token);
    expect(list.body.data).toHaveLength(2);
    const phone = list.body.data.find((s) => !s.current);
    expect(phone).toMatchObject({ browser: 'Safari 17', device: 'mobile' });
    expect(phone?.os).toMatch(/^iOS/);
    expect(list.body.data.filter((s) => s.current)).toHaveLength(1);
    expect(list.body.data.every((s) => s.ip === '' || s.ip.includes('*'))).toBe(true);

    const other = await register(h.app);
    const otherList = await get<SessionRecord[]>('/api/account/sessions', other.token);
    expect(otherList.body.data).toHaveLength(1);

    // The other session's live channel is open; ending the session closes it at once.
    const client = officialClient(await listen(h.app), second);
    const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
    await client.start();
    const mine = officialClient(await listen(h.app), a.token);
    await mine.start();
    const r = await post<{ ended: number }>('/api/account/endothersessions', a.token, {});
    expect(r.body.data.ended).toBe(1);
    expect(String(await closed)).toMatch(/session has ended/);
    expect(mine.state).toBe('Connected');
    await mine.stop();
    expect((await get('/api/user/balance', second)).status).toBe(401);
    expect((await get('/api/user/balance', a.token)).status).toBe(200);
    expect((await get('/api/user/balance', other.token)).status).toBe(200);
  });
});

import '../../test/native-modules';
import crypto from 'node:crypto';
import { BACKENDS } from '../../test/backends';
import { startApp, type Harness } from '../../test/app-harness';
import { register } from '../../test/players';
import { runCashier, type CashierIo } from './cashier';

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

describe.each(BACKENDS)('the cashier command line on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  /** The CLI's HTTP, answered by the app itself. */
  function io(env: NodeJS.ProcessEnv = {}): CashierIo & { lines: string[] } {
    const lines: string[] = [];
    const fetchApp = (async (url: string | URL, init?: RequestInit) => {
      const u = new URL(String(url));
      const response = await h.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: `${u.pathname}${u.search}`,
        headers: init?.headers as Record<string, string>,
        ...(init?.body ? { payload: String(init.body) } : {}),
      });
      return new Response(response.body, { status: response.statusCode });
    }) as typeof fetch;
    return { env, fetch: fetchApp, out: (line) => lines.push(line), lines };
  }

  it('lists pending withdrawals, approves one and rejects another (the hold returns)', async () => {
    const { token } = await register(h.app);
    const { playerId } = await h.app.platform.sessions.authenticate(token);
    await h.app.platform.wallets.apply({
      playerId,
      amountMinor: 100_000,
      kind: 'test_deposit',
      idempotencyKey: `test:${crypto.randomUUID()}`,
    });
    for (const amount of [111, 222]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/payment/withdraw',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          id: 4,
          type: 2,
          target: 'pay',
          detail: { FullName: 'Ali Veli', BankId: 2, Iban: IBAN, Amount: amount },
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const list = io();
    expect(await runCashier(['list', '--type', 'withdraw'], list)).toBe(0);
    const mine = list.lines.filter((l) => l.includes(' 111.00 TRY') || l.includes(' 222.00 TRY'));
    expect(mine).toHaveLength(2);
    const idOf = (amount: string) =>
      mine
        .find((l) => l.includes(amount))!
        .trim()
        .split(/\s+/)[0]!;

    const approve = io({ OPERATOR: 'kasa-1' });
    expect(await runCashier(['approve', idOf('111.00')], approve)).toBe(0);
    expect(approve.lines[0]).toMatch(/Confirmed .* by oyna-dev-admin \(on behalf of kasa-1\)/);
    const reject = io();
    expect(
      await runCashier(
        ['reject', idOf('222.00'), '--by', 'kasa-2', '--reason', 'name mismatch'],
        reject,
      ),
    ).toBe(0);
    expect(reject.lines[0]).toMatch(
      /Rejected .* by oyna-dev-admin \(on behalf of kasa-2\) \(name mismatch\)/,
    );
    expect(await h.app.platform.wallets.balanceMinor(playerId)).toBe(100_000 - 11_100);

    const again = io();
    expect(
      await runCashier(['reject', idOf('222.00'), '--by', 'kasa-2', '--reason', 'x'], again),
    ).toBe(1);
    expect(again.lines[0]).toBe('refused (409): This payment is not waiting for a decision');
    const wrongToken = io({ ADMIN_TOKEN: 'nope' });
    expect(await runCashier(['list'], wrongToken)).toBe(1);
    expect(wrongToken.lines[0]).toMatch(/^refused \(401\)/);
    const usage = io();
    expect(await runCashier(['reject', '5', '--by', 'x'], usage)).toBe(2);
    expect(await runCashier(['frobnicate'], usage)).toBe(2);
  });

  it('lists the refunds the gateway refused and the balances owed to self-excluded players; retries a refund', async () => {
    const { token } = await register(h.app);
    const { playerId } = await h.app.platform.sessions.authenticate(token);
    await h.app.platform.wallets.apply({
      playerId,
      amountMinor: 7_777,
      kind: 'test_deposit',
      idempotencyKey: `test:${crypto.randomUUID()}`,
    });
    const headers = { authorization: `Bearer ${token}` };
    const transfer = await h.app.inject({
      method: 'POST',
      url: '/api/payment/deposit',
      headers,
      payload: { id: 2, type: 1, target: 'pay', detail: { BankId: 3, Iban: IBAN, Amount: 333 } },
    });
    expect(transfer.statusCode).toBe(200);
    const { id } = await h.app.db
      .selectFrom('payment')
      .select('id')
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const excluded = await h.app.inject({
      method: 'POST',
      url: '/api/protection/break',
      headers,
      payload: { kind: 'exclusion', duration: '6m' },
    });
    expect(excluded.statusCode).toBe(200);
    // The bank transfer arrives after the exclusion: the cashier's approval returns it.
    const approve = io();
    expect(await runCashier(['approve', String(id), '--by', 'kasa-1'], approve)).toBe(0);
    expect(approve.lines[0]).toMatch(/Cancelled .*\(returned to source\) {2}refund refused: /);

    const refunds = io();
    expect(await runCashier(['refunds'], refunds)).toBe(0);
    expect(
      refunds.lines.some((l) => l.trim().startsWith(`${id} `) && l.includes('333.00 TRY')),
    ).toBe(true);
    const retry = io();
    expect(await runCashier(['retry-refund', String(id), '--by', 'kasa-2'], retry)).toBe(0);
    expect(retry.lines[0]).toMatch(/refund refused: no refundable transaction/);
    expect(await runCashier(['retry-refund', 'x', '--by', 'kasa-2'], io())).toBe(2);

    const owed = io();
    expect(await runCashier(['owed'], owed)).toBe(0);
    expect(
      owed.lines.some((l) => l.trim().startsWith(`${playerId} `) && l.includes('77.77 TRY')),
    ).toBe(true);
    const payout = io();
    expect(await runCashier(['payout', String(playerId), '--by', 'kasa-1'], payout)).toBe(0);
    expect(payout.lines[0]).toMatch(
      /withdraw +77\.77 TRY {2}Confirmed .* by oyna-dev-admin \(on behalf of kasa-1\)/,
    );
    expect(await h.app.platform.wallets.balanceMinor(playerId)).toBe(0);
    const again = io();
    expect(await runCashier(['payout', String(playerId), '--by', 'kasa-1'], again)).toBe(1);
    expect(again.lines[0]).toBe('refused (409): No balance is owed to this player');
  });
});

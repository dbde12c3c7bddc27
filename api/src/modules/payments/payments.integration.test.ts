import '../../test/native-modules';
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { AdminPaymentRecord, PaymentDetailField, PaymentMethod } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { ledgerCheck } from '../../test/games';
import { register } from '../../test/players';
import { signCallback, SIGNATURE_HEADER } from './gateway/signature';
import { CALLBACK_PATH } from './routes';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
const SECRET = 'oyna-development-payment-gateway-secret';
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
const CARD = {
  id: 1,
  type: 1,
  target: 'pay',
  detail: { CardNo: '4111 1111 1111 1111', CardHolder: 'Ayşe Yılmaz', Amount: 150 },
};
const TRANSFER = {
  id: 2,
  type: 1,
  target: 'pay',
  detail: { BankId: 3, Iban: IBAN, Amount: 250.5 },
};
const WITHDRAW_BANK = (amount: number) => ({
  id: 4,
  type: 2,
  target: 'pay',
  detail: { FullName: 'Ayşe Yılmaz', BankId: 1, Iban: IBAN, Amount: amount },
});

describe.each(BACKENDS)('payments on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  async function player(balanceMinor = 0) {
    const { token } = await register(h.app);
    const principal = await h.app.platform.sessions.authenticate(token);
    if (balanceMinor > 0) {
      await h.app.platform.wallets.apply({
        playerId: principal.playerId,
        amountMinor: balanceMinor,
        kind: 'test_deposit',
        idempotencyKey: `test:${crypto.randomUUID()}`,
      });
    }
    return { token, playerId: principal.playerId };
  }

  const post = <T>(token: string, path: string, payload: unknown, locale: 'tr' | 'en' = 'en') =>
    call<T>(h.app, {
      method: 'POST',
      url: `/api/${path}`,
      token,
      payload: payload as object,
      locale,
    });

  const balance = (playerId: number) => h.app.platform.wallets.balanceMinor(playerId);
  const paymentsOf = async (playerId: number) =>
    (await h.app.db.selectFrom('payment').selectAll().where('player_id', '=', playerId).execute())
      .length;

  async function callback(body: Record<string, unknown>, signature?: string) {
    const raw = JSON.stringify(body);
    const response = await h.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature ?? signCallback(SECRET, raw, Math.floor(Date.now() / 1000)),
      },
      payload: raw,
    });
    return {
      status: response.statusCode,
      body: response.json<{ success: boolean; message: string }>(),
    };
  }

  /** A card deposit up to its hosted session; returns the payment row and the gateway session. */
  async function hostedDeposit(token: string, amount = 150) {
    const res = await post<string>(token, 'payment/deposit', {
      ...CARD,
      detail: { ...CARD.detail, Amount: amount },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^http:\/\/[^/]+\/provider\/pay\/[\w-]+$/);
    const sessionId = res.body.data.split('/').pop()!;
    const session = await h.app.db
      .selectFrom('gateway_session')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return { url: res.body.data, session };
  }

  const eventOf = (
    session: { transaction_id: string; merchant_reference: string; amount_minor: number },
    over: Record<string, unknown> = {},
  ) => ({
    transactionId: session.transaction_id,
    reference: session.merchant_reference,
    outcome: 'paid',
    amount: session.amount_minor / 100,
    currency: 'TRY',
    ...over,
  });

  it('lists the deposit and withdraw methods with logo, limits and processing time (tr, en)', async () => {
    const { token } = await player();
    const en = await post<PaymentMethod[]>(token, 'payment/methods', { type: 1 });
    expect(en.body.data.map((m) => m.name)).toEqual([
      'Credit / Debit Card',
      'Bank Transfer (Havale / EFT)',
      'E-Wallet',
      'Cryptocurrency',
    ]);
    expect(en.body.data[0]).toEqual({
      id: 1,
      type: 1,
      name: 'Credit / Debit Card',
      logo: '/api/cms/media/pay-card.svg',
      min: 50,
      max: 50000,
      processingTime: 'Instant',
    });
    const tr = await post<PaymentMethod[]>(token, 'payment/methods', { type: 2 }, 'tr');
    expect(tr.body.data.map((m) => m.name)).toEqual(['Havale / EFT', 'E-Cüzdan']);
    const visitor = await call(h.app, {
      method: 'POST',
      url: '/api/payment/methods',
      payload: { type: 1 },
    });
    expect(visitor.status).toBe(401);
  });

  it('answers payment/detail with the fields of spec §3', async () => {
    const { token } = await player();
    const res = await post<PaymentDetailField[]>(token, 'payment/detail', { id: 2, type: 1 });
    expect(res.body.data.map((f) => [f.key, f.objectType, f.mask])).toEqual([
      ['BankId', 'Dropdown', null],
      ['Iban', 'String', 'TR00 0000 0000 0000 0000 0000 00'],
      ['Amount', 'Decimal', null],
    ]);
    expect(res.body.data[0]!.option![0]).toEqual({ id: 1, name: 'Ziraat Bankası' });
    // A deposit method asked as a withdrawal, an unknown one, a bad type: 400 with a message.
    for (const payload of [
      { id: 1, type: 2 },
      { id: 999, type: 1 },
      { id: 1, type: 3 },
      { id: 'x', type: 1 },
    ]) {
      const bad = await post(token, 'payment/detail', payload);
      expect(bad.status).toBe(400);
      expect(bad.body.success).toBe(false);
      expect(bad.body.message.length).toBeGreaterThan(3);
    }
  });

  it('answers an empty field list for a method ops have not configured, and refuses its deposits', async () => {
    // spec §8: an empty list is the 'No data found' case of the dialog; with no Amount field
    // nothing can be deposited through it.
    const { token, playerId } = await player(10_000);
    const methods = await post<PaymentMethod[]>(token, 'payment/methods', { type: 1 });
    const crypto = methods.body.data.find((m) => m.name === 'Cryptocurrency');
    expect(crypto).toMatchObject({ type: 1, processingTime: 'Coming soon' });
    const detail = await post<PaymentDetailField[]>(token, 'payment/detail', {
      id: crypto!.id,
      type: 1,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual([]);
    const deposit = await post(token, 'payment/deposit', {
      id: crypto!.id,
      type: 1,
      target: 'pay',
      detail: { Amount: 100 },
    });
    expect(deposit.status).toBe(400);
    expect(deposit.body.message.length).toBeGreaterThan(3);
    expect(await paymentsOf(playerId)).toBe(0);
    expect(await balance(playerId)).toBe(10_000);
  });

  it('refuses every bad deposit and withdraw input with 400 and a message, changing nothing', async () => {
    const { token, playerId } = await player(100_000);
    const bad: [string, unknown][] = [
      ['payment/deposit', { ...CARD, detail: { ...CARD.detail, Amount: 49.99 } }],
      ['payment/deposit', { ...CARD, detail: { ...CARD.detail, Amount: 50_000.01 } }],
      ['payment/deposit', { ...CARD, detail: { ...CARD.detail, Amount: 100.123 } }],
      ['payment/deposit', { ...CARD, detail: { ...CARD.detail, Amount: -5 } }],
      ['payment/deposit', { ...CARD, detail: { ...CARD.detail, CardNo: '4111 1111' } }],
      ['payment/deposit', { ...CARD, detail: { ...CARD.detail, CardHolder: '   ' } }],
      ['payment/deposit', { ...CARD, detail: { CardNo: '4111 1111 1111 1111', Amount: 100 } }],
      ['payment/deposit', { ...CARD, target: 'elsewhere' }],
      ['payment/deposit', { ...CARD, id: 4 }],
      ['payment/deposit', { ...TRANSFER, detail: { ...TRANSFER.detail, BankId: 99 } }],
      [
        'payment/deposit',
        { ...TRANSFER, detail: { ...TRANSFER.detail, Iban: 'DE89 3704 0044 0532 0130 00' } },
      ],
      ['payment/withdraw', WITHDRAW_BANK(99.99)],
      ['payment/withdraw', WITHDRAW_BANK(50_000.01)],
      ['payment/withdraw', WITHDRAW_BANK(1500)], // above the balance of 1000
      [
        'payment/withdraw',
        { ...WITHDRAW_BANK(100), detail: { ...WITHDRAW_BANK(100).detail, FullName: '' } },
      ],
      ['payment/withdraw', { ...WITHDRAW_BANK(100), id: 1 }],
    ];
    for (const [path, payload] of bad) {
      for (const locale of ['tr', 'en'] as const) {
        const res = await post(token, path, payload, locale);
        expect({ path, payload, status: res.status }).toEqual({ path, payload, status: 400 });
        expect(res.body.success).toBe(false);
        expect(res.body.message).toMatch(/\S{3}/);
      }
    }
    const tooMuch = await post(token, 'payment/withdraw', WITHDRAW_BANK(1500), 'tr');
    expect(tooMuch.body.message).toBe('Bakiyeniz bu işlem için yetersiz');
    const range = await post(token, 'payment/deposit', {
      ...CARD,
      detail: { ...CARD.detail, Amount: 10 },
    });
    expect(range.body.message).toBe('The amount must be between ₺50,00 and ₺50.000,00');
    expect(await balance(playerId)).toBe(100_000);
    expect(await paymentsOf(playerId)).toBe(0);
  });

  it('credits a confirmed hosted deposit once; the hosted page shows the amount', async () => {
    const { token, playerId } = await player();
    const { url, session } = await hostedDeposit(token, 150);
    const page = await h.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₺150,00');

    // The player pays on the page: the gateway's signed callback credits, then back to the site.
    const paid = await h.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/\/dashboard\/deposit$/);
    expect(await balance(playerId)).toBe(15_000);
    const row = await h.app.db
      .selectFrom('payment')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Confirmed');
    expect(row.gateway_transaction).toBe(session.transaction_id);

    // A replay is answered as the first time and credits nothing.
    const replay = await callback(eventOf(session));
    expect(replay.status).toBe(200);
    expect(await balance(playerId)).toBe(15_000);
    const notes = await h.app.db
      .selectFrom('notification')
      .selectAll()
      .where('player_id', '=', playerId)
      .execute();
    expect(notes.map((n) => [n.type, n.title])).toEqual([[1, 'Deposit confirmed']]);
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 15_000, ledgerSum: 15_000 });
  });

  it('refuses a callback with a bad, missing, stale or foreign signature (401), changing nothing', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 200);
    const raw = JSON.stringify(eventOf(session));
    const now = Math.floor(Date.now() / 1000);
    const signatures = [
      '',
      'garbage',
      signCallback('another-secret-entirely-000000000000', raw, now),
      // Outside the 300 s replay window either way, by more than the seconds this loop may take
      // on a slow machine (at +301 a tick of the clock between signing and checking let it in).
      signCallback(SECRET, raw, now - 330),
      signCallback(SECRET, raw, now + 330),
      signCallback(SECRET, `${raw} `, now), // over other bytes
      `t=${now},v1=${'0'.repeat(64)}`,
    ];
    for (const signature of signatures) {
      const res = await callback(eventOf(session), signature);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: 'The signature is missing or wrong',
        data: null,
      });
    }
    expect(await balance(playerId)).toBe(0);
    const row = await h.app.db
      .selectFrom('payment')
      .select('status')
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Pending');
  });

  it('credits once under a parallel burst of 30 duplicate callbacks', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 321.45);
    const results = await Promise.all(Array.from({ length: 30 }, () => callback(eventOf(session))));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(await balance(playerId)).toBe(32_145);
    const credits = await h.app.db
      .selectFrom('ledger_entry')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('kind', '=', 'deposit')
      .execute();
    expect(credits).toHaveLength(1);
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 32_145, ledgerSum: 32_145 });
  });

  it('refuses a callback whose amount or outcome disagrees, and a declined card credits nothing', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 100);
    const wrongAmount = await callback(eventOf(session, { amount: 1000 }));
    expect(wrongAmount.status).toBe(409);
    expect(await balance(playerId)).toBe(0);
    const declined = await callback(eventOf(session, { outcome: 'declined' }));
    expect(declined.status).toBe(200);
    // Once Rejected, a "paid" for the same transaction disagrees: refused, nothing credited.
    const late = await callback(eventOf(session));
    expect(late.status).toBe(409);
    expect(await balance(playerId)).toBe(0);
    const garbage = await h.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signCallback(SECRET, '{"x":1}', Math.floor(Date.now() / 1000)),
      },
      payload: '{"x":1}',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it("answers the hosted page on the browser's origin when it names the same host", async () => {
    const { token } = await player();
    const ask = (origin: string) =>
      call<string>(h.app, {
        method: 'POST',
        url: '/api/payment/deposit',
        token,
        payload: CARD,
        headers: { origin, host: 'localhost' },
      });
    expect((await ask('http://localhost:8443')).body.data).toMatch(
      /^http:\/\/localhost:8443\/provider\/pay\//,
    );
    // Another host's Origin is not taken.
    expect((await ask('https://evil.example')).body.data).toMatch(
      /^http:\/\/localhost\/provider\/pay\//,
    );
  });

  it('a card the bank declines credits nothing; the page says so and the player is told', async () => {
    const { token, playerId } = await player();
    const { url } = await hostedDeposit(token, 120);
    const declined = await h.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=declined',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('The bank declined the payment. No money was taken.');
    expect(await balance(playerId)).toBe(0);
    const row = await h.app.db
      .selectFrom('payment')
      .select('status')
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Rejected');
    const notes = await h.app.db
      .selectFrom('notification')
      .select(['type', 'title'])
      .where('player_id', '=', playerId)
      .execute();
    expect(notes).toEqual([{ type: 1, title: 'Deposit rejected' }]);
  });

  it('makes one deposit of a double submit with the same request key', async () => {
    const { token, playerId } = await player();
    const body = { ...CARD, requestKey: crypto.randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post<string>(token, 'payment/deposit', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.data)).size).toBe(1);
    expect(await paymentsOf(playerId)).toBe(1);
  });

  it('expires a hosted deposit whose session ran out; its callback no longer credits', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 100);
    await sql`update payment set expires_at = now() - interval '1 minute' where player_id = ${playerId}`.execute(
      h.app.db,
    );
    expect(await h.app.payments.expire()).toBeGreaterThanOrEqual(1);
    // The gateway's own session ran out as well: its page says so and takes no payment.
    await sql`update gateway_session set expires_at = now() - interval '1 minute' where id = ${session.id}`.execute(
      h.app.db,
    );
    const path = `/provider/pay/${session.id}`;
    const page = await h.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('This payment session has expired.');
    expect(page.body).not.toContain('name="outcome"');
    const pay = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(path);
    const res = await callback(eventOf(session));
    expect(res.status).toBe(409);
    expect(await balance(playerId)).toBe(0);
  });

  it('holds a withdrawal at once; ops approve it, or reject it and the hold returns (audited)', async () => {
    const { token, playerId } = await player(100_000);
    const first = await post(token, 'payment/withdraw', WITHDRAW_BANK(300));
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(
      'Your withdrawal request of ₺300,00 was received and is pending approval.',
    );
    expect(await balance(playerId)).toBe(70_000);
    await post(token, 'payment/withdraw', WITHDRAW_BANK(200));
    expect(await balance(playerId)).toBe(50_000);

    const pending = await call<AdminPaymentRecord[]>(h.app, {
      method: 'GET',
      url: '/api/admin/payments?type=2&limit=500',
      headers: ADMIN,
    });
    const mine = pending.body.data
      .filter((p) => p.amount === 300 || p.amount === 200)
      .filter((p) => p.status === 'Pending');
    const [a, b] = [mine.find((p) => p.amount === 300)!, mine.find((p) => p.amount === 200)!];
    const noToken = await call(h.app, {
      method: 'POST',
      url: '/api/admin/payments/approve',
      payload: { id: a.id, operator: 'x' },
    });
    expect(noToken.status).toBe(401);

    const approved = await call<AdminPaymentRecord>(h.app, {
      method: 'POST',
      url: '/api/admin/payments/approve',
      headers: ADMIN,
      payload: { id: a.id, operator: 'cashier-1' },
    });
    expect(approved.body.data).toMatchObject({ status: 'Confirmed', decidedBy: 'cashier-1' });
    expect(await balance(playerId)).toBe(50_000);
    const rejected = await call<AdminPaymentRecord>(h.app, {
      method: 'POST',
      url: '/api/admin/payments/reject',
      headers: ADMIN,
      payload: { id: b.id, operator: 'cashier-2', reason: 'IBAN name mismatch' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', reason: 'IBAN name mismatch' });
    expect(await balance(playerId)).toBe(70_000);
    // Decided once: a second decision is refused and moves nothing.
    const again = await call(h.app, {
      method: 'POST',
      url: '/api/admin/payments/reject',
      headers: ADMIN,
      payload: { id: a.id, operator: 'x', reason: 'y' },
    });
    expect(again.status).toBe(409);
    const twice = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(h.app, {
          method: 'POST',
          url: '/api/admin/payments/reject',
          headers: ADMIN,
          payload: { id: b.id, operator: 'x', reason: 'y' },
        }),
      ),
    );
    expect(twice.every((r) => r.status === 409)).toBe(true);
    expect(await balance(playerId)).toBe(70_000);

    const audit = await h.app.db
      .selectFrom('payment_audit')
      .selectAll()
      .where('payment_id', 'in', [a.id, b.id])
      .execute();
    expect(audit.map((r) => [r.actor, r.action])).toEqual(
      expect.arrayContaining([
        ['operator:cashier-1', 'approve'],
        ['operator:cashier-2', 'reject'],
        ['gateway', 'payout'],
      ]),
    );
    const notes = await h.app.db
      .selectFrom('notification')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('id')
      .execute();
    expect(notes.map((n) => [n.type, n.title])).toEqual([
      [2, 'Withdrawal approved'],
      [2, 'Withdrawal rejected'],
    ]);
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 70_000, ledgerSum: 70_000 });
  });

  it('a bank transfer deposit answers its instructions and is credited when ops confirm', async () => {
    const { token, playerId } = await player();
    const res = await post<{ reference: string }>(token, 'payment/deposit', TRANSFER, 'tr');
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(`açıklamaya ${res.body.data.reference} yazarak`);
    expect(await balance(playerId)).toBe(0);
    const row = await h.app.db
      .selectFrom('payment')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const ok = await call(h.app, {
      method: 'POST',
      url: '/api/admin/payments/approve',
      headers: ADMIN,
      payload: { id: row.id, operator: 'cashier-1' },
    });
    expect(ok.status).toBe(200);
    expect(await balance(playerId)).toBe(25_050);
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 25_050, ledgerSum: 25_050 });
  });

  it('never overdraws under 100 parallel withdrawals against one balance', async () => {
    const { token, playerId } = await player(100_000); // ₺1000
    const results = await Promise.all(
      Array.from({ length: 100 }, () => post(token, 'payment/withdraw', WITHDRAW_BANK(150))),
    );
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBe(6); // 6 × 150 = 900 ≤ 1000 < 7 × 150
    expect(results.filter((r) => r.status === 400)).toHaveLength(94);
    expect(await balance(playerId)).toBe(10_000);
    expect(await paymentsOf(playerId)).toBe(6);
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 10_000, ledgerSum: 10_000 });
  });
});

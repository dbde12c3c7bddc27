import '../../test/native-modules';
import type { AdminPaymentRecord, PaymentDetailField, PaymentMethod } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { ledgerCheck } from '../../test/games';
import { ADMIN, CARD, TRANSFER, WITHDRAW_BANK, paymentsKit } from './payments-test-kit';

// spec §3/§7 payments: methods, details, bad input, withdrawals and bank transfers; the gateway's
// callbacks are in payments-callback.integration.test.ts.
describe.each(BACKENDS)('payments on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());
  const { player, post, balance, paymentsOf } = paymentsKit(() => h);

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
      ['payment/deposit', { ...CARD, detail: {} }],
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
      ...['<img src=x onerror=alert(1)>', 'A', 'Ayşe  Yılmaz', 'Ayşe 2'].map(
        (FullName): [string, unknown] => [
          'payment/withdraw',
          { ...WITHDRAW_BANK(100), detail: { ...WITHDRAW_BANK(100).detail, FullName } },
        ],
      ),
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
    expect(tooMuch.body.message).toBe(
      'En fazla ₺1.000,00 çekebilirsiniz (nakit bakiyeniz); bonus parası çekilemez',
    );
    const range = await post(token, 'payment/deposit', {
      ...CARD,
      detail: { ...CARD.detail, Amount: 10 },
    });
    expect(range.body.message).toBe('The amount must be between ₺50,00 and ₺50.000,00');
    expect(await balance(playerId)).toBe(100_000);
    expect(await paymentsOf(playerId)).toBe(0);
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
    expect(approved.body.data).toMatchObject({
      status: 'Confirmed',
      decidedBy: 'oyna-dev-admin (on behalf of cashier-1)',
    });
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
        ['operator:oyna-dev-admin (on behalf of cashier-1)', 'approve'],
        ['operator:oyna-dev-admin (on behalf of cashier-2)', 'reject'],
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

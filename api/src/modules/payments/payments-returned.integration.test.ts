import '../../test/native-modules';
import type {
  AdminBalanceOwed,
  AdminPaymentRecord,
  FinancialActivitiesPage,
} from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { ledgerCheck } from '../../test/games';
import { ADMIN, TRANSFER, paymentsKit } from './payments-test-kit';

// LCCP 3.5 and RTS 12: money that reaches the gateway after a player's break, or over a limit
// lowered meanwhile, is never credited — every confirmation path (the signed callback, the hosted
// page, the operator's approval) asks the protection rules in the crediting transaction, and the
// payment is returned to its source through the gateway (notes/payments-and-protection.md).
describe.each(BACKENDS)('deposits returned to source on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { logLevel: 'error' });
  });
  afterAll(() => h.close());
  const { player, post, balance, callback, hostedDeposit, payOnPage, eventOf } = paymentsKit(
    () => h,
  );

  const paymentOf = (playerId: number) =>
    h.app.db
      .selectFrom('payment')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const deposits = async (playerId: number) =>
    (
      await h.app.db
        .selectFrom('ledger_entry')
        .select('id')
        .where('player_id', '=', playerId)
        .where('kind', '=', 'deposit')
        .execute()
    ).length;
  const admin = <T>(method: 'GET' | 'POST', path: string, payload?: object) =>
    call<T>(h.app, {
      method,
      url: `/api/admin/${path}`,
      headers: ADMIN,
      ...(payload ? { payload } : {}),
      locale: 'en',
    });

  it('never credits a card deposit paid after a time-out, under a burst of page pays and signed callbacks; it is refunded once', async () => {
    const { token, playerId } = await player();
    const { url, session } = await hostedDeposit(token, 100);
    const taken = await post(token, 'protection/break', { kind: 'timeout', duration: '24h' });
    expect(taken.status).toBe(200);

    // The break closed the deposit and its gateway session at once.
    expect((await paymentOf(playerId)).status).toBe('Cancelled');
    const gateway = await h.app.db
      .selectFrom('gateway_session')
      .select('status')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(gateway.status).toBe('cancelled');

    // The page's pay and the gateway's signed confirmation, many at once.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => payOnPage(url, 'paid')),
      ...Array.from({ length: 12 }, () => callback(eventOf(session))),
    ]);
    expect(answers.filter((a) => 'statusCode' in a).every((a) => a.statusCode === 303)).toBe(true);
    const callbacks = answers.flatMap((a) => ('status' in a ? [a] : []));
    expect(callbacks.every((a) => a.status === 200)).toBe(true);
    expect(callbacks[0]?.body.message).toBe(
      'The payment was not credited: it was returned to its source',
    );

    expect(await balance(playerId)).toBe(0);
    expect(await deposits(playerId)).toBe(0);
    const row = await paymentOf(playerId);
    expect(row).toMatchObject({
      status: 'Cancelled',
      reason: 'returned to source',
      refund_state: 'refunded',
      gateway_transaction: session.transaction_id,
    });
    expect(row.refund_id).toMatch(/^rf_/);
    const refunds = await h.app.db
      .selectFrom('payment_audit')
      .select('action')
      .where('payment_id', '=', row.id)
      .where('action', '=', 'refund')
      .execute();
    expect(refunds).toHaveLength(1);
    // The player is told (their notification) and ops see it on the payment.
    const notes = await h.app.db
      .selectFrom('notification')
      .select(['title', 'note'])
      .where('player_id', '=', playerId)
      .execute();
    expect(notes.map((n) => n.title)).toContain('Deposit cancelled');
    const list = await admin<AdminPaymentRecord[]>('GET', 'payments?status=Cancelled&type=1');
    expect(list.body.data.find((p) => p.id === Number(row.id))).toMatchObject({
      status: 'Cancelled',
      reason: 'returned to source',
      refundState: 'refunded',
    });
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('credits nothing when a break and the page pay race; whatever was paid after it is refunded', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { token, playerId } = await player();
      const { url, session } = await hostedDeposit(token, 120);
      await Promise.all([
        post(token, 'protection/break', { kind: 'timeout', duration: '24h' }),
        ...Array.from({ length: 4 }, () => payOnPage(url, 'paid')),
        callback(eventOf(session)),
      ]);
      const row = await paymentOf(playerId);
      const credited = await deposits(playerId);
      if (row.status === 'Confirmed') {
        // Paid before the break took the lock: credited once, before it.
        expect(credited).toBe(1);
        expect(await balance(playerId)).toBe(12_000);
      } else {
        expect(row.status).toBe('Cancelled');
        expect(credited).toBe(0);
        expect(await balance(playerId)).toBe(0);
        if (row.gateway_transaction) expect(row.refund_state).toBe('refunded');
      }
      expect(await ledgerCheck(h.app, playerId)).toEqual({
        balance: credited * 12_000,
        ledgerSum: credited * 12_000,
      });
    }
  });

  it('returns a card payment over a limit lowered meanwhile (other pending deposits counted); the player sees it Cancelled, returned to source', async () => {
    const { token, playerId } = await player();
    const first = await hostedDeposit(token, 150);
    const second = await hostedDeposit(token, 60);
    // RTS 12D: a lowering applies at once; 150 + the pending 60 are over 180.
    expect((await post(token, 'protection/limit', { period: 'day', amount: 180 })).status).toBe(
      200,
    );
    const over = await callback(eventOf(first.session));
    expect(over.status).toBe(200);
    expect(over.body.message).toBe('The payment was not credited: it was returned to its source');
    // Within the limit once the first is out of the count: credited.
    const within = await callback(eventOf(second.session));
    expect(within.body.message).toBe('Recorded');
    expect(await balance(playerId)).toBe(6_000);

    for (const locale of ['en', 'tr'] as const) {
      const page = await post<FinancialActivitiesPage>(
        token,
        'account/financialactivities',
        { type: 0, status: 0, skip: 0, take: 20 },
        locale,
      );
      expect(page.status).toBe(200);
      const returned = page.body.data.items.find((i) => i.reason === 'returnedToSource');
      expect(returned).toMatchObject({ status: 5, amount: 150, category: 'deposit', type: 1 });
      // Not money in: the period's deposits count only the credited one.
      expect(page.body.data.deposits).toBe(60);
      expect(page.body.data.items.filter((i) => i.category === 'deposit')).toHaveLength(2);
    }
  });

  it('an operator approving a bank transfer of a self-excluded player credits nothing; the refund the gateway refuses waits in the ops queue', async () => {
    const { token, playerId } = await player(25_000);
    const transfer = await post(token, 'payment/deposit', TRANSFER);
    expect(transfer.status).toBe(200);
    const pending = await paymentOf(playerId);
    const excluded = await post(token, 'protection/break', { kind: 'exclusion', duration: '6m' });
    expect(excluded.status).toBe(200);

    // Two operators approve at once: one decision, no credit.
    const answers = await Promise.all(
      ['cashier-1', 'cashier-2'].map((operator) =>
        admin<AdminPaymentRecord>('POST', 'payments/approve', {
          id: Number(pending.id),
          operator,
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]?.body.data).toMatchObject({
      status: 'Cancelled',
      reason: 'returned to source',
      refundState: 'refused',
    });
    expect(await balance(playerId)).toBe(25_000);
    expect(await deposits(playerId)).toBe(0);

    const queue = await admin<AdminPaymentRecord[]>('GET', 'payments/refunds');
    expect(queue.status).toBe(200);
    const queued = queue.body.data.find((p) => p.id === Number(pending.id));
    expect(queued?.refundError).toMatch(/no refundable transaction/);
    // A retry asks the gateway again (still refused). Retries at once never ask it together:
    // each is taken alone (200) or finds the refund already being asked (409).
    const retries = await Promise.all(
      ['ops-1', 'ops-2', 'ops-3'].map((operator) =>
        admin<AdminPaymentRecord>('POST', 'payments/refunds/retry', {
          id: Number(pending.id),
          operator,
        }),
      ),
    );
    const asked = retries.filter((r) => r.status === 200).length;
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(retries.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const refusals = await h.app.db
      .selectFrom('payment_audit')
      .select('id')
      .where('payment_id', '=', pending.id)
      .where('action', '=', 'refund:refused')
      .execute();
    expect(refusals).toHaveLength(1 + asked);
    expect((await paymentOf(playerId)).refund_state).toBe('refused');
    const notRefused = await admin('POST', 'payments/refunds/retry', {
      id: 999_999,
      operator: 'x',
    });
    expect(notRefused.status).toBe(409);

    // LCCP 3.5: the balance left is owed to the player; they were told how by e-mail.
    const owed = await admin<AdminBalanceOwed[]>('GET', 'payments/owed');
    expect(owed.body.data.find((o) => o.playerId === playerId)).toMatchObject({ balance: 250 });
    const player_ = await h.app.db
      .selectFrom('player')
      .select('email')
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    const mail = await h.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', player_.email)
      .where('channel', '=', 'email')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('₺250,00');

    // Ops pay it out: two operators at once pay it once, through the gateway's payout.
    const payouts = await Promise.all(
      ['cashier-1', 'cashier-2'].map((operator) =>
        admin<AdminPaymentRecord>('POST', 'payments/owed/payout', { playerId, operator }),
      ),
    );
    expect(payouts.map((p) => p.status).sort()).toEqual([200, 409]);
    const paid = payouts.find((p) => p.status === 200)!.body.data;
    expect(paid).toMatchObject({ type: 2, amount: 250, status: 'Confirmed' });
    expect(await balance(playerId)).toBe(0);
    const sent = await h.app.db
      .selectFrom('payment_audit')
      .select('reason')
      .where('payment_id', '=', paid.id)
      .where('action', '=', 'payout')
      .execute();
    expect(sent).toHaveLength(1);
    const after = await admin<AdminBalanceOwed[]>('GET', 'payments/owed');
    expect(after.body.data.find((o) => o.playerId === playerId)).toBeUndefined();
    expect(await ledgerCheck(h.app, playerId)).toEqual({ balance: 0, ledgerSum: 0 });
    // Only a self-excluded player's balance is paid out this way.
    const other = await player(10_000);
    const refused = await admin('POST', 'payments/owed/payout', {
      playerId: other.playerId,
      operator: 'cashier-1',
    });
    expect(refused.status).toBe(409);
    expect(await balance(other.playerId)).toBe(10_000);
  });

  it('returns a card payment confirmed after its session expired, instead of refusing it', async () => {
    const { token, playerId } = await player();
    const { session } = await hostedDeposit(token, 90);
    await h.app.db
      .updateTable('payment')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('player_id', '=', playerId)
      .execute();
    expect(await h.app.payments.expire()).toBeGreaterThanOrEqual(1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => callback(eventOf(session))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balance(playerId)).toBe(0);
    expect(await paymentOf(playerId)).toMatchObject({
      status: 'Cancelled',
      refund_state: 'refunded',
    });
  });
});

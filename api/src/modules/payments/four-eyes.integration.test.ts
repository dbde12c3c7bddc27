import '../../test/native-modules';
import type { AdminPaymentRecord } from '@oyna/contracts';
import { loadPaymentsConfig } from '../../config';
import { startApp, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { ownerToken, staffOf } from '../../test/staff';
import { ADMIN, WITHDRAW_BANK, paymentsKit } from './payments-test-kit';

// The back office › the audit: four eyes on a withdrawal at or above WITHDRAWAL_FOUR_EYES_MINOR
// (here ₺1,000), the identity (KYC) review of a first withdrawal at or above KYC_HOLD_MINOR (here
// ₺3,000), the caller as the decider (staff identity), one audit record per action.
const payments = loadPaymentsConfig(
  { WITHDRAWAL_FOUR_EYES_MINOR: '100000', KYC_HOLD_MINOR: '300000' },
  false,
);

type Staff = { id: number; email: string; token: string };

describe.each(BACKENDS)('four eyes and the identity review on %s', (_name, backend) => {
  let h: Harness;
  let a: Staff;
  let b: Staff;
  let c: Staff;
  let risk: Staff;
  let support: Staff;
  const kit = paymentsKit(() => h);
  beforeAll(async () => {
    h = await startApp(backend, { payments });
    const owner = await ownerToken(h.app);
    a = await staffOf(h.app, owner, 'cashier');
    b = await staffOf(h.app, owner, 'cashier');
    c = await staffOf(h.app, owner, 'cashier');
    risk = await staffOf(h.app, owner, 'risk');
    support = await staffOf(h.app, owner, 'support');
  });
  afterAll(() => h.close());

  /** A player with `balance` lira who asked to withdraw `amount`; the payment's id. */
  async function withdrawal(amount: number, balance = 10_000) {
    const p = await kit.player(balance * 100);
    const res = await kit.post(p.token, 'payment/withdraw', WITHDRAW_BANK(amount));
    expect(res.status).toBe(200);
    const row = await h.app.db
      .selectFrom('payment')
      .select('id')
      .where('player_id', '=', p.playerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { ...p, id: row.id };
  }

  const decide = (
    who: string | null,
    action: 'approve' | 'reject' | 'kycclear',
    payload: object,
    locale: 'tr' | 'en' = 'en',
  ) =>
    h.app
      .inject({
        method: 'POST',
        url: `/api/admin/payments/${action}`,
        headers: {
          ...(who ? { authorization: `Bearer ${who}` } : ADMIN),
          'x-locale': locale,
        },
        payload,
      })
      .then((r) => ({
        status: r.statusCode,
        body: r.json<{ data: AdminPaymentRecord; message: string }>(),
      }));

  const row = (id: number) =>
    h.app.db.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const trail = (id: number) =>
    h.app.db
      .selectFrom('payment_audit')
      .select(['actor', 'action'])
      .where('payment_id', '=', id)
      .orderBy('id')
      .execute();
  const auditOf = (action: string, id: number) =>
    h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('object', '=', `payment:${id}`)
      .execute();

  it('needs two different staff members: the first approval waits, the same person twice is refused, the second completes', async () => {
    const w = await withdrawal(1_500);
    const first = await decide(a.token, 'approve', { id: w.id, operator: 'someone else' });
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/awaits a second approval/);
    // The caller decides, whatever the body says (the back office › staff identity).
    expect(first.body.data).toMatchObject({
      status: 'Pending',
      awaiting: 'secondApproval',
      firstApprovedBy: a.email,
      decidedBy: null,
    });
    const again = await decide(a.token, 'approve', { id: w.id }, 'tr');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'Bu ödemeyi zaten onayladınız: ikinci onayı başka bir yetkili vermelidir',
    );
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/admin/payments?type=2&limit=500',
      headers: { authorization: `Bearer ${b.token}` },
    });
    const listed = list.json<{ data: AdminPaymentRecord[] }>().data.find((p) => p.id === w.id);
    expect(listed).toMatchObject({ awaiting: 'secondApproval', firstApprovedBy: a.email });

    const second = await decide(b.token, 'approve', { id: w.id });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      status: 'Confirmed',
      firstApprovedBy: a.email,
      decidedBy: b.email,
      awaiting: null,
    });
    expect(await kit.balance(w.playerId)).toBe(1_000_000 - 150_000);
    expect((await trail(w.id)).map((t) => t.action)).toEqual([
      'request',
      'approve:first',
      'approve',
      'payout',
    ]);
  });

  it('completes once when different staff approve in a burst, never when one person does', async () => {
    const w = await withdrawal(1_200);
    const burst = await Promise.all(
      [a, b, c, a, b, c, a, b].map((s) => decide(s.token, 'approve', { id: w.id })),
    );
    const completed = burst.filter((r) => r.status === 200 && r.body.data.status === 'Confirmed');
    expect(completed).toHaveLength(1);
    expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
    expect(burst.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
    const actions = (await trail(w.id)).map((t) => t.action);
    expect(actions.filter((t) => t === 'approve')).toHaveLength(1);
    expect(actions.filter((t) => t === 'payout')).toHaveLength(1);
    expect((await row(w.id)).status).toBe('Confirmed');
    // One hold, one payout: the balance lost the amount once.
    expect(await kit.balance(w.playerId)).toBe(1_000_000 - 120_000);

    const same = await withdrawal(1_100);
    const alone = await Promise.all(
      Array.from({ length: 6 }, () => decide(a.token, 'approve', { id: same.id })),
    );
    expect(alone.filter((r) => r.status === 200)).toHaveLength(1);
    expect(alone.filter((r) => r.status === 400)).toHaveLength(5);
    const after = await row(same.id);
    expect(after).toMatchObject({ status: 'Pending', first_approved_by: a.email });
    expect(await kit.balance(same.playerId)).toBe(1_000_000 - 110_000);
  });

  it('is ended by a reject from anyone; one audit record per action with before and after', async () => {
    const w = await withdrawal(2_000);
    await decide(a.token, 'approve', { id: w.id });
    const [approved] = await auditOf('adminApprovePayment', w.id);
    expect(await auditOf('adminApprovePayment', w.id)).toHaveLength(1);
    expect(approved).toMatchObject({ actor: a.email, role: 'cashier', status: 200 });
    expect(approved!.before).toMatchObject({ status: 'Pending', firstApprovedBy: null });
    expect(approved!.after).toMatchObject({ status: 'Pending', awaiting: 'secondApproval' });

    const rejected = await decide(c.token, 'reject', { id: w.id, reason: 'IBAN name mismatch' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', decidedBy: c.email });
    expect(await kit.balance(w.playerId)).toBe(1_000_000);
    const rejects = await auditOf('adminRejectPayment', w.id);
    expect(rejects).toHaveLength(1);
    expect(rejects[0]!.before).toMatchObject({ status: 'Pending', firstApprovedBy: a.email });
    expect(rejects[0]!.after).toMatchObject({ status: 'Rejected', decidedBy: c.email });
    expect((await decide(b.token, 'approve', { id: w.id })).status).toBe(409);
  });

  it('holds a large first withdrawal for an identity review that cashier, risk or owner clears', async () => {
    const w = await withdrawal(3_500);
    expect(await row(w.id)).toMatchObject({ kyc_hold: true, kyc_cleared_at: null });
    const held = await decide(a.token, 'approve', { id: w.id });
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(/identity \(KYC\) review/);
    expect((await row(w.id)).first_approved_by).toBeNull();

    // Support may not clear it; a reason is needed.
    expect((await decide(support.token, 'kycclear', { id: w.id, reason: 'ok' })).status).toBe(403);
    expect((await decide(risk.token, 'kycclear', { id: w.id })).status).toBe(400);
    const cleared = await Promise.all(
      [risk, a, risk].map((s) => decide(s.token, 'kycclear', { id: w.id, reason: 'ID checked' })),
    );
    expect(cleared.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cleared.filter((r) => r.status === 409)).toHaveLength(2);
    const clears = (await auditOf('adminKycClearPayment', w.id)).filter((r) => r.status === 200);
    expect(clears).toHaveLength(1);
    expect(clears[0]!.before).toMatchObject({ awaiting: 'kycReview', kycClearedBy: null });
    expect(clears[0]!.after).toMatchObject({ awaiting: null, kycHold: true });

    expect((await decide(a.token, 'approve', { id: w.id })).body.data.awaiting).toBe(
      'secondApproval',
    );
    const done = await decide(b.token, 'approve', { id: w.id });
    expect(done.body.data).toMatchObject({ status: 'Confirmed' });
    expect(done.body.data.kycClearedBy).toMatch(/@staff\.test$/);

    // The player's next large withdrawal is not their first: no review.
    const next = await kit.post(w.token, 'payment/withdraw', WITHDRAW_BANK(3_200));
    expect(next.status).toBe(200);
    const latest = await h.app.db
      .selectFrom('payment')
      .select(['kyc_hold'])
      .where('player_id', '=', w.playerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.kyc_hold).toBe(false);
    // A clear of a payment with no review waiting is refused with a readable message.
    const none = await decide(risk.token, 'kycclear', { id: w.id, reason: 'again' });
    expect(none.status).toBe(409);
  });

  it('records the shared admin token under its integration, on behalf of the named operator, as one approver', async () => {
    const w = await withdrawal(1_300);
    const first = await decide(null, 'approve', { id: w.id, operator: 'kasa-1' });
    expect(first.body.data.firstApprovedBy).toBe('oyna-dev-admin (on behalf of kasa-1)');
    const [record] = await auditOf('adminApprovePayment', w.id);
    expect(record).toMatchObject({ actor_kind: 'admin-token', actor: 'oyna-dev-admin' });
    // Whoever it claims to act for, the shared token is one approver.
    const other = await decide(null, 'approve', { id: w.id, operator: 'kasa-2' });
    expect(other.status).toBe(400);
    const done = await decide(a.token, 'approve', { id: w.id });
    expect(done.body.data).toMatchObject({ status: 'Confirmed', decidedBy: a.email });
    // Below the four-eyes amount one approval decides.
    const small = await withdrawal(999);
    const one = await decide(null, 'approve', { id: small.id });
    expect(one.body.data).toMatchObject({ status: 'Confirmed', decidedBy: 'oyna-dev-admin' });
  });
});

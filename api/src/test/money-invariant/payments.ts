import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadPaymentsConfig } from '../../config';
import {
  signCallback,
  SIGNATURE_HEADER as GATEWAY_SIGNATURE,
} from '../../modules/payments/gateway/signature';
import { CALLBACK_PATH } from '../../modules/payments/routes';
import { pick, verifiedPlayer, type Generator, type Model, type Player } from './model';
import { adminPost, post } from './requests';

// Payments' generators (notes/payments-and-protection.md, LCCP 3.5, RTS 12): card deposits and
// their gateway callbacks, bank transfers, withdrawals, two operators deciding at once, hosted
// sessions past their expiry, gateway payouts and refunds, a break in the middle of a burst of
// deposits.

/** The gateway's signed callback (modules/payments: HMAC of `t.body`), as the gateway posts it. */
export const gatewayCallback = (app: FastifyInstance, event: Record<string, unknown>) => {
  const raw = JSON.stringify(event);
  const secret = (app.config.payments ?? loadPaymentsConfig({}, false)).gatewaySecret;
  return app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      [GATEWAY_SIGNATURE]: signCallback(secret, raw, Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
};

/** The payment a request key made (the api answers a message, not the id). */
const paymentByKey = (app: FastifyInstance, p: Player, key: string) =>
  app.db
    .selectFrom('payment')
    .select(['id', 'gateway_session'])
    .where('player_id', '=', p.principal.playerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
/** An answer whose payment ended Confirmed (a callback's status, an approval's record). */
function confirmedAnswer(answer: { statusCode: number; json: <T>() => T }): boolean {
  if (answer.statusCode !== 200) return false;
  return answer.json<{ data: { status?: string } | null }>().data?.status === 'Confirmed';
}

const SIGNED_CARD = (amountMinor: number, requestKey: string) => ({
  id: 1,
  type: 1,
  target: 'pay',
  requestKey,
  detail: {
    CardNo: '4111 1111 1111 1111',
    CardHolder: 'Ayşe Yılmaz',
    Amount: amountMinor / 100,
  },
});

/** A card deposit opened to its hosted session: the payment id and the gateway's paid event. */
export async function openCardDeposit(app: FastifyInstance, p: Player, amountMinor: number) {
  const key = crypto.randomUUID();
  const r = await post(app, p, 'payment/deposit', SIGNED_CARD(amountMinor, key));
  if (r.statusCode !== 200) return undefined;
  const payment = await paymentByKey(app, p, key);
  const session = await app.db
    .selectFrom('gateway_session')
    .select(['id', 'transaction_id', 'merchant_reference', 'amount_minor'])
    .where('id', '=', payment?.gateway_session ?? '')
    .executeTakeFirst();
  if (!payment || !session) return undefined;
  return {
    id: Number(payment.id),
    sessionId: session.id,
    paid: {
      transactionId: session.transaction_id,
      reference: session.merchant_reference,
      outcome: 'paid',
      amount: Number(session.amount_minor) / 100,
      currency: 'TRY',
    },
  };
}

/** The ledger's deposit credits of one payment (0 or 1). */
async function creditsOf(app: FastifyInstance, paymentId: number): Promise<number> {
  const rows = await app.db
    .selectFrom('ledger_entry')
    .select('id')
    .where('kind', '=', 'deposit')
    .where('reference', '=', `payment:${paymentId}`)
    .execute();
  return rows.length;
}

/**
 * A hosted payment session past its expiry: the sweep expires the deposit, the page takes no
 * payment, and a paid confirmation the gateway sends late (twice at once) credits nothing — it
 * is returned to its source.
 */
export async function hostedSessionExpired(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const p = pick(model.players, rng);
  if (!p) return;
  const deposit = await openCardDeposit(app, p, 5_000 + Math.floor(rng() * 5_000));
  if (!deposit) return;
  const past = new Date(Date.now() - 60_000).toISOString();
  await app.db
    .updateTable('payment')
    .set({ expires_at: past })
    .where('id', '=', deposit.id)
    .execute();
  await app.db
    .updateTable('gateway_session')
    .set({ expires_at: past })
    .where('id', '=', deposit.sessionId)
    .execute();
  await app.payments.expire();
  const page = await app.inject({
    method: 'POST',
    url: `/provider/pay/${deposit.sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=paid',
  });
  const answers = await Promise.all([
    gatewayCallback(app, deposit.paid),
    gatewayCallback(app, deposit.paid),
  ]);
  const problem = (what: string) =>
    model.anomalies.push(`expired session, payment ${deposit.id}: ${what}`);
  if (page.statusCode !== 303 && page.statusCode !== 400 && page.statusCode !== 410) {
    problem(`the page answered ${page.statusCode} to a pay after expiry`);
  }
  if (answers.some(confirmedAnswer)) problem('a late confirmation was credited');
  if ((await creditsOf(app, deposit.id)) !== 0) problem('credited after its expiry');
}

/**
 * Gateway payouts and refunds: an approved withdrawal is paid out through the gateway (its
 * payout recorded); a card deposit over a limit lowered meanwhile is refunded through it; a
 * confirmation the gateway cannot refund (a transaction it never took) waits in the ops queue.
 * None of them moves money twice.
 */
export async function gatewayPayoutAndRefund(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const p = await verifiedPlayer(app, 20_000);
  const problem = (what: string) =>
    model.anomalies.push(`payouts and refunds, player ${p.principal.playerId}: ${what}`);
  try {
    // A withdrawal approved by two operators at once: one payout.
    const amountMinor = 1_000 + Math.floor(rng() * 4_000);
    const key = crypto.randomUUID();
    const w = await post(app, p, 'payment/withdraw', {
      id: 5,
      type: 2,
      target: 'pay',
      requestKey: key,
      detail: { AccountNo: '1234567890', Amount: amountMinor / 100 },
    });
    const withdrawal = w.statusCode === 200 ? await paymentByKey(app, p, key) : undefined;
    if (withdrawal) {
      const id = Number(withdrawal.id);
      model.withdrawals.set(id, amountMinor);
      const approvals = await Promise.all(
        ['payout-1', 'payout-2'].map((operator) =>
          adminPost(app, 'payments/approve', { id, operator, reason: '' }),
        ),
      );
      if (!approvals.some((a) => a.statusCode === 200)) problem('no approval was taken');
      const payouts = await app.db
        .selectFrom('payment_audit')
        .select('reason')
        .where('payment_id', '=', id)
        .where('action', '=', 'payout')
        .execute();
      if (payouts.length !== 1) problem(`${payouts.length} payouts of one withdrawal`);
    }

    // Two card deposits; the daily limit is then lowered under them (RTS 12D: at once).
    const first = await openCardDeposit(app, p, 6_000);
    const second = await openCardDeposit(app, p, 7_000);
    if (!first || !second) {
      problem('a card deposit was refused');
      return;
    }
    await post(app, p, 'protection/limit', { period: 'day', amount: 50 });
    const refunded = await Promise.all([
      gatewayCallback(app, first.paid),
      gatewayCallback(app, first.paid),
    ]);
    if (refunded.some(confirmedAnswer)) problem('a deposit over the lowered limit was credited');
    // A confirmation naming a transaction the gateway never took: its refund is refused.
    const unknown = await gatewayCallback(app, {
      ...second.paid,
      transactionId: `gw_unknown_${crypto.randomUUID()}`,
    });
    if (confirmedAnswer(unknown)) problem('a deposit over the lowered limit was credited');
    const states = await app.db
      .selectFrom('payment')
      .select(['id', 'refund_state'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    const [a, b] = states.map((r) => r.refund_state);
    if (a !== 'refunded' || b !== 'refused') problem(`refunds ended ${a}, ${b}`);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/refunds?limit=500',
      headers: { 'x-admin-token': app.config.adminToken ?? '' },
    });
    const queued = queue.json<{ data: { id: number }[] }>().data.map((r) => r.id);
    if (!queued.includes(second.id)) problem('the refused refund is not in the ops queue');
    for (const d of [first, second]) {
      if ((await creditsOf(app, d.id)) !== 0) problem(`payment ${d.id} credited`);
    }
  } finally {
    model.players.push(p);
  }
}

/**
 * A break taken in the middle of a burst of deposits (LCCP 3.5): every deposit either was
 * credited before the break took the player's lock, or is Cancelled without a credit (closed
 * by the break, or paid after it and returned); none is left open.
 */
export async function breakMidDepositBurst(
  app: FastifyInstance,
  model: Model,
  rng: () => number,
): Promise<void> {
  const p = await verifiedPlayer(app, 1_000);
  const problem = (what: string) =>
    model.anomalies.push(`break mid-burst, player ${p.principal.playerId}: ${what}`);
  try {
    const burst = Array.from({ length: 6 }, async (_, i) => {
      if (i === 3) {
        await post(app, p, 'protection/break', { kind: 'timeout', duration: '24h' });
        return;
      }
      const deposit = await openCardDeposit(app, p, 5_000 + Math.floor(rng() * 3_000));
      if (!deposit) return;
      const answer = await gatewayCallback(app, deposit.paid);
      if (confirmedAnswer(answer))
        model.deposits.set(deposit.id, Math.round(deposit.paid.amount * 100));
    });
    await Promise.all(burst);
    const payments = await app.db
      .selectFrom('payment')
      .select(['id', 'status', 'gateway_session', 'refund_state'])
      .where('player_id', '=', p.principal.playerId)
      .execute();
    for (const payment of payments) {
      const credits = await creditsOf(app, Number(payment.id));
      if (payment.status === 'Confirmed' && credits !== 1)
        problem(`${payment.id} Confirmed, ${credits} credits`);
      if (payment.status !== 'Confirmed' && credits !== 0)
        problem(`${payment.id} ${payment.status}, credited`);
      if (payment.status === 'Created' || payment.status === 'Pending') {
        problem(`${payment.id} still ${payment.status} after the break`);
      }
      if (payment.status === 'Confirmed' && !model.deposits.has(Number(payment.id))) {
        problem(`${payment.id} credited without the gateway being told so`);
      }
    }
  } finally {
    model.players.push(p);
  }
}

/**
 * A card deposit to its hosted page, then the gateway's signed callback — paid, or declined —
 * delivered twice at once (a gateway replay): credited once, or not at all.
 */
export const deposit: Generator = async (app, model, rng) => {
  const p = pick(model.players, rng);
  if (!p) return;
  const amountMinor = 5_000 + Math.floor(rng() * 20_000);
  const opened = await openCardDeposit(app, p, amountMinor);
  if (!opened) return;
  const outcome = rng() < 0.8 ? 'paid' : 'declined';
  const event = { ...opened.paid, outcome };
  const answers = await Promise.all([gatewayCallback(app, event), gatewayCallback(app, event)]);
  // Credited only when the answer says Confirmed (a deposit returned to source is not).
  if (outcome === 'paid' && answers.some(confirmedAnswer)) {
    model.deposits.set(opened.id, amountMinor);
  }
};

/** A bank transfer deposit: Pending until an operator approves (credit) or rejects it. */
export const transferDeposit: Generator = async (app, model, rng) => {
  const p = pick(model.players, rng);
  if (!p) return;
  const amountMinor = 10_000 + Math.floor(rng() * 20_000);
  const key = crypto.randomUUID();
  const r = await post(app, p, 'payment/deposit', {
    id: 2,
    type: 1,
    target: 'pay',
    requestKey: key,
    detail: { BankId: 3, Iban: IBAN, Amount: amountMinor / 100 },
  });
  const payment = r.statusCode === 200 ? await paymentByKey(app, p, key) : undefined;
  if (payment) model.pending.push({ id: Number(payment.id), direction: 'deposit', amountMinor });
};

/** A withdrawal, double-submitted (same request key at once): held once, or refused. */
export const withdraw: Generator = async (app, model, rng) => {
  const p = pick(model.players, rng);
  if (!p) return;
  const amountMinor = 2_000 + Math.floor(rng() * 4_000);
  const key = crypto.randomUUID();
  const body = {
    id: 5,
    type: 2,
    target: 'pay',
    requestKey: key,
    detail: { AccountNo: '1234567890', Amount: amountMinor / 100 },
    // Half the time the player confirms giving up an active bonus (cash only leaves).
    ...(rng() < 0.5 ? { forfeitBonus: true } : {}),
  };
  const answers = await Promise.all([
    post(app, p, 'payment/withdraw', body),
    post(app, p, 'payment/withdraw', body),
  ]);
  if (!answers.some((a) => a.statusCode === 200)) return;
  const payment = await paymentByKey(app, p, key);
  if (!payment) return;
  model.withdrawals.set(Number(payment.id), amountMinor);
  model.pending.push({ id: Number(payment.id), direction: 'withdraw', amountMinor });
};

/**
 * Two operators decide one pending payment at the same moment — approve and reject, or the
 * same decision twice: exactly one decision holds.
 */
export const decide: Generator = async (app, model, rng) => {
  const index = Math.floor(rng() * model.pending.length);
  const [item] = model.pending.splice(index, 1);
  if (!item) return;
  const first = rng() < 0.5 ? 'approve' : 'reject';
  const second = rng() < 0.5 ? 'approve' : 'reject';
  const decide = (action: string, operator: string) =>
    adminPost(app, `payments/${action}`, { id: item.id, operator, reason: 'invariant test' });
  const answers = await Promise.all([decide(first, 'cashier-1'), decide(second, 'cashier-2')]);
  const won = answers.findIndex((a) => a.statusCode === 200);
  if (won === -1) return;
  if (answers.every((a) => a.statusCode === 200)) {
    model.anomalies.push(`payment ${item.id}: decided twice (${first}, ${second})`);
  }
  const action = won === 0 ? first : second;
  if (item.direction === 'deposit' && action === 'approve' && confirmedAnswer(answers[won]!)) {
    model.deposits.set(item.id, item.amountMinor);
  }
  if (item.direction === 'withdraw' && action === 'reject') model.refunded.add(item.id);
};

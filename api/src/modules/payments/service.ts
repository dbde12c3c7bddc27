import crypto from 'node:crypto';
import {
  formatMoney,
  TransactionType,
  validatePaymentDetail,
  type DepositResult,
  type PaymentDetailField,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentStatusName,
  type ValidationError,
} from '@oyna/contracts';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import type { Outcome } from '../../lib/envelope';
import { AppError, assertValid, badRequest } from '../../lib/errors';
import { apiMessage, type ApiLocale } from '../../lib/messages';
import { amountToMinor, minorToAmount } from '../../lib/money';
import type { Principal } from '../../platform/sessions';
import { InsufficientFundsError } from '../../platform/wallet';
import { verifyCallback } from './gateway/signature';
import { signedFieldMismatch } from './gateway/signed-fields';
import { matchesMask, parseCallback } from './checks';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { MethodRow, PaymentRow } from './queries';
import { statusOf, type RequestContext } from './books';
import { OperatorDesk } from './operator-desk';

/** The detail field that carries the amount (spec §3 Decimal). */
const AMOUNT_KEY = 'Amount';

/**
 * Payments (spec §2, §3, §7, §8): method lists, the dynamic form fields, deposits through a
 * `PaymentGateway` (hosted page + signed callback) or a bank transfer, and withdrawals held at
 * request until an operator decides. Every money move is a ledger entry through `wallets.move`
 * in the same transaction as the payment's state change; the notification is staged there too.
 */
export class PaymentService extends OperatorDesk {
  private text(method: MethodRow, locale: ApiLocale) {
    return method.texts[locale] ?? method.texts.tr ?? { name: method.code, processing: '' };
  }

  async methods(type: number, locale: ApiLocale): Promise<PaymentMethod[]> {
    const rows = await this.deps.queries.methods(type);
    return rows.map((m) => ({
      id: m.id,
      type: m.direction,
      name: this.text(m, locale).name,
      logo: m.logo,
      min: minorToAmount(m.min_minor),
      max: minorToAmount(m.max_minor),
      processingTime: this.text(m, locale).processing,
    }));
  }

  private async method(id: number, type: number): Promise<MethodRow> {
    const method = await this.deps.queries.method(id, type);
    if (!method) throw badRequest('api.paymentMethodUnknown');
    return method;
  }

  /** spec §7 `payment/detail`: the method's fields (spec §3 Payment detail field). */
  async detail(id: number, type: number): Promise<PaymentDetailField[]> {
    const method = await this.method(id, type);
    return method.fields.map((f) => ({
      key: f.key,
      mask: f.mask,
      objectType: f.objectType,
      option: f.option,
      value: f.value,
    }));
  }

  /**
   * spec §5 "every field required", and what the gateway needs: each value of its type, masks
   * filled, dropdown values among the options, the amount within the method's min/max with at
   * most two decimals. Returns the amount in kuruş and the detail restricted to the fields.
   */
  private validate(method: MethodRow, body: PaymentRequest, locale: ApiLocale) {
    const fields = method.fields as unknown as PaymentDetailField[];
    // spec §3: number types as numbers, dropdown values as a number when numeric — as JSON
    // numbers, never text to convert (the body is validated without type coercion; "50" is no
    // ₺50): a number field that carries anything else is a 400 naming the field.
    const numberErrors: Record<string, ValidationError | undefined> = {};
    for (const f of fields) {
      const raw = body.detail[f.key];
      const numericType =
        f.objectType === 'Int' || f.objectType === 'Long' || f.objectType === 'Decimal';
      const numericOption = (f.option ?? []).some((o) => typeof o.id === 'number');
      if ((numericType || numericOption) && raw !== undefined && typeof raw !== 'number') {
        numberErrors[f.key] = { key: 'number' };
      }
    }
    assertValid(numberErrors);
    assertValid(validatePaymentDetail(fields, body.detail));
    // Only the method's own fields count: an amount sent to a method without one is no amount.
    const values: Record<string, unknown> = {};
    for (const f of fields) values[f.key] = body.detail[f.key];
    for (const f of fields) {
      const value = values[f.key];
      if (f.mask && (typeof value !== 'string' || !matchesMask(f.mask, value))) {
        throw badRequest('api.paymentFieldFormat', { field: f.key });
      }
    }
    const amount = values[AMOUNT_KEY];
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
      throw badRequest('api.paymentFieldFormat', { field: AMOUNT_KEY });
    }
    let amountMinor: number;
    try {
      amountMinor = amountToMinor(amount);
    } catch {
      throw badRequest('api.paymentFieldFormat', { field: AMOUNT_KEY });
    }
    if (Math.abs(amount * 100 - amountMinor) > 1e-6) {
      throw badRequest('api.paymentFieldFormat', { field: AMOUNT_KEY });
    }
    if (amountMinor < method.min_minor || amountMinor > method.max_minor) {
      throw badRequest('api.paymentAmountRange', {
        min: formatMoney(minorToAmount(method.min_minor), locale),
        max: formatMoney(minorToAmount(method.max_minor), locale),
      });
    }
    const detail: Record<string, unknown> = {};
    for (const f of fields) detail[f.key] = values[f.key];
    return { amountMinor, detail };
  }

  private transferOutcome(payment: PaymentRow, locale: ApiLocale): Outcome<DepositResult> {
    return {
      data: { reference: payment.reference },
      message: 'api.depositTransferPending',
      values: {
        amount: formatMoney(minorToAmount(payment.amount_minor), locale),
        iban: this.deps.config.transferIban,
        reference: payment.reference ?? '',
      },
    };
  }

  /** Waits for a concurrent request with the same key to finish creating its session. */
  private async settledByKey(playerId: number, key: string): Promise<PaymentRow> {
    for (let i = 0; i < 100; i++) {
      const row = await this.deps.queries.byKey(playerId, key);
      if (row && (row.status !== 'Created' || row.gateway_session)) return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new AppError(409, 'api.paymentNotPending');
  }

  /**
   * spec §7 `payment/deposit`. A hosted method answers the gateway's page URL (spec §2: a string
   * starting with http opens in a new tab); a bank transfer answers its instructions with a
   * reference code as the message, the deposit Pending until ops confirm it.
   */
  async deposit(
    principal: Principal,
    body: PaymentRequest,
    ctx: RequestContext,
  ): Promise<Outcome<DepositResult>> {
    const method = await this.method(body.id, TransactionType.Deposit);
    const { amountMinor, detail } = this.validate(method, body, ctx.locale);
    const transfer = method.flow === 'transfer';
    const key = body.requestKey ?? null;
    // RTS 12: the limits are checked and the deposit recorded in one transaction, under the
    // player's row lock (mayDeposit), so concurrent deposits never pass a limit together; the
    // recorded deposit counts against the limit while it is pending.
    const inserted = await this.deps.db.transaction().execute(async (trx) => {
      const permission = await this.deps.protection.mayDeposit(
        trx,
        principal.playerId,
        amountMinor,
      );
      // The same request key again answers as the first request did (counted once already).
      const repeated = key
        ? await this.deps.queries.byKey(principal.playerId, key, trx)
        : undefined;
      if (!permission.allowed && !repeated) {
        if (permission.reason === 'blocked') throw badRequest('api.protection.depositBlocked');
        throw badRequest(`api.protection.depositLimit.${permission.period}`, {
          remaining: formatMoney(minorToAmount(permission.remainingMinor), ctx.locale),
        });
      }
      return this.deps.queries.insert(trx, {
        player_id: principal.playerId,
        method_id: method.id,
        direction: TransactionType.Deposit,
        status: transfer ? 'Pending' : 'Created',
        amount_minor: amountMinor,
        detail,
        locale: ctx.locale,
        idempotency_key: key,
        reference: transfer ? `OY${crypto.randomBytes(4).toString('hex').toUpperCase()}` : null,
      });
    });
    // A repeated request key (double click, retry) answers as the first request did.
    const payment = inserted ?? (await this.settledByKey(principal.playerId, key ?? ''));
    if (transfer) {
      return this.transferOutcome(payment, ctx.locale);
    }
    if (payment.gateway_session) {
      return { data: this.deps.gateway.urlOf(payment.gateway_session, ctx.origin) };
    }
    if (!inserted) throw new AppError(409, 'api.paymentNotPending');
    // Outside the insert's transaction: the gateway is another service with its own storage.
    const session = await this.deps.gateway.createSession({
      reference: String(payment.id),
      amountMinor,
      currency: payment.currency,
      method: this.text(method, ctx.locale).name,
      locale: ctx.locale,
      returnUrl: `${ctx.origin}/dashboard/deposit`,
      origin: ctx.origin,
    });
    const opened = await this.deps.db.transaction().execute(async (trx) => {
      if (
        !(await this.deps.queries.setSession(trx, payment.id, session.sessionId, session.expiresAt))
      )
        return false;
      await this.deps.queries.audit(trx, {
        payment_id: payment.id,
        actor: 'player',
        action: 'session',
        from_status: 'Created',
        to_status: 'Pending',
      });
      return true;
    });
    if (!opened) {
      // LCCP 3.5: a break closed the deposit while its session was being made; so is the session.
      await this.deps.gateway.cancelSession(session.sessionId);
      throw new AppError(409, 'api.paymentNotPending');
    }
    return { data: session.url };
  }

  /**
   * spec §7 `payment/withdraw`: the amount leaves the balance at once (a ledger hold) and the
   * request waits Pending for an operator. The wallet row lock of `wallets.move` serialises a
   * player's concurrent requests, so they can never take more than the balance.
   */
  async withdraw(
    principal: Principal,
    body: PaymentRequest,
    locale: ApiLocale,
  ): Promise<Outcome<null>> {
    const method = await this.method(body.id, TransactionType.Withdraw);
    const { amountMinor, detail } = this.validate(method, body, locale);
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const payment = await this.deps.queries.insert(trx, {
          player_id: principal.playerId,
          method_id: method.id,
          direction: TransactionType.Withdraw,
          status: 'Pending',
          amount_minor: amountMinor,
          detail,
          locale,
          idempotency_key: body.requestKey ?? null,
        });
        if (!payment) return; // the same request again: held once already
        await this.deps.wallets.move(trx, {
          playerId: principal.playerId,
          amountMinor: -amountMinor,
          kind: 'withdrawal',
          idempotencyKey: `withdrawal:${payment.id}`,
          reference: `payment:${payment.id}`,
        });
        await this.deps.queries.audit(trx, {
          payment_id: payment.id,
          actor: 'player',
          action: 'request',
          from_status: null,
          to_status: 'Pending',
        });
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw badRequest('api.insufficientFunds');
      throw error;
    }
    return {
      data: null,
      message: 'api.withdrawPending',
      values: { amount: formatMoney(minorToAmount(amountMinor), locale) },
    };
  }

  /**
   * The gateway's signed callback. The signature over the raw body is checked first (401 and
   * nothing changes otherwise); then one transaction: the payment's atomic transition
   * Created/Pending → final for exactly this amount, the credit (Confirmed only), audit and
   * notification. A replay finds the payment final with the same transaction and outcome and is
   * answered as the first time, crediting nothing; anything that disagrees is refused and logged.
   */
  async callback(
    rawBody: string,
    signature: string | undefined,
  ): Promise<Outcome<{ status: PaymentStatusName }>> {
    const { gatewaySecret, callbackToleranceSeconds } = this.deps.config;
    const now = Math.floor(Date.now() / 1000);
    if (!verifyCallback(gatewaySecret, signature, rawBody, now, callbackToleranceSeconds)) {
      this.deps.log.warn('payment callback with a bad signature');
      throw new AppError(401, 'api.paymentSignature');
    }
    const event = parseCallback(rawBody);
    if (!event) throw badRequest('api.paymentCallbackRefused');
    const id = Number(event.reference);
    const to =
      event.outcome === 'paid'
        ? 'Confirmed'
        : event.outcome === 'declined'
          ? 'Rejected'
          : 'Cancelled';
    let amountMinor: number;
    try {
      amountMinor = amountToMinor(event.amount);
    } catch {
      throw badRequest('api.paymentCallbackRefused');
    }
    // Every field the gateway signs is the payment's (currency, amount): else 409, nothing changes.
    const signed = Number.isSafeInteger(id)
      ? await this.deps.queries.byId(this.deps.db, id)
      : undefined;
    const mismatch = signed && signedFieldMismatch(event, amountMinor, signed);
    if (mismatch) {
      this.deps.log.warn({ event, payment: signed.id, mismatch }, 'payment callback refused');
      throw new AppError(409, 'api.paymentCallbackRefused');
    }

    // LCCP 3.5 / RTS 12: the player's row is locked first (the order a break and a deposit take
    // it in), then their protection and limits are read as they stand, in the crediting
    // transaction; a payment that may not be credited is Cancelled and returned to its source.
    const known = Number.isSafeInteger(id)
      ? await this.deps.queries.byId(this.deps.db, id)
      : undefined;
    const result = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        let permitted = true;
        if (known) {
          await this.deps.protection.lockPlayer(trx, known.player_id);
          if (to === 'Confirmed') {
            const permission = await this.deps.protection.mayCredit(
              trx,
              known.player_id,
              known.id,
              known.amount_minor,
            );
            permitted = permission.allowed;
          }
        }
        const returned = to === 'Confirmed' && !permitted;
        let payment = await this.deps.queries.transition(
          trx,
          id,
          ['Created', 'Pending'],
          returned ? 'Cancelled' : to,
          {
            direction: TransactionType.Deposit,
            amountMinor,
            gatewayTransaction: event.transactionId,
            returned,
          },
        );
        let from: string = 'Pending';
        if (!payment && to === 'Confirmed') {
          // Paid for a session already closed (it expired, or a break cancelled it): the money
          // was taken all the same, so it goes back to its source.
          payment = await this.deps.queries.claimClosed(trx, id, amountMinor, event.transactionId);
          from = known?.status ?? 'Cancelled';
        }
        if (!payment) return undefined;
        if (payment.refund_state === 'pending') {
          await this.stage(trx, payment, 'depositReturned');
        } else if (to === 'Confirmed') {
          await this.creditDeposit(trx, payment);
        } else if (to === 'Rejected') {
          await this.stage(trx, payment, 'depositRejected');
        }
        await this.deps.queries.audit(trx, {
          payment_id: payment.id,
          actor: 'gateway',
          action: `callback:${event.outcome}`,
          from_status: from,
          to_status: payment.status,
          reason: payment.refund_state ? payment.reason : event.transactionId,
        });
        return payment;
      })
      .catch((error: unknown) => {
        // The same gateway transaction id on another payment: refused (unique constraint).
        if (isUniqueViolation(error)) return null;
        throw error;
      });

    if (result?.refund_state === 'pending') {
      this.flush();
      const settled = await this.returnToSource(result);
      return { data: { status: statusOf(settled.status) }, message: 'api.paymentReturned' };
    }
    if (result) {
      this.flush();
      return { data: { status: statusOf(result.status) }, message: 'api.paymentRecorded' };
    }
    const current = Number.isSafeInteger(id)
      ? await this.deps.queries.byId(this.deps.db, id)
      : undefined;
    if (
      result !== null &&
      current &&
      current.direction === TransactionType.Deposit &&
      current.gateway_transaction === event.transactionId &&
      current.amount_minor === amountMinor &&
      (current.status === to || (to === 'Confirmed' && current.refund_state !== null))
    ) {
      return {
        data: { status: statusOf(current.status) },
        message: current.refund_state ? 'api.paymentReturned' : 'api.paymentRecorded',
      };
    }
    this.deps.log.warn(
      {
        event,
        payment: current
          ? { id: current.id, status: current.status, amountMinor: current.amount_minor }
          : null,
      },
      'payment callback refused: it disagrees with the payment',
    );
    throw new AppError(409, 'api.paymentCallbackRefused');
  }

  /**
   * LCCP 3.5: a player taking a break has their open hosted deposits closed (Cancelled), in the
   * break's transaction, under the player's lock it holds; `afterBreak` then closes their gateway
   * sessions. Money the gateway takes all the same is returned (`callback`).
   */
  async closeForBreak(trx: Transaction<Database>, playerId: number): Promise<PaymentRow[]> {
    const closed = await this.deps.queries.closeOpenHosted(trx, playerId);
    for (const payment of closed) {
      await this.deps.queries.audit(trx, {
        payment_id: payment.id,
        actor: 'system',
        action: 'break',
        from_status: 'Pending',
        to_status: 'Cancelled',
        reason: payment.reason,
      });
    }
    return closed;
  }

  /**
   * After a break committed: its deposits' gateway sessions are cancelled at once; a
   * self-excluded player is told by e-mail how the balance left is paid out to them (LCCP 3.5),
   * and ops see it in the balances owed (api/README.md › Payments).
   */
  async afterBreak(
    playerId: number,
    closed: PaymentRow[],
    exclusion: { until: string; locale: ApiLocale } | null,
  ): Promise<void> {
    for (const payment of closed) {
      if (!payment.gateway_session) continue;
      await this.deps.gateway.cancelSession(payment.gateway_session).catch((error: unknown) => {
        this.deps.log.error({ err: error, payment: payment.id }, 'gateway session cancel');
      });
    }
    if (!exclusion) return;
    const balanceMinor = await this.deps.wallets.balanceMinor(playerId);
    const player = await this.deps.queries.player(playerId);
    if (balanceMinor <= 0 || !player) return;
    const { locale } = exclusion;
    const values = {
      amount: formatMoney(minorToAmount(balanceMinor), locale),
      date: exclusion.until,
    };
    await this.deps.outbox.send({
      channel: 'email',
      recipient: player.email,
      subject: apiMessage(locale, 'api.mail.exclusionPayout.subject'),
      text: apiMessage(locale, 'api.mail.exclusionPayout.text', values),
    });
  }

  /** Hosted deposits whose session ran out become Expired (spec §3 Expired); audited. */
  async expire(): Promise<number> {
    const rows = await this.deps.queries.expire();
    for (const row of rows) {
      await this.deps.queries.audit(this.deps.db, {
        payment_id: row.id,
        actor: 'system',
        action: 'expire',
        from_status: 'Pending',
        to_status: 'Expired',
      });
    }
    return rows.length;
  }
}

const isUniqueViolation = (error: unknown) => violatedUniqueConstraint(error) !== undefined;

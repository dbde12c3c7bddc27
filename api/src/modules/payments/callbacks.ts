import { TransactionType, type PaymentStatusName } from '@oyna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { violatedUniqueConstraint } from '../../lib/db-errors';
import type { Outcome } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import { amountToMinor } from '../../lib/money';
import type { ProtectionRules } from '../protection';
import { parseCallback } from './checks';
import { verifyCallback } from './gateway/signature';
import { signedFieldMismatch } from './gateway/signed-fields';
import type { PaymentLedger } from './ledger';
import type { PaymentQueries } from './queries';
import { statusOf } from './records';
import type { GatewayTransfers } from './transfers';

export interface GatewayCallbacksDeps {
  queries: PaymentQueries;
  ledger: PaymentLedger;
  transfers: GatewayTransfers;
  /** LCCP 3.5 / RTS 12: asked in every transaction that credits a deposit (`mayCredit`). */
  protection: Pick<ProtectionRules, 'mayCredit' | 'lockPlayer'>;
  /** The shared secret the gateway signs with, and how old a signature may be (payments config). */
  gatewaySecret: string;
  callbackToleranceSeconds: number;
  log: FastifyBaseLogger;
}

/**
 * What the gateway reports of hosted deposits: its signed callbacks (spec §3: the payment's one
 * atomic transition, the credit, audit and notification in one transaction) and the sessions
 * that ran out.
 */
export class GatewayCallbacks {
  constructor(private readonly deps: GatewayCallbacksDeps) {}

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
    const { gatewaySecret, callbackToleranceSeconds } = this.deps;
    const now = Math.floor(Date.now() / 1000);
    if (!verifyCallback(gatewaySecret, signature, rawBody, now, callbackToleranceSeconds)) {
      this.deps.log.warn('payment callback with a bad signature');
      throw new AppError(401, 'server.paymentSignature');
    }
    const event = parseCallback(rawBody);
    if (!event) throw badRequest('server.paymentCallbackRefused');
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
      throw badRequest('server.paymentCallbackRefused');
    }
    // Every field the gateway signs is the payment's (currency, amount): else 409, nothing changes.
    const signed = Number.isSafeInteger(id) ? await this.deps.queries.byId(id) : undefined;
    const mismatch = signed && signedFieldMismatch(event, amountMinor, signed);
    if (mismatch) {
      this.deps.log.warn({ event, payment: signed.id, mismatch }, 'payment callback refused');
      throw new AppError(409, 'server.paymentCallbackRefused');
    }

    // LCCP 3.5 / RTS 12: the player's row is locked first (the order a break and a deposit take
    // it in), then their protection and limits are read as they stand, in the crediting
    // transaction; a payment that may not be credited is Cancelled and returned to its source.
    const known = Number.isSafeInteger(id) ? await this.deps.queries.byId(id) : undefined;
    const result = await this.deps.queries
      .transaction(async (trx) => {
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
          await this.deps.ledger.stage(trx, payment, 'depositReturned');
        } else if (to === 'Confirmed') {
          await this.deps.ledger.creditDeposit(trx, payment);
        } else if (to === 'Rejected') {
          await this.deps.ledger.stage(trx, payment, 'depositRejected');
        }
        await this.deps.queries.audit(
          {
            payment_id: payment.id,
            actor: 'gateway',
            action: `callback:${event.outcome}`,
            from_status: from,
            to_status: payment.status,
            reason: payment.refund_state ? payment.reason : event.transactionId,
          },
          trx,
        );
        return payment;
      })
      .catch((error: unknown) => {
        // The same gateway transaction id on another payment: refused (unique constraint).
        if (isUniqueViolation(error)) return null;
        throw error;
      });

    if (result?.refund_state === 'pending') {
      this.deps.ledger.flush();
      const settled = await this.deps.transfers.returnToSource(result);
      return { data: { status: statusOf(settled.status) }, message: 'server.paymentReturned' };
    }
    if (result) {
      this.deps.ledger.flush();
      return { data: { status: statusOf(result.status) }, message: 'server.paymentRecorded' };
    }
    const current = Number.isSafeInteger(id) ? await this.deps.queries.byId(id) : undefined;
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
        message: current.refund_state ? 'server.paymentReturned' : 'server.paymentRecorded',
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
    throw new AppError(409, 'server.paymentCallbackRefused');
  }

  /** Hosted deposits whose session ran out become Expired (spec §3 Expired); audited. */
  async expire(): Promise<number> {
    const rows = await this.deps.queries.expire();
    for (const row of rows) {
      await this.deps.queries.audit({
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

import {
  TransactionType,
  type AdminPaymentDecision,
  type AdminPaymentRecord,
  type AdminPaymentsQuery,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { PaymentBooks } from './books';

/**
 * The operators' desk (api/README.md › Payments; the cashier CLI calls it over HTTP): Pending
 * withdrawals and bank transfer deposits listed, approved or rejected, each decision audited.
 */
export class OperatorDesk extends PaymentBooks {
  async list(query: AdminPaymentsQuery): Promise<AdminPaymentRecord[]> {
    const rows = await this.deps.queries.list(query.status, query.type, query.limit);
    return Promise.all(rows.map((r) => this.record(r)));
  }

  /**
   * A payment an operator may decide: it exists, and it is a withdrawal or a bank transfer deposit
   * (hosted deposits are decided by their gateway only).
   */
  private async assertOperatorDecides(id: number): Promise<void> {
    const existing = await this.deps.queries.byId(this.deps.db, id);
    if (!existing) throw new AppError(404, 'api.paymentNotFound');
    const method = await this.deps.queries.methodById(existing.method_id);
    if (existing.direction === TransactionType.Deposit && method?.flow !== 'transfer') {
      throw new AppError(409, 'api.paymentNotPending');
    }
  }

  /**
   * Operators approve a Pending withdrawal (it is paid out through the gateway) or a Pending bank
   * transfer deposit (credited). Hosted deposits are decided by their gateway only.
   */
  async approve(request: AdminPaymentDecision): Promise<Outcome<AdminPaymentRecord>> {
    await this.assertOperatorDecides(request.id);
    const payment = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.deps.queries.transition(trx, request.id, ['Pending'], 'Confirmed', {
        decidedBy: request.operator,
        reason: request.reason || null,
      });
      if (!row) return undefined;
      if (row.direction === TransactionType.Deposit) {
        await this.creditDeposit(trx, row);
      } else {
        await this.stage(trx, row, 'withdrawApproved');
      }
      await this.deps.queries.audit(trx, {
        payment_id: row.id,
        actor: `operator:${request.operator}`,
        action: 'approve',
        from_status: 'Pending',
        to_status: 'Confirmed',
        reason: request.reason || null,
      });
      return row;
    });
    if (!payment) throw new AppError(409, 'api.paymentNotPending');
    this.flush();
    if (payment.direction === TransactionType.Withdraw) {
      const payoutId = await this.deps.gateway.payout({
        reference: String(payment.id),
        amountMinor: payment.amount_minor,
        currency: payment.currency,
        detail: payment.detail,
      });
      await this.deps.queries.audit(this.deps.db, {
        payment_id: payment.id,
        actor: 'gateway',
        action: 'payout',
        from_status: 'Confirmed',
        to_status: 'Confirmed',
        reason: payoutId,
      });
    }
    return { data: await this.record(payment), message: 'api.paymentRecorded' };
  }

  /** Operators reject a Pending payment; a withdrawal's hold returns through the ledger. */
  async reject(request: AdminPaymentDecision): Promise<Outcome<AdminPaymentRecord>> {
    await this.assertOperatorDecides(request.id);
    const payment = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.deps.queries.transition(trx, request.id, ['Pending'], 'Rejected', {
        decidedBy: request.operator,
        reason: request.reason || null,
      });
      if (!row) return undefined;
      if (row.direction === TransactionType.Withdraw) {
        await this.deps.wallets.move(trx, {
          playerId: row.player_id,
          amountMinor: row.amount_minor,
          kind: 'withdrawal_refund',
          idempotencyKey: `withdrawal-refund:${row.id}`,
          reference: `payment:${row.id}`,
        });
        await this.stage(trx, row, 'withdrawRejected', request.reason);
      } else {
        await this.stage(trx, row, 'depositRejected', request.reason);
      }
      await this.deps.queries.audit(trx, {
        payment_id: row.id,
        actor: `operator:${request.operator}`,
        action: 'reject',
        from_status: 'Pending',
        to_status: 'Rejected',
        reason: request.reason || null,
      });
      return row;
    });
    if (!payment) throw new AppError(409, 'api.paymentNotPending');
    this.flush();
    return { data: await this.record(payment), message: 'api.paymentRecorded' };
  }
}

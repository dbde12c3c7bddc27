import {
  TransactionType,
  type AdminPaymentDecision,
  type AdminPaymentRecord,
  type AdminPaymentsQuery,
  type AdminRefundRetry,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { ProtectionRules } from '../protection';
import type { PaymentLedger } from './ledger';
import type { PaymentQueries, PaymentRow } from './queries';
import type { PaymentRecords } from './records';
import type { GatewayTransfers } from './transfers';

export interface OperatorDeskDeps {
  queries: PaymentQueries;
  ledger: PaymentLedger;
  records: PaymentRecords;
  transfers: GatewayTransfers;
  /** LCCP 3.5 / RTS 12: a bank transfer is credited only if its player may receive it now. */
  protection: Pick<ProtectionRules, 'mayCredit' | 'lockPlayer'>;
}

/**
 * The operators' desk (api/README.md › Payments; the cashier CLI calls it over HTTP): Pending
 * withdrawals and bank transfer deposits listed, approved or rejected, each decision audited;
 * the refund queue of deposits returned to their source, and its retries.
 */
export class OperatorDesk {
  constructor(private readonly deps: OperatorDeskDeps) {}

  async list(query: AdminPaymentsQuery): Promise<AdminPaymentRecord[]> {
    const rows = await this.deps.queries.list(query.status, query.type, query.limit);
    return this.deps.records.records(rows);
  }

  /**
   * A payment an operator may decide: it exists, and it is a withdrawal or a bank transfer deposit
   * (hosted deposits are decided by their gateway only).
   */
  private async assertOperatorDecides(id: number): Promise<PaymentRow> {
    const existing = await this.deps.queries.byId(id);
    if (!existing) throw new AppError(404, 'api.paymentNotFound');
    const method = await this.deps.queries.methodById(existing.method_id);
    if (existing.direction === TransactionType.Deposit && method?.flow !== 'transfer') {
      throw new AppError(409, 'api.paymentNotPending');
    }
    return existing;
  }

  /**
   * Operators approve a Pending withdrawal (it is paid out through the gateway) or a Pending bank
   * transfer deposit (credited). Hosted deposits are decided by their gateway only.
   */
  async approve(request: AdminPaymentDecision): Promise<Outcome<AdminPaymentRecord>> {
    const { queries, ledger, protection } = this.deps;
    const existing = await this.assertOperatorDecides(request.id);
    const deposit = existing.direction === TransactionType.Deposit;
    const payment = await queries.transaction(async (trx) => {
      // LCCP 3.5 / RTS 12: a bank transfer is credited only if its player may receive it now
      // (no break, within the limits as they stand), decided under the player's lock.
      const permitted = deposit
        ? (await protection.mayCredit(trx, existing.player_id, existing.id, existing.amount_minor))
            .allowed
        : true;
      const row = await queries.transition(
        trx,
        request.id,
        ['Pending'],
        permitted ? 'Confirmed' : 'Cancelled',
        { decidedBy: request.operator, reason: request.reason || null, returned: !permitted },
      );
      if (!row) return undefined;
      if (!permitted) {
        await ledger.stage(trx, row, 'depositReturned');
      } else if (deposit) {
        await ledger.creditDeposit(trx, row);
      } else {
        await ledger.stage(trx, row, 'withdrawApproved');
      }
      await queries.audit(
        {
          payment_id: row.id,
          actor: `operator:${request.operator}`,
          action: 'approve',
          from_status: 'Pending',
          to_status: row.status,
          reason: row.refund_state ? row.reason : request.reason || null,
        },
        trx,
      );
      return row;
    });
    if (!payment) throw new AppError(409, 'api.paymentNotPending');
    ledger.flush();
    if (payment.refund_state === 'pending') {
      const settled = await this.deps.transfers.returnToSource(payment);
      return { data: await this.deps.records.record(settled), message: 'api.paymentReturned' };
    }
    if (payment.direction === TransactionType.Withdraw) {
      await this.deps.transfers.payOut(payment);
    }
    return { data: await this.deps.records.record(payment), message: 'api.paymentRecorded' };
  }

  /** Operators reject a Pending payment; a withdrawal's hold returns through the ledger. */
  async reject(request: AdminPaymentDecision): Promise<Outcome<AdminPaymentRecord>> {
    const { queries, ledger, protection } = this.deps;
    const existing = await this.assertOperatorDecides(request.id);
    const payment = await queries.transaction(async (trx) => {
      // The lock order (platform/wallet.ts › lockPlayerRow): the player's row before the payment's
      // and the wallet's, as the gateway's callback and the approval take them.
      await protection.lockPlayer(trx, existing.player_id);
      const row = await queries.transition(trx, request.id, ['Pending'], 'Rejected', {
        decidedBy: request.operator,
        reason: request.reason || null,
      });
      if (!row) return undefined;
      if (row.direction === TransactionType.Withdraw) {
        await ledger.releaseWithdrawal(trx, row);
        await ledger.stage(trx, row, 'withdrawRejected', request.reason);
      } else {
        await ledger.stage(trx, row, 'depositRejected', request.reason);
      }
      await queries.audit(
        {
          payment_id: row.id,
          actor: `operator:${request.operator}`,
          action: 'reject',
          from_status: 'Pending',
          to_status: 'Rejected',
          reason: request.reason || null,
        },
        trx,
      );
      return row;
    });
    if (!payment) throw new AppError(409, 'api.paymentNotPending');
    ledger.flush();
    return { data: await this.deps.records.record(payment), message: 'api.paymentRecorded' };
  }

  /**
   * The refund queue: deposits returned to their source whose refund the gateway refused (or
   * has not answered yet), oldest first (api/README.md › Payments).
   */
  async refunds(limit: number): Promise<AdminPaymentRecord[]> {
    const rows = await this.deps.queries.refunds(limit);
    return this.deps.records.records(rows);
  }

  /** An operator asks the gateway again for a refused refund (one caller wins a double click). */
  async retryRefund(request: AdminRefundRetry): Promise<Outcome<AdminPaymentRecord>> {
    const claimed = await this.deps.queries.claimRetry(request.id);
    if (!claimed) throw new AppError(409, 'api.paymentRefundNotRefused');
    await this.deps.queries.audit({
      payment_id: claimed.id,
      actor: `operator:${request.operator}`,
      action: 'refund:retry',
      from_status: claimed.status,
      to_status: claimed.status,
      reason: null,
    });
    const settled = await this.deps.transfers.returnToSource(claimed);
    return { data: await this.deps.records.record(settled), message: 'api.paymentRecorded' };
  }
}

import {
  TransactionType,
  type AdminKycClear,
  type AdminPaymentDecision,
  type AdminPaymentRecord,
  type AdminPaymentsQuery,
  type AdminRefundRetry,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import type { Operator } from '../../lib/operator';
import type { AuditDetail } from '../staff';
import type { ProtectionRules } from '../protection';
import type { PaymentLedger } from './ledger';
import type { PaymentQueries, PaymentRow } from './queries';
import type { PaymentRecords } from './records';
import { decisionView, type PaymentReviews } from './reviews';
import type { GatewayTransfers } from './transfers';

type Trx = Parameters<PaymentReviews['lock']>[0];
type TrailEntry = Omit<Parameters<PaymentQueries['audit']>[0], 'actor'>;

export interface OperatorDeskDeps {
  queries: PaymentQueries;
  ledger: PaymentLedger;
  records: PaymentRecords;
  transfers: GatewayTransfers;
  /** LCCP 3.5 / RTS 12: a bank transfer is credited only if its player may receive it now. */
  protection: Pick<ProtectionRules, 'mayCredit' | 'lockPlayer'>;
  reviews: PaymentReviews;
  /** WITHDRAWAL_FOUR_EYES_MINOR: a withdrawal of at least this needs two approvers. */
  fourEyesMinor: number;
}

/**
 * The operators' desk (api/README.md › Payments; the cashier CLI calls it over HTTP): Pending
 * withdrawals and bank transfer deposits listed, approved or rejected, each decision audited;
 * the refund queue of deposits returned to their source, and its retries.
 */
export class OperatorDesk {
  constructor(private readonly deps: OperatorDeskDeps) {}

  /**
   * The payment under the lock order (platform/wallet.ts › lockPlayerRow): the player's row before
   * the payment's and the wallet's, as the gateway's callback and every decision take them; the
   * payment only if it is still Pending, its state before the decision kept for the audit.
   */
  private async lockPending(
    trx: Trx,
    existing: PaymentRow,
    audit: AuditDetail,
  ): Promise<PaymentRow | undefined> {
    await this.deps.protection.lockPlayer(trx, existing.player_id);
    const locked = await this.deps.reviews.lock(trx, existing.id);
    if (locked?.status !== 'Pending') return undefined;
    audit.before = decisionView(locked);
    return locked;
  }

  /** A decision's record in the payment's own trail, by the operator (in `trx` when given). */
  private trail(operator: Operator, entry: TrailEntry, trx?: Trx): Promise<void> {
    return this.deps.queries.audit({ ...entry, actor: `operator:${operator.name}` }, trx);
  }

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
    if (!existing) throw new AppError(404, 'server.paymentNotFound');
    const method = await this.deps.queries.methodById(existing.method_id);
    if (existing.direction === TransactionType.Deposit && method?.flow !== 'transfer') {
      throw new AppError(409, 'server.paymentNotPending');
    }
    return existing;
  }

  /**
   * Operators approve a Pending withdrawal (it is paid out through the gateway) or a Pending bank
   * transfer deposit (credited). Hosted deposits are decided by their gateway only. The back office
   * › the audit: a withdrawal held for an identity review is refused until the review is cleared;
   * a withdrawal at or above the four-eyes amount needs two approvals by different people — the
   * first is recorded and answered with the payment still Pending, the second completes it. All of
   * it under the player's and the payment's row locks, so parallel approvals are decided in turn.
   */
  async approve(
    request: AdminPaymentDecision,
    operator: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminPaymentRecord>> {
    const { queries, ledger, protection, reviews } = this.deps;
    const existing = await this.assertOperatorDecides(request.id);
    const deposit = existing.direction === TransactionType.Deposit;
    const reason = request.reason || null;
    audit.object = `payment:${existing.id}`;
    const outcome = await queries.transaction(async (trx) => {
      const locked = await this.lockPending(trx, existing, audit);
      if (!locked) return undefined;
      if (locked.kyc_hold && !locked.kyc_cleared_at) {
        throw new AppError(409, 'server.paymentKycHold');
      }
      if (!deposit && locked.amount_minor >= this.deps.fourEyesMinor) {
        if (locked.first_approver_key === operator.key)
          throw badRequest('server.paymentSameApprover');
        if (!locked.first_approver_key) {
          const first = await reviews.firstApproval(trx, locked.id, operator);
          if (!first) return undefined;
          await this.trail(
            operator,
            {
              payment_id: first.id,
              action: 'approve:first',
              from_status: 'Pending',
              to_status: 'Pending',
              reason,
            },
            trx,
          );
          return { row: first, first: true };
        }
      }
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
        { decidedBy: operator.name, reason, returned: !permitted },
      );
      if (!row) return undefined;
      if (!permitted) {
        await ledger.stage(trx, row, 'depositReturned');
      } else if (deposit) {
        await ledger.creditDeposit(trx, row);
      } else {
        await ledger.stage(trx, row, 'withdrawApproved');
      }
      await this.trail(
        operator,
        {
          payment_id: row.id,
          action: 'approve',
          from_status: 'Pending',
          to_status: row.status,
          reason: row.refund_state ? row.reason : reason,
        },
        trx,
      );
      return { row, first: false };
    });
    if (!outcome) throw new AppError(409, 'server.paymentNotPending');
    const payment = outcome.row;
    audit.after = decisionView(payment);
    if (outcome.first) {
      return {
        data: await this.deps.records.record(payment),
        message: 'server.paymentFirstApproval',
      };
    }
    ledger.flush();
    if (payment.refund_state === 'pending') {
      const settled = await this.deps.transfers.returnToSource(payment);
      audit.after = decisionView(settled);
      return { data: await this.deps.records.record(settled), message: 'server.paymentReturned' };
    }
    if (payment.direction === TransactionType.Withdraw) {
      await this.deps.transfers.payOut(payment);
    }
    return { data: await this.deps.records.record(payment), message: 'server.paymentRecorded' };
  }

  /**
   * Operators reject a Pending payment; a withdrawal's hold returns through the ledger. Anyone who
   * may decide ends a four-eyes withdrawal or one held for an identity review by rejecting it.
   */
  async reject(
    request: AdminPaymentDecision,
    operator: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminPaymentRecord>> {
    const { queries, ledger } = this.deps;
    const existing = await this.assertOperatorDecides(request.id);
    const reason = request.reason || null;
    audit.object = `payment:${existing.id}`;
    const payment = await queries.transaction(async (trx) => {
      if (!(await this.lockPending(trx, existing, audit))) return undefined;
      const row = await queries.transition(trx, request.id, ['Pending'], 'Rejected', {
        decidedBy: operator.name,
        reason,
      });
      if (!row) return undefined;
      if (row.direction === TransactionType.Withdraw) {
        await ledger.releaseWithdrawal(trx, row);
        await ledger.stage(trx, row, 'withdrawRejected', request.reason);
      } else {
        await ledger.stage(trx, row, 'depositRejected', request.reason);
      }
      await this.trail(
        operator,
        {
          payment_id: row.id,
          action: 'reject',
          from_status: 'Pending',
          to_status: 'Rejected',
          reason,
        },
        trx,
      );
      return row;
    });
    if (!payment) throw new AppError(409, 'server.paymentNotPending');
    audit.after = decisionView(payment);
    ledger.flush();
    return { data: await this.deps.records.record(payment), message: 'server.paymentRecorded' };
  }

  /**
   * The back office › the audit: a cashier, risk or the owner clears the identity (KYC) review that
   * holds a player's large first withdrawal, with the reason; it may then be approved. Once only.
   */
  async clearKyc(
    request: AdminKycClear,
    operator: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminPaymentRecord>> {
    const { queries, reviews } = this.deps;
    const existing = await queries.byId(request.id);
    if (!existing) throw new AppError(404, 'server.paymentNotFound');
    audit.object = `payment:${existing.id}`;
    const payment = await queries.transaction(async (trx) => {
      const locked = await this.lockPending(trx, existing, audit);
      if (!locked) throw new AppError(409, 'server.paymentNotPending');
      const row = await reviews.clearKyc(trx, locked.id, operator);
      if (!row) throw new AppError(409, 'server.paymentNoKycHold');
      await this.trail(
        operator,
        {
          payment_id: row.id,
          action: 'kyc:clear',
          from_status: 'Pending',
          to_status: 'Pending',
          reason: request.reason,
        },
        trx,
      );
      return row;
    });
    audit.after = decisionView(payment);
    return { data: await this.deps.records.record(payment), message: 'server.paymentKycCleared' };
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
  async retryRefund(
    request: AdminRefundRetry,
    operator: Operator,
    audit: AuditDetail = {},
  ): Promise<Outcome<AdminPaymentRecord>> {
    const claimed = await this.deps.queries.claimRetry(request.id);
    if (!claimed) throw new AppError(409, 'server.paymentRefundNotRefused');
    audit.object = `payment:${claimed.id}`;
    audit.before = { ...decisionView(claimed), refundState: 'refused' };
    await this.trail(operator, {
      payment_id: claimed.id,
      action: 'refund:retry',
      from_status: claimed.status,
      to_status: claimed.status,
      reason: null,
    });
    const settled = await this.deps.transfers.returnToSource(claimed);
    audit.after = decisionView(settled);
    return { data: await this.deps.records.record(settled), message: 'server.paymentRecorded' };
  }
}

import {
  TransactionType,
  type AdminBalanceOwed,
  type AdminOwedPayout,
  type AdminRefundRetry,
  type AdminPaymentDecision,
  type AdminPaymentRecord,
  type AdminPaymentsQuery,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import { PaymentBooks } from './books';
import type { PaymentRow } from './queries';

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
  private async assertOperatorDecides(id: number): Promise<PaymentRow> {
    const existing = await this.deps.queries.byId(this.deps.db, id);
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
    const existing = await this.assertOperatorDecides(request.id);
    const deposit = existing.direction === TransactionType.Deposit;
    const payment = await this.deps.db.transaction().execute(async (trx) => {
      // LCCP 3.5 / RTS 12: a bank transfer is credited only if its player may receive it now
      // (no break, within the limits as they stand), decided under the player's lock.
      const permitted = deposit
        ? (
            await this.deps.protection.mayCredit(
              trx,
              existing.player_id,
              existing.id,
              existing.amount_minor,
            )
          ).allowed
        : true;
      const row = await this.deps.queries.transition(
        trx,
        request.id,
        ['Pending'],
        permitted ? 'Confirmed' : 'Cancelled',
        { decidedBy: request.operator, reason: request.reason || null, returned: !permitted },
      );
      if (!row) return undefined;
      if (!permitted) {
        await this.stage(trx, row, 'depositReturned');
      } else if (deposit) {
        await this.creditDeposit(trx, row);
      } else {
        await this.stage(trx, row, 'withdrawApproved');
      }
      await this.deps.queries.audit(trx, {
        payment_id: row.id,
        actor: `operator:${request.operator}`,
        action: 'approve',
        from_status: 'Pending',
        to_status: row.status,
        reason: row.refund_state ? row.reason : request.reason || null,
      });
      return row;
    });
    if (!payment) throw new AppError(409, 'api.paymentNotPending');
    this.flush();
    if (payment.refund_state === 'pending') {
      const settled = await this.returnToSource(payment);
      return { data: await this.record(settled), message: 'api.paymentReturned' };
    }
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
    const existing = await this.assertOperatorDecides(request.id);
    const payment = await this.deps.db.transaction().execute(async (trx) => {
      // The lock order (platform/wallet.ts › lockPlayerRow): the player's row before the payment's
      // and the wallet's, as the gateway's callback and the approval take them.
      await this.deps.protection.lockPlayer(trx, existing.player_id);
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

  /**
   * The refund queue: deposits returned to their source whose refund the gateway refused (or
   * has not answered yet), oldest first (api/README.md › Payments).
   */
  async refunds(limit: number): Promise<AdminPaymentRecord[]> {
    const rows = await this.deps.queries.refunds(limit);
    return Promise.all(rows.map((r) => this.record(r)));
  }

  /** An operator asks the gateway again for a refused refund (one caller wins a double click). */
  async retryRefund(request: AdminRefundRetry): Promise<Outcome<AdminPaymentRecord>> {
    const claimed = await this.deps.queries.claimRetry(request.id);
    if (!claimed) throw new AppError(409, 'api.paymentRefundNotRefused');
    await this.deps.queries.audit(this.deps.db, {
      payment_id: claimed.id,
      actor: `operator:${request.operator}`,
      action: 'refund:retry',
      from_status: claimed.status,
      to_status: claimed.status,
      reason: null,
    });
    const settled = await this.returnToSource(claimed);
    return { data: await this.record(settled), message: 'api.paymentRecorded' };
  }

  /**
   * LCCP 3.5: self-excluded players whose balance is still held, to be paid out to them (each
   * was told how by e-mail when the exclusion began).
   */
  async balancesOwed(limit: number): Promise<AdminBalanceOwed[]> {
    const rows = await this.deps.queries.owed(limit);
    const owed: AdminBalanceOwed[] = [];
    for (const row of rows) {
      const block = await this.deps.protection.block(this.deps.db, row.player_id);
      if (block?.kind !== 'exclusion') continue;
      owed.push({
        playerId: row.player_id,
        username: row.username,
        email: row.email,
        balance: minorToAmount(row.balance_minor),
        excludedAt: row.block_from ? new Date(row.block_from).toISOString() : null,
        until: block.until.toISOString(),
      });
    }
    return owed;
  }

  /**
   * LCCP 3.5: an operator pays a self-excluded player's whole balance out to them — a withdrawal
   * recorded Confirmed (the ledger's `withdrawal`, under the wallet's row lock, so two operators
   * at once pay it once) and sent through the gateway's payout to the account on file.
   */
  async payOutOwed(request: AdminOwedPayout): Promise<Outcome<AdminPaymentRecord>> {
    const block = await this.deps.protection.block(this.deps.db, request.playerId);
    if (block?.kind !== 'exclusion') throw new AppError(409, 'api.paymentNothingOwed');
    const method = await this.deps.queries.payoutMethod();
    if (!method) throw new AppError(409, 'api.paymentNothingOwed');
    const detail = await this.deps.queries.lastDetail(request.playerId);
    const payment = await this.deps.db.transaction().execute(async (trx) => {
      const balanceMinor = await this.deps.wallets.lockBalance(trx, request.playerId);
      if (balanceMinor <= 0) return undefined;
      const row = await this.deps.queries.insert(trx, {
        player_id: request.playerId,
        method_id: method.id,
        direction: TransactionType.Withdraw,
        status: 'Pending',
        amount_minor: balanceMinor,
        detail,
        locale: 'tr',
        idempotency_key: null,
      });
      if (!row) return undefined;
      await this.deps.wallets.move(trx, {
        playerId: request.playerId,
        amountMinor: -balanceMinor,
        kind: 'withdrawal',
        idempotencyKey: `withdrawal:${row.id}`,
        reference: `payment:${row.id}`,
      });
      const confirmed = await this.deps.queries.transition(trx, row.id, ['Pending'], 'Confirmed', {
        decidedBy: request.operator,
        reason: OWED_REASON,
      });
      await this.deps.queries.audit(trx, {
        payment_id: row.id,
        actor: `operator:${request.operator}`,
        action: 'payout:owed',
        from_status: null,
        to_status: 'Confirmed',
        reason: OWED_REASON,
      });
      await this.stage(trx, confirmed ?? row, 'withdrawApproved');
      return confirmed ?? row;
    });
    if (!payment) throw new AppError(409, 'api.paymentNothingOwed');
    this.flush();
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
    return { data: await this.record(payment), message: 'api.paymentRecorded' };
  }
}

/** What ops and the player read on a self-excluded player's balance paid out (LCCP 3.5). */
const OWED_REASON = 'balance paid out: self-exclusion';

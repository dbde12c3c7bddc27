import type { AdminPaymentRecord, PaymentStatusName } from '@oyna/contracts';
import { minorToAmount } from '../../lib/money';
import type { PaymentQueries, PaymentRow } from './queries';
import { awaitingOf } from './reviews';

export const statusOf = (s: string) => s as PaymentStatusName;

/** The operators' view of a payment (api/README.md › Payments): its row, method and player. */
export class PaymentRecords {
  constructor(private readonly queries: PaymentQueries) {}

  async record(row: PaymentRow): Promise<AdminPaymentRecord> {
    const method = await this.queries.methodById(row.method_id);
    return {
      id: row.id,
      username: await this.queries.username(row.player_id),
      type: row.direction,
      method: method?.code ?? '',
      amount: minorToAmount(row.amount_minor),
      status: statusOf(row.status),
      detail: row.detail,
      reference: row.reference,
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
      decidedBy: row.decided_by,
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      refundState: row.refund_state,
      refundId: row.refund_id,
      refundError: row.refund_error,
      awaiting: awaitingOf(row),
      firstApprovedBy: row.first_approved_by,
      firstApprovedAt: row.first_approved_at ? new Date(row.first_approved_at).toISOString() : null,
      kycClearedBy: row.kyc_cleared_by,
    };
  }

  records(rows: PaymentRow[]): Promise<AdminPaymentRecord[]> {
    return Promise.all(rows.map((r) => this.record(r)));
  }
}

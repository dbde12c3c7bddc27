import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Operator } from '../../lib/operator';
import { minorToAmount } from '../../lib/money';
import type { PaymentRow } from './queries';
import {
  lockPayment,
  paidWithdrawalBefore,
  setFirstApproval,
  setKycCleared,
} from './review-queries';

type Trx = Transaction<Database>;

/**
 * The back office › the audit: the statements of four eyes on a large withdrawal and of the
 * identity (KYC) review of a large first withdrawal. Each runs in the decision's transaction,
 * after the player's and the payment's row locks (platform/wallet.ts › lockPlayerRow: the player
 * before the payment), so parallel approvals of one payment run one after the other.
 */
export class PaymentReviews {
  /** The payment's row, locked until the transaction ends (FOR UPDATE). */
  lock(trx: Trx, id: number): Promise<PaymentRow | undefined> {
    return lockPayment(trx, id);
  }

  /**
   * The first of two approvals: recorded once, only while the payment is Pending and nobody has
   * approved it yet (one conditional statement, under the row lock besides).
   */
  firstApproval(trx: Trx, id: number, operator: Operator): Promise<PaymentRow | undefined> {
    return setFirstApproval(trx, id, operator);
  }

  /** The identity review cleared: once, only while it holds a Pending withdrawal. */
  clearKyc(trx: Trx, id: number, operator: Operator): Promise<PaymentRow | undefined> {
    return setKycCleared(trx, id, operator);
  }

  /** Whether the player was ever paid a withdrawal (a later one is not their first). */
  paidBefore(trx: Trx, playerId: number): Promise<boolean> {
    return paidWithdrawalBefore(trx, playerId);
  }
}

/** What a Pending payment still waits for besides its decision (AdminPaymentRecord.awaiting). */
export function awaitingOf(row: PaymentRow): 'kycReview' | 'secondApproval' | null {
  if (row.status !== 'Pending') return null;
  if (row.kyc_hold && !row.kyc_cleared_at) return 'kycReview';
  if (row.first_approver_key) return 'secondApproval';
  return null;
}

/** A payment's decision state, as the one audit's before and after record it. */
export function decisionView(row: PaymentRow) {
  return {
    status: row.status,
    type: row.direction,
    amount: minorToAmount(row.amount_minor),
    awaiting: awaitingOf(row),
    firstApprovedBy: row.first_approved_by,
    kycHold: row.kyc_hold,
    kycClearedBy: row.kyc_cleared_by,
    decidedBy: row.decided_by,
    reason: row.reason,
    refundState: row.refund_state,
  };
}

import { TransactionType } from '@oyna/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Operator } from '../../lib/operator';
import type { PaymentRow } from './queries';

// The statements of four eyes and of the identity review (reviews.ts › PaymentReviews): each
// runs in the decision's transaction, so its row lock and conditions hold until the decision.
type Trx = Transaction<Database>;

/** The payment's row, locked until the transaction ends (FOR UPDATE). */
export function lockPayment(trx: Trx, id: number): Promise<PaymentRow | undefined> {
  return trx.selectFrom('payment').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Records the first of two approvals, only while Pending and not yet approved. */
export function setFirstApproval(
  trx: Trx,
  id: number,
  operator: Operator,
): Promise<PaymentRow | undefined> {
  const now = new Date().toISOString();
  return trx
    .updateTable('payment')
    .set({
      first_approved_by: operator.name,
      first_approver_key: operator.key,
      first_approved_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .where('first_approver_key', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Clears the identity review, only while it holds a Pending withdrawal. */
export function setKycCleared(
  trx: Trx,
  id: number,
  operator: Operator,
): Promise<PaymentRow | undefined> {
  const now = new Date().toISOString();
  return trx
    .updateTable('payment')
    .set({ kyc_cleared_by: operator.name, kyc_cleared_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .where('kyc_hold', '=', true)
    .where('kyc_cleared_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Whether the player was ever paid a withdrawal (a later one is not their first). */
export async function paidWithdrawalBefore(trx: Trx, playerId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('payment')
    .select('id')
    .where('player_id', '=', playerId)
    .where('direction', '=', TransactionType.Withdraw)
    .where('status', '=', 'Confirmed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

import { type Kysely } from 'kysely';

/**
 * The back office › the audit: four eyes on a large withdrawal and the identity (KYC) review of a
 * large first withdrawal (api/README.md › Payments).
 *
 * - `first_approved_by`/`first_approver_key`/`first_approved_at`: the first of the two approvals
 *   a withdrawal at or above WITHDRAWAL_FOUR_EYES_MINOR needs; the key names the person (a staff
 *   member's id, a machine token's or integration's name), so the second approval must carry
 *   another key. Set once, by one conditional statement under the payment's row lock.
 * - `kyc_hold`: set when a player's first withdrawal is at or above KYC_HOLD_MINOR; such a
 *   withdrawal is not approved until `kyc_cleared_at` is set (admin/payments/kycclear).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment')
    .addColumn('first_approved_by', 'text')
    .addColumn('first_approver_key', 'text')
    .addColumn('first_approved_at', 'timestamptz')
    .addColumn('kyc_hold', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kyc_cleared_by', 'text')
    .addColumn('kyc_cleared_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment')
    .dropColumn('first_approved_by')
    .dropColumn('first_approver_key')
    .dropColumn('first_approved_at')
    .dropColumn('kyc_hold')
    .dropColumn('kyc_cleared_by')
    .dropColumn('kyc_cleared_at')
    .execute();
}

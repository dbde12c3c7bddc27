import { sql, type Kysely } from 'kysely';

/**
 * Deposits returned to their source (notes/payments-and-protection.md, LCCP 3.5 / RTS 12): a
 * payment the gateway confirms for a player under a break, or over a limit lowered meanwhile,
 * is not credited but refunded through the gateway. The payment keeps the refund's progress
 * (`pending` until the gateway answers, `refunded` with its id, `refused` with its answer: the
 * operators' queue) and the built-in gateway marks its refunded transactions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment')
    .addColumn('refund_state', 'text', (c) =>
      c.check(sql`refund_state in ('pending', 'refunded', 'refused')`),
    )
    .execute();
  await db.schema.alterTable('payment').addColumn('refund_id', 'text').execute();
  await db.schema.alterTable('payment').addColumn('refund_error', 'text').execute();
  await db.schema
    .createIndex('payment_refund_state')
    .on('payment')
    .columns(['refund_state', 'updated_at'])
    .execute();
  await db.schema.alterTable('gateway_session').addColumn('refund_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gateway_session').dropColumn('refund_id').execute();
  await db.schema.dropIndex('payment_refund_state').execute();
  await db.schema.alterTable('payment').dropColumn('refund_error').execute();
  await db.schema.alterTable('payment').dropColumn('refund_id').execute();
  await db.schema.alterTable('payment').dropColumn('refund_state').execute();
}

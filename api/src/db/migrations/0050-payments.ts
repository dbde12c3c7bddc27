import { sql, type Kysely } from 'kysely';

/**
 * Payments (spec §2, §3, §7, §8): the methods of the deposit and withdraw lists, every deposit
 * and withdrawal with its state (spec §3 transaction status, plus Expired), the operators'
 * decisions, and the built-in payment gateway's own sessions. Money itself moves only through
 * `ledger_entry` / `wallet`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_method')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // spec §3 transaction type: Deposit 1, Withdraw 2.
    .addColumn('direction', 'smallint', (c) => c.notNull().check(sql`direction in (1, 2)`))
    .addColumn('code', 'text', (c) => c.notNull())
    // hosted: the gateway's page (deposit URL); transfer: instructions, ops confirm; payout: withdrawal.
    .addColumn('flow', 'text', (c) =>
      c.notNull().check(sql`flow in ('hosted', 'transfer', 'payout')`),
    )
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('min_minor', 'bigint', (c) => c.notNull().check(sql`min_minor > 0`))
    .addColumn('max_minor', 'bigint', (c) => c.notNull())
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addCheckConstraint('payment_method_limits', sql`max_minor >= min_minor`)
    .addUniqueConstraint('payment_method_code', ['direction', 'code'])
    .execute();

  await db.schema
    .createTable('payment')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('method_id', 'integer', (c) => c.notNull().references('payment_method.id'))
    .addColumn('direction', 'smallint', (c) => c.notNull().check(sql`direction in (1, 2)`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('Created', 'Pending', 'Confirmed', 'Rejected', 'Cancelled', 'Expired')`,
        ),
    )
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('TRY'))
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('tr'))
    // The player's request key (a double click or a retried request makes one payment).
    .addColumn('idempotency_key', 'text')
    // The bank transfer's reference code the player writes on the transfer.
    .addColumn('reference', 'text')
    .addColumn('gateway_session', 'text', (c) => c.unique())
    .addColumn('gateway_transaction', 'text', (c) => c.unique())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_player_idempotency', ['player_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('payment_status_created')
    .on('payment')
    .columns(['status', 'created_at'])
    .execute();

  // Who did what to a payment, when and why (operators, the gateway, the expiry sweep).
  await db.schema
    .createTable('payment_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('payment_id', 'bigint', (c) => c.notNull().references('payment.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The built-in gateway's sessions (its own table: deployed alone it keeps its own database).
  await db.schema
    .createTable('gateway_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'paid', 'declined', 'cancelled', 'expired')`),
    )
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gateway_session').execute();
  await db.schema.dropTable('payment_audit').execute();
  await db.schema.dropTable('payment').execute();
  await db.schema.dropTable('payment_method').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Player protection (notes/payments-and-protection.md: UKGC RTS 12 deposit limits, RTS 13
 * reality checks, LCCP 3.5 time-outs and self-exclusion). The state in force per player and
 * limit period, and every change in `protection_event` (who set what, when it takes effect).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposit_limit')
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    // RTS 12B: 24 hours, 7 days, one month (rolling windows of 1, 7 and 30 days).
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'week', 'month')`))
    // The limit in force (null: none yet, or removed).
    .addColumn('amount_minor', 'bigint', (c) => c.check(sql`amount_minor > 0`))
    // RTS 12D: a raise or a removal waits 24 hours, then the player confirms it.
    .addColumn('pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pending_minor', 'bigint', (c) => c.check(sql`pending_minor > 0`))
    .addColumn('pending_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deposit_limit_pk', ['player_id', 'period'])
    .execute();

  await db.schema
    .createTable('protection_state')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('player.id'))
    // RTS 13: seconds between reality checks (0: off; null: the site's default).
    .addColumn('reality_check_seconds', 'integer', (c) => c.check(sql`reality_check_seconds >= 0`))
    // LCCP 3.5: a time-out or a self-exclusion in force until block_until.
    .addColumn('block_kind', 'text', (c) => c.check(sql`block_kind in ('timeout', 'exclusion')`))
    .addColumn('block_from', 'timestamptz')
    .addColumn('block_until', 'timestamptz')
    // A self-exclusion ends only when the player asks after its end, 24 hours after the ask.
    .addColumn('end_requested_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('protection_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('effective_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('protection_event_player')
    .on('protection_event')
    .columns(['player_id', 'id'])
    .execute();

  // RTS 13: the site's default reality-check interval (seconds), one setting for every player.
  await db.schema
    .alterTable('site_settings')
    .addColumn('reality_check_seconds', 'integer', (c) => c.notNull().defaultTo(3600))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('reality_check_seconds').execute();
  await db.schema.dropTable('protection_event').execute();
  await db.schema.dropTable('protection_state').execute();
  await db.schema.dropTable('deposit_limit').execute();
}

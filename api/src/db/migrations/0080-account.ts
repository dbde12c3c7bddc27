import { sql, type Kysely } from 'kysely';

/**
 * The account area (spec §2 /dashboard/claim-bonus, /dashboard/bonuses): a player's bonus
 * requests, decided by ops, and the indexes of the account lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bonus_request')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('offer_code', 'text', (c) => c.notNull())
    // Which period the offer was requested for ('once', '2026-W47', '2026'): once per period.
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('wagering_required_minor', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`wagering_required_minor >= 0`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('note', 'text')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  // One pending request per player at a time: the database refuses a second one atomically.
  await db.schema
    .createIndex('bonus_request_one_pending')
    .unique()
    .on('bonus_request')
    .column('player_id')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // An offer once per period (a rejected request may be asked again).
  await db.schema
    .createIndex('bonus_request_once_per_period')
    .unique()
    .on('bonus_request')
    .columns(['player_id', 'offer_code', 'period_key'])
    .where(sql.ref('status'), '<>', 'rejected')
    .execute();
  await db.schema
    .createIndex('bonus_request_player_newest')
    .on('bonus_request')
    .columns(['player_id', 'id desc'])
    .execute();
  await db.schema
    .createIndex('bonus_request_status')
    .on('bonus_request')
    .columns(['status', 'id'])
    .execute();
  // Financial activities: a player's rows of some kinds in a period, newest first.
  await db.schema
    .createIndex('ledger_entry_player_kind_newest')
    .on('ledger_entry')
    .columns(['player_id', 'kind', 'created_at desc'])
    .execute();
  // Session history: a player's sessions, newest first.
  await db.schema
    .createIndex('session_player_newest')
    .on('session')
    .columns(['player_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('session_player_newest').execute();
  await db.schema.dropIndex('ledger_entry_player_kind_newest').execute();
  await db.schema.dropTable('bonus_request').execute();
}

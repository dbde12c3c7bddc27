import { sql, type Kysely } from 'kysely';

/**
 * The back office's player desk (modules/backoffice):
 *
 * - `player.locked_at`, `lock_reason`, `locked_by`: a staff member locked the account — its
 *   sessions ended and it cannot log in until unlocked (the back office › players: lock/unlock
 *   with a reason). Null when not locked.
 * - `player_note`: staff notes on a player, kept as written (append-only, like the audit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('player')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('lock_reason', 'text')
    .addColumn('locked_by', 'text')
    .execute();
  await db.schema
    .createTable('player_note')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('player.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('player_note_player_idx')
    .on('player_note')
    .columns(['player_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_note').execute();
  await db.schema
    .alterTable('player')
    .dropColumn('locked_at')
    .dropColumn('lock_reason')
    .dropColumn('locked_by')
    .execute();
}

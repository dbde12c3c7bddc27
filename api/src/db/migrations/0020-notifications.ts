import { sql, type Kysely } from 'kysely';

/**
 * spec §3 Notification: id, title, note, type, timeStamp (UTC), isRead, stored per player
 * (spec §4 Notifications). read_at null means unread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) =>
      c.notNull().references('player.id').onDelete('cascade'),
    )
    // spec §3: Deposit1, Withdraw2, Jackpot3, Bonus4, System5.
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type between 1 and 5`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  // customer/notification: a player's newest first.
  await db.schema
    .createIndex('notification_player_newest')
    .on('notification')
    .columns(['player_id', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification').execute();
}

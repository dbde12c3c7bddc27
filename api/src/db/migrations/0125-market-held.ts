import type { Kysely } from 'kysely';

/**
 * A market suspended by hand (the back office › sportsbook: a risk trader suspends a market or a
 * whole event) is held: the feed's own reopening after a goal or a point skips it, and only a
 * reopening by hand opens it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('market')
    .addColumn('held', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('market').dropColumn('held').execute();
}

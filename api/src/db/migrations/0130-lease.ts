import { sql, type Kysely } from 'kysely';

/**
 * Leases of long-running background work (docs/ops.md › Many replicas): one row per job, held by
 * the replica named in `holder` until `expires_at`. A replica takes or renews a lease with one
 * conditional upsert (platform/lease.ts); ops read the table to see who runs what.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('acquired_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lease').execute();
}

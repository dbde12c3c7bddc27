import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';

/**
 * Versioned migrations, applied in name order at start-up. Kysely's Postgres adapter takes an
 * advisory lock, so several api replicas starting at once apply each migration exactly once.
 * Domains own number ranges (identity 0003–0019, notifications 0020–0029, content 0030–0039,
 * casino wallet 0040–0049, the built-in game provider's own tables 0900–0949…),
 * so a database that already ran a later range still accepts a new migration of an earlier one.
 */
export function createMigrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    allowUnorderedMigrations: true,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  });
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const result: MigrationResultSet = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${reason}`, {
      cause: result.error,
    });
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** `npm run migrate -w api`: apply pending migrations without starting the server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    const applied = await migrateToLatest(handle.db);
    console.log(
      applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date',
      `(${handle.kind})`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

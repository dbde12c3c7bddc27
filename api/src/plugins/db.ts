import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    database: DatabaseHandle;
    /** Whether the start-up migrations are applied (the readiness probe: modules/health). */
    migrations: { done: boolean; applied: string[] };
  }
}

/** Opens the database, applies pending migrations, and closes it when the app closes. */
async function db(app: FastifyInstance, opts: { config: AppConfig }): Promise<void> {
  const handle = await openDatabase(opts.config);
  let applied: string[];
  try {
    applied = await migrateToLatest(handle.db);
    app.log.info({ kind: handle.kind, applied }, 'database ready');
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  app.decorate('migrations', { done: true, applied });
  app.addHook('onClose', async () => handle.close());
}

export default fp(db, { name: 'db' });

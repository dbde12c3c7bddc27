import fs from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** `select 1`; false when the database does not answer. */
  ping(): Promise<boolean>;
  /** The node-postgres pool's connections (docs/ops.md › Metrics and traces); none on PGlite. */
  poolUse(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * bigint (int8) columns hold money in kuruş and counts; both drivers return them as JS numbers
 * (exact up to 2^53, i.e. 90 trillion lira), so no code has to know which driver it runs on.
 */
const parseInt8 = (value: string): number => Number(value);
/** date columns (birth dates) stay 'year-month-day' text: a calendar day has no time zone. */
const parseDate = (value: string): string => value;

function postgres(url: string): { db: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8
          ? parseInt8
          : oid === pg.types.builtins.DATE
            ? parseDate
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (restart, failover, a dropped test database) is an
  // 'error' on the pool; without a listener it would crash the process. The pool replaces it.
  pool.on('error', () => undefined);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}

async function pglite(dataDir: string): Promise<Kysely<Database>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const instance = await PGlite.create(dataDir, {
    parsers: { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.DATE]: parseDate },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(instance) });
}

/** One query layer over node-postgres when DATABASE_URL is set, over embedded PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'pglite';
  const pooled = options.databaseUrl ? postgres(options.databaseUrl) : undefined;
  const db = pooled ? pooled.db : await pglite(options.dataDir);
  const pool = pooled?.pool;
  let closed = false;
  return {
    db,
    kind,
    poolUse: () =>
      pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    async ping() {
      if (closed) return false;
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

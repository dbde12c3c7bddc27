import '../test/native-modules';
import { sql } from 'kysely';
import { BACKENDS } from '../test/backends';
import { openDatabase } from './database';
import { createMigrator, migrateToLatest } from './migrate';
import { migrations } from './migrations';

describe.each(BACKENDS)('migrations on %s', (_name, makeBackend) => {
  it('apply every migration once, in order, and are a no-op the second time', async () => {
    const backend = await makeBackend();
    try {
      const first = await openDatabase(backend.config);
      try {
        expect(await migrateToLatest(first.db)).toEqual(Object.keys(migrations).sort());
        expect(await migrateToLatest(first.db)).toEqual([]);

        const recorded = await sql<{
          name: string;
        }>`select name from kysely_migration order by name`.execute(first.db);
        expect(recorded.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
        const terms = await first.db
          .selectFrom('content_i18n')
          .select('title')
          .where('content_id', '=', 1)
          .where('locale', '=', 'en')
          .executeTakeFirstOrThrow();
        expect(terms.title).toBe('General Terms and Conditions');
      } finally {
        await first.close();
      }

      // The data outlives the process: a second start finds it and applies nothing.
      const second = await openDatabase(backend.config);
      try {
        expect(await migrateToLatest(second.db)).toEqual([]);
        const settings = await second.db.selectFrom('site_settings').selectAll().executeTakeFirst();
        expect(settings?.trial_bonus_minor).toBe(5000);
        // New rows get ids after the seeded ones (sequences moved past explicit ids).
        const inserted = await second.db
          .insertInto('content')
          .values({ category_id: 1, sort: 99 })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(inserted.id).toBeGreaterThan(13);
      } finally {
        await second.close();
      }
    } finally {
      await backend.cleanup();
    }
  });

  it('run down and up again cleanly', async () => {
    const backend = await makeBackend();
    const handle = await openDatabase(backend.config);
    try {
      await migrateToLatest(handle.db);
      const down = await createMigrator(handle.db).migrateTo(Object.keys(migrations).sort()[0]!);
      expect(down.error).toBeUndefined();
      expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations).sort().slice(1));
    } finally {
      await handle.close();
      await backend.cleanup();
    }
  });
});

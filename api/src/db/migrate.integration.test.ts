import '../test/native-modules';
import { sql } from 'kysely';
import { BACKENDS } from '../test/backends';
import { openDatabase } from './database';
import { createMigrator, migrateToLatest } from './migrate';
import { migrations } from './migrations';

/**
 * The rows the seed migrations write, per table: count and an md5 of every row as JSON (without
 * the insert-time columns), ordered byte-wise so that both backends agree. Migrations freeze their
 * own data (api/README.md › Database), so these never change: a new seed is a new migration.
 */
const SEEDED: Record<string, { n: number; digest: string }> = {
  language: { n: 2, digest: '50c8f0694bbe5011728a5e21789b2986' },
  content_category: { n: 4, digest: '496e4a8f4cb4d0dd57d2ed3d323e8407' },
  content: { n: 13, digest: '2886be7a91b6e88b34c78c0ebe653fbe' },
  content_i18n: { n: 26, digest: '45d36ea89bde25e8b4a6d8f6eeec0eb5' },
  casino_category: { n: 14, digest: '7c39716a5af2707953a7b50abc77efaf' },
  casino_category_i18n: { n: 28, digest: 'd02989f657f45331bb341e66236d6b85' },
  site_option: { n: 14, digest: '2285c39fa3ecdd51d0c19c56f32d3e66' },
  site_settings: { n: 1, digest: '2ecf687a53222674d56f462f225b1ae5' },
  translation: { n: 2, digest: '1d320c734339dd0aa4161d473207cf65' },
  country: { n: 246, digest: '70c64567364f2ee8e0076accba7a6f75' },
  country_i18n: { n: 492, digest: 'b57474d5cac991d69bd45f2bc6955270' },
  banner_slide: { n: 7, digest: '057dd6c6d4e2a17ee3764b1968d28249' },
  banner_slide_i18n: { n: 14, digest: 'caab524caade5bed485d70f576969cca' },
  promotion: { n: 4, digest: '8f25ce9a5b49d6d3f549516927ab9293' },
  promotion_i18n: { n: 8, digest: '550d7037bc45d526c2dfdcd994844952' },
  video_banner: { n: 2, digest: '3d66497bb8f575c841e34f31c211477a' },
  top_winner: { n: 64, digest: '22933e0524709a8b8ee31a3e93365e10' },
  payment_method: { n: 6, digest: 'eacd1e7b177f0be3fd7e20e02b873d6a' },
};

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

  it('seed exactly the frozen rows', async () => {
    const backend = await makeBackend();
    const handle = await openDatabase(backend.config);
    try {
      await migrateToLatest(handle.db);
      const seeded: Record<string, { n: number; digest: string }> = {};
      for (const table of Object.keys(SEEDED)) {
        const { rows } = await sql<{ n: number; digest: string }>`
          select count(*)::int as n,
                 md5(coalesce(string_agg(x::text, '|' order by x::text collate "C"), '')) as digest
          from (select to_jsonb(t) - 'created_at' - 'won_at' as x from ${sql.table(table)} t) s
        `.execute(handle.db);
        seeded[table] = rows[0]!;
      }
      expect(seeded).toEqual(SEEDED);
    } finally {
      await handle.close();
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

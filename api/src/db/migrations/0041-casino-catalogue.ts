import { sql, type Kysely } from 'kysely';
import { NEW_CATEGORIES, SEED_GAMES } from './data/0041-casino-games';

const LOCALES = ['tr', 'en'] as const;

/**
 * The casino catalogue (spec §3 Game, Game launch data, Casino category; §4 Favourites): games
 * with per-language names, the category they sit in, players' favourites, and the operators'
 * audit trail of catalogue changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casino_game')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('game_code', 'text', (c) => c.notNull())
    // spec §3: mainProviderId picks one of the seven launch calls of §7.
    .addColumn('main_provider_id', 'integer', (c) =>
      c.notNull().check(sql`main_provider_id between 1 and 7`),
    )
    .addColumn('provider_name', 'text', (c) => c.notNull())
    .addColumn('system', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_id', 'text', (c) => c.notNull().defaultTo(''))
    // The game of the provider behind the adapter (the built-in provider's code by default).
    .addColumn('target_code', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('is_live', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('casino_game_provider_code', ['main_provider_id', 'game_code'])
    .execute();

  await db.schema
    .createTable('casino_game_i18n')
    .addColumn('game_id', 'integer', (c) =>
      c.notNull().references('casino_game.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull().references('language.locale'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('casino_game_i18n_pk', ['game_id', 'locale'])
    .execute();

  await db.schema
    .createTable('casino_game_category')
    .addColumn('game_id', 'integer', (c) =>
      c.notNull().references('casino_game.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('casino_category.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('casino_game_category_pk', ['category_id', 'game_id'])
    .execute();

  // spec §4 Favourites: one row per player and game; the toggle is one atomic statement.
  await db.schema
    .createTable('casino_favorite')
    .addColumn('player_id', 'integer', (c) =>
      c.notNull().references('player.id').onDelete('cascade'),
    )
    .addColumn('game_id', 'integer', (c) =>
      c.notNull().references('casino_game.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('casino_favorite_pk', ['player_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('casino_catalogue_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('actor_ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  const any = db as Kysely<Record<string, Record<string, unknown>>>;
  await any
    .insertInto('casino_category')
    .values(
      NEW_CATEGORIES.map((c, i) => ({
        id: c.id,
        slug_list: JSON.stringify(c.slugList),
        sort: 100 + i,
      })),
    )
    .execute();
  await any
    .insertInto('casino_category_i18n')
    .values(
      NEW_CATEGORIES.flatMap((c) =>
        LOCALES.map((locale) => ({ category_id: c.id, locale, name: c.name[locale] })),
      ),
    )
    .execute();
  await sql`select setval(pg_get_serial_sequence('casino_category', 'id'), (select max(id) from casino_category))`.execute(
    db,
  );

  const categories = await sql<{ id: number; slug: string }>`
    select id, slug_list->>0 as slug from casino_category`.execute(db);
  const categoryOf = new Map(categories.rows.map((r) => [r.slug, r.id]));

  for (const [i, g] of SEED_GAMES.entries()) {
    const inserted = await any
      .insertInto('casino_game')
      .values({
        game_code: g.code,
        main_provider_id: g.providerId,
        provider_name: g.providerName,
        system: g.system,
        product_id: g.productId,
        target_code: g.target,
        image: g.image,
        is_live: g.live,
        tags: JSON.stringify(g.tags),
        sort: i + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = inserted.id as number;
    await any
      .insertInto('casino_game_i18n')
      .values(LOCALES.map((locale) => ({ game_id: id, locale, name: g.name[locale] })))
      .execute();
    await any
      .insertInto('casino_game_category')
      .values(
        g.categories.map((slug) => {
          const category = categoryOf.get(slug);
          if (category === undefined) throw new Error(`seed game ${g.code}: no category ${slug}`);
          return { game_id: id, category_id: category, sort: i + 1 };
        }),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'casino_catalogue_audit',
    'casino_favorite',
    'casino_game_category',
    'casino_game_i18n',
    'casino_game',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`delete from casino_category where id between 9 and 14`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Site content beyond the bootstrap: banner slides by slug, promotions, the casino
 * video banner, call requests and the top-winners list (spec §3 entities, §7 cms/* and
 * transaction/topwinners). Texts and images are stored per language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('banner_slide')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // spec §3: url is '#' when missing.
    .addColumn('url', 'text', (c) => c.notNull().defaultTo('#'))
    .addColumn('target', 'text', (c) => c.notNull().defaultTo('_self'))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('banner_slide_slug_idx').on('banner_slide').column('slug').execute();

  // spec §2: three image sources per slide (default; 992 px and up; 1200 px and up).
  await db.schema
    .createTable('banner_slide_i18n')
    .addColumn('slide_id', 'integer', (c) =>
      c.notNull().references('banner_slide.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull().references('language.locale'))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('banner_slide_i18n_pk', ['slide_id', 'locale'])
    .execute();

  await db.schema
    .createTable('promotion')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // spec §3 Promotion: images (the second is the detail image), title, description (HTML).
  await db.schema
    .createTable('promotion_i18n')
    .addColumn('promotion_id', 'integer', (c) =>
      c.notNull().references('promotion.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull().references('language.locale'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('promotion_i18n_pk', ['promotion_id', 'locale'])
    .execute();

  // spec §3 Video banner: url, title1, title2, title3 — one per language.
  await db.schema
    .createTable('video_banner')
    .addColumn('locale', 'text', (c) => c.primaryKey().references('language.locale'))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('poster', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title1', 'text', (c) => c.notNull())
    .addColumn('title2', 'text', (c) => c.notNull())
    .addColumn('title3', 'text', (c) => c.notNull())
    .execute();

  // spec §3 Call request: name, message, contacts (type and contact).
  await db.schema
    .createTable('call_request')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('contacts', 'jsonb', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fingerprint', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('handled_at', 'timestamptz')
    .execute();

  // spec §3 Top winner: image, game, name, amount, currencySymbol. Seeded until games exist.
  await db.schema
    .createTable('top_winner')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('is_live', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency_symbol', 'text', (c) => c.notNull().defaultTo('₺'))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('won_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('top_winner_live_idx')
    .on('top_winner')
    .columns(['is_live', 'amount_minor'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'top_winner',
    'call_request',
    'video_banner',
    'promotion_i18n',
    'promotion',
    'banner_slide_i18n',
    'banner_slide',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

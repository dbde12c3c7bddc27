import { sql, type Kysely } from 'kysely';

/** Site content and bootstrap settings (spec §3 bootstrap data and translation entries). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('language')
    .addColumn('locale', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('content_category')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('content')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('content_category.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('content_category_idx').on('content').column('category_id').execute();

  await db.schema
    .createTable('content_i18n')
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('content.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull().references('language.locale'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('content_i18n_pk', ['content_id', 'locale'])
    .execute();

  await db.schema
    .createTable('casino_category')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug_list', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('casino_category_i18n')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('casino_category.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull().references('language.locale'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('casino_category_i18n_pk', ['category_id', 'locale'])
    .execute();

  await db.schema
    .createTable('site_option')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  // One row: the site-wide settings of the bootstrap (domain status, trial bonus, popup).
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('current_domain', 'text', (c) => c.notNull())
    .addColumn('next_domain', 'text', (c) => c.notNull())
    .addColumn('trial_bonus_minor', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`trial_bonus_minor >= 0`),
    )
    .addColumn('popup_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('popup_images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('translation')
    .addColumn('locale', 'text', (c) => c.notNull().references('language.locale'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_pk', ['locale', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'translation',
    'site_settings',
    'site_option',
    'casino_category_i18n',
    'casino_category',
    'content_i18n',
    'content',
    'content_category',
    'language',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';
import { CONTENT_CATEGORIES } from './data/0002-cms-content';
import {
  CASINO_CATEGORIES,
  LANGUAGES,
  SITE_OPTIONS,
  SITE_SETTINGS,
  TRANSLATION_OVERRIDES,
} from './data/0002-site-settings';

/**
 * The columns this migration writes, as they were when it was written: a migration never reads
 * the live row types (db/schema.ts), which follow later migrations. jsonb is written as JSON text.
 */
type Tables = {
  language: { locale: string; name: string; sort: number };
  content_category: { id: number; name: string; sort: number };
  content: { id: number; category_id: number; sort: number };
  content_i18n: { content_id: number; locale: string; title: string; body: string };
  casino_category: { id: number; slug_list: string; sort: number };
  casino_category_i18n: { category_id: number; locale: string; name: string };
  site_option: { key: string; value: string; status: boolean };
  site_settings: {
    current_domain: string;
    next_domain: string;
    trial_bonus_minor: number;
    popup_url: string;
    popup_images: string;
  };
  translation: { locale: string; key: string; value: string };
};

const LOCALES = ['tr', 'en'] as const;

/** Initial content in Turkish and English (spec §3 bootstrap data). */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<Tables>();
  await db.insertInto('language').values(LANGUAGES).execute();

  await db
    .insertInto('content_category')
    .values(CONTENT_CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, sort: i + 1 })))
    .execute();
  const contents = CONTENT_CATEGORIES.flatMap((c) =>
    c.contents.map((x, i) => ({ ...x, categoryId: c.id, sort: i + 1 })),
  );
  await db
    .insertInto('content')
    .values(contents.map((x) => ({ id: x.id, category_id: x.categoryId, sort: x.sort })))
    .execute();
  await db
    .insertInto('content_i18n')
    .values(
      contents.flatMap((x) =>
        LOCALES.map((locale) => ({
          content_id: x.id,
          locale,
          title: x.title[locale],
          body: x.body[locale],
        })),
      ),
    )
    .execute();

  await db
    .insertInto('casino_category')
    .values(
      CASINO_CATEGORIES.map((c, i) => ({
        id: c.id,
        slug_list: JSON.stringify(c.slugList),
        sort: i + 1,
      })),
    )
    .execute();
  await db
    .insertInto('casino_category_i18n')
    .values(
      CASINO_CATEGORIES.flatMap((c) =>
        LOCALES.map((locale) => ({ category_id: c.id, locale, name: c.name[locale] })),
      ),
    )
    .execute();

  // Explicit ids above (so that /pages/1 is the terms); move the sequences past them.
  for (const table of ['content_category', 'content', 'casino_category']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      db,
    );
  }

  await db.insertInto('site_option').values(SITE_OPTIONS).execute();
  await db
    .insertInto('site_settings')
    .values({
      current_domain: SITE_SETTINGS.currentDomain,
      next_domain: SITE_SETTINGS.nextDomain,
      trial_bonus_minor: SITE_SETTINGS.trialBonusMinor,
      popup_url: SITE_SETTINGS.popupUrl,
      popup_images: JSON.stringify(SITE_SETTINGS.popupImages),
    })
    .execute();
  await db.insertInto('translation').values(TRANSLATION_OVERRIDES).execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
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
    await sql`delete from ${sql.table(table)}`.execute(raw);
  }
}

import { sql, type Kysely } from 'kysely';
import type {
  CasinoCategoryI18nTable,
  CasinoCategoryTable,
  ContentCategoryTable,
  ContentI18nTable,
  ContentTable,
  LanguageTable,
  SiteOptionTable,
  SiteSettingsTable,
  TranslationTable,
} from '../schema';
import { CONTENT_CATEGORIES } from '../seed/cms-content';
import {
  CASINO_CATEGORIES,
  LANGUAGES,
  SITE_OPTIONS,
  SITE_SETTINGS,
  TRANSLATION_OVERRIDES,
} from '../seed/site-settings';

// A type alias (not an interface) so that it fits withTables' record constraint.
type Tables = {
  language: LanguageTable;
  content_category: ContentCategoryTable;
  content: ContentTable;
  content_i18n: ContentI18nTable;
  casino_category: CasinoCategoryTable;
  casino_category_i18n: CasinoCategoryI18nTable;
  site_option: SiteOptionTable;
  site_settings: SiteSettingsTable;
  translation: TranslationTable;
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

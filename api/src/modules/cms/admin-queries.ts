import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The back office's reads of promotions and pages: every row, switched off ones too, with each
 * language's texts (one row per item and language, in display order), of one id when given —
 * also inside an edit's transaction, for the audit's before and after.
 */
export function promotionRows(db: Kysely<Database>, id?: number) {
  let query = db
    .selectFrom('promotion as p')
    .leftJoin('promotion_i18n as pi', 'pi.promotion_id', 'p.id')
    .select(['p.id', 'p.sort', 'p.status', 'p.offer_code'])
    .select(['pi.locale', 'pi.title', 'pi.description', 'pi.images']);
  if (id !== undefined) query = query.where('p.id', '=', id);
  return query.orderBy('p.sort').orderBy('p.id').orderBy('pi.locale').execute();
}

export function pageRows(db: Kysely<Database>, id?: number) {
  let query = db
    .selectFrom('content as c')
    .leftJoin('content_i18n as ci', 'ci.content_id', 'c.id')
    .select(['c.id', 'c.category_id', 'c.sort', 'c.status'])
    .select(['ci.locale', 'ci.title', 'ci.body']);
  if (id !== undefined) query = query.where('c.id', '=', id);
  return query
    .orderBy('c.category_id')
    .orderBy('c.sort')
    .orderBy('c.id')
    .orderBy('ci.locale')
    .execute();
}

export function contentCategoryRows(db: Kysely<Database>) {
  return db
    .selectFrom('content_category')
    .select(['id', 'name'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type PromotionRows = Awaited<ReturnType<typeof promotionRows>>;
export type PageRows = Awaited<ReturnType<typeof pageRows>>;

/** Locks an item's row before an edit reads it (no edit of the same item slips between). */
export async function lockRow(
  db: Kysely<Database>,
  table: 'promotion' | 'content',
  id: number | undefined,
): Promise<void> {
  if (id === undefined) return;
  await db.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
}

/** The site settings row's popup and top bar (the content desk's read, no lock). */
export function siteSettingsContent(db: Kysely<Database>) {
  return db
    .selectFrom('site_settings')
    .select(['popup_url', 'popup_images', 'current_domain', 'next_domain'])
    .executeTakeFirstOrThrow();
}

/**
 * Locks the languages' rows until the transaction ends (FOR NO KEY UPDATE): they stand for
 * every translation key, so edits of overrides queue one after another.
 */
export async function lockLanguages(trx: Kysely<Database>): Promise<void> {
  await trx.selectFrom('language').select('locale').forNoKeyUpdate().execute();
}

/** The one site settings row, locked: edits of the popup or the top bar queue one after another. */
export function lockedSiteSettings(db: Kysely<Database>) {
  return db
    .selectFrom('site_settings')
    .select(['popup_url', 'popup_images', 'current_domain', 'next_domain'])
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSiteSettings(
  db: Kysely<Database>,
  values: {
    popup_url?: string;
    popup_images?: string;
    current_domain?: string;
    next_domain?: string;
  },
): Promise<void> {
  await db.updateTable('site_settings').set(values).execute();
}

/** Every override of a message text (the translation table), by key then language. */
export function translationRows(db: Kysely<Database>, key?: string) {
  let query = db.selectFrom('translation').select(['key', 'locale', 'value']);
  if (key !== undefined) query = query.where('key', '=', key);
  return query.orderBy('key').orderBy('locale').execute();
}

export async function setTranslation(
  db: Kysely<Database>,
  key: string,
  locale: 'tr' | 'en',
  value: string | null,
): Promise<void> {
  if (value === null) {
    await db
      .deleteFrom('translation')
      .where('key', '=', key)
      .where('locale', '=', locale)
      .execute();
    return;
  }
  await db
    .insertInto('translation')
    .values({ key, locale, value })
    .onConflict((oc) => oc.columns(['locale', 'key']).doUpdateSet({ value }))
    .execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** All cms SQL. Returns plain rows; the service shapes them for the wire. */
export class CmsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  contentCategories(locale: string) {
    return this.db
      .selectFrom('content_category as cc')
      .leftJoin('content as c', (join) =>
        join.onRef('c.category_id', '=', 'cc.id').on('c.status', '=', true),
      )
      .leftJoin('content_i18n as ci', (join) =>
        join.onRef('ci.content_id', '=', 'c.id').on('ci.locale', '=', locale),
      )
      .select(['cc.id as categoryId', 'cc.name', 'c.id as contentId', 'ci.title'])
      .orderBy('cc.sort')
      .orderBy('cc.id')
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
  }

  contentList(locale: string, categoryId: number, status: boolean) {
    return this.db
      .selectFrom('content as c')
      .innerJoin('content_i18n as ci', 'ci.content_id', 'c.id')
      .select(['c.id', 'ci.title'])
      .where('c.category_id', '=', categoryId)
      .where('c.status', '=', status)
      .where('ci.locale', '=', locale)
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
  }

  content(locale: string, id: number) {
    return this.db
      .selectFrom('content as c')
      .innerJoin('content_i18n as ci', 'ci.content_id', 'c.id')
      .select(['c.id', 'ci.title', 'ci.body'])
      .where('c.id', '=', id)
      .where('c.status', '=', true)
      .where('ci.locale', '=', locale)
      .executeTakeFirst();
  }

  casinoCategories(locale: string) {
    return this.db
      .selectFrom('casino_category as cc')
      .innerJoin('casino_category_i18n as ci', 'ci.category_id', 'cc.id')
      .select(['cc.id', 'ci.name', 'cc.slug_list'])
      .where('cc.enabled', '=', true)
      .where('ci.locale', '=', locale)
      .orderBy('cc.sort')
      .orderBy('cc.id')
      .execute();
  }

  languages() {
    return this.db
      .selectFrom('language')
      .select(['locale', 'name'])
      .where('enabled', '=', true)
      .orderBy('sort')
      .execute();
  }

  siteOptions() {
    return this.db
      .selectFrom('site_option')
      .select(['key', 'value', 'status'])
      .orderBy('key')
      .execute();
  }

  siteSettings() {
    return this.db.selectFrom('site_settings').selectAll().executeTakeFirst();
  }

  translations(locale: string) {
    return this.db
      .selectFrom('translation')
      .select(['key', 'value'])
      .where('locale', '=', locale)
      .orderBy('key')
      .execute();
  }
}

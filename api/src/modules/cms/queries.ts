import { sql, type Kysely, type Selectable } from 'kysely';
import type { PageUpsert, PromotionUpsert, SlideUpsert } from '@oyna/contracts';
import type { CallRequestTable, Database } from '../../db/schema';
import {
  contentCategoryRows,
  lockRow,
  pageRows,
  promotionRows,
  type PageRows,
  type PromotionRows,
} from './admin-queries';

/** A call request as stored (the fields a request brings; id and times are the database's). */
export type CallRequestRow = Pick<
  Selectable<CallRequestTable>,
  'name' | 'message' | 'contacts' | 'locale' | 'ip' | 'fingerprint'
>;

/**
 * All cms SQL: the bootstrap, pages and translations, slides, promotions, the video banner,
 * call requests and the operators' upserts. Returns plain rows; the service shapes them.
 */
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

  slides(locale: string, slug: string) {
    return this.db
      .selectFrom('banner_slide as s')
      .innerJoin('banner_slide_i18n as si', 'si.slide_id', 's.id')
      .select(['s.id', 's.url', 's.target', 'si.images', 'si.title'])
      .where('s.slug', '=', slug)
      .where('s.status', '=', true)
      .where('si.locale', '=', locale)
      .orderBy('s.sort')
      .orderBy('s.id')
      .execute();
  }

  promotions(locale: string) {
    return this.db
      .selectFrom('promotion as p')
      .innerJoin('promotion_i18n as pi', 'pi.promotion_id', 'p.id')
      .select(['p.id', 'p.offer_code', 'pi.title', 'pi.description', 'pi.images'])
      .where('p.status', '=', true)
      .where('pi.locale', '=', locale)
      .orderBy('p.sort')
      .orderBy('p.id')
      .execute();
  }

  videoBanner(locale: string) {
    return this.db
      .selectFrom('video_banner')
      .select(['url', 'poster', 'poster_phone', 'title1', 'title2', 'title3'])
      .where('locale', '=', locale)
      .executeTakeFirst();
  }

  async insertCallRequest(row: CallRequestRow): Promise<number> {
    const { id } = await this.db
      .insertInto('call_request')
      .values({ ...row, contacts: JSON.stringify(row.contacts) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  callRequests(limit: number) {
    return this.db
      .selectFrom('call_request')
      .select(['id', 'name', 'message', 'contacts', 'locale', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Every slide with each language's fields, switched off ones too (the back office's list),
   * of one slider or of the given ids; by slider, then display order.
   */
  adminSlides(filter: { slug?: string; id?: number }, db: Kysely<Database> = this.db) {
    let query = db
      .selectFrom('banner_slide as s')
      .leftJoin('banner_slide_i18n as si', 'si.slide_id', 's.id')
      .select(['s.id', 's.slug', 's.sort', 's.url', 's.target', 's.status'])
      .select(['si.locale', 'si.title', 'si.images']);
    if (filter.slug !== undefined) query = query.where('s.slug', '=', filter.slug);
    if (filter.id !== undefined) query = query.where('s.id', '=', filter.id);
    return query.orderBy('s.slug').orderBy('s.sort').orderBy('s.id').orderBy('si.locale').execute();
  }

  /**
   * Inserts or updates a slide and the fields of the given languages, atomically, and gives the
   * slide as it was (read under its row's lock: no edit slips between) and as it is now.
   */
  upsertSlide(input: SlideUpsert): Promise<{ id: number; before: SlideRows; after: SlideRows }> {
    return this.db.transaction().execute(async (trx) => {
      if (input.id !== undefined) {
        await trx
          .selectFrom('banner_slide')
          .select('id')
          .where('id', '=', input.id)
          .forUpdate()
          .execute();
      }
      const before = input.id === undefined ? [] : await this.adminSlides({ id: input.id }, trx);
      const values = {
        slug: input.slug,
        sort: input.sort,
        url: input.url,
        target: input.target,
        status: input.status,
      };
      const id = await upsertRow(trx, 'banner_slide', input.id, values);
      for (const [locale, images] of Object.entries(input.images)) {
        if (!images) continue;
        // A title left out keeps the stored one ('' for a new language).
        const title = input.titles?.[locale as 'tr' | 'en'];
        const set = { images: JSON.stringify(images), ...(title === undefined ? {} : { title }) };
        await trx
          .insertInto('banner_slide_i18n')
          .values({ slide_id: id, locale, ...set })
          .onConflict((oc) => oc.columns(['slide_id', 'locale']).doUpdateSet(set))
          .execute();
      }
      return { id, before, after: await this.adminSlides({ id }, trx) };
    });
  }

  adminPromotions(): Promise<PromotionRows> {
    return promotionRows(this.db);
  }

  async adminPages(): Promise<{ pages: PageRows; categories: { id: number; name: string }[] }> {
    const [pages, categories] = await Promise.all([
      pageRows(this.db),
      contentCategoryRows(this.db),
    ]);
    return { pages, categories };
  }

  /** Writes a promotion; gives it as it was (read under its row's lock) and as it is now. */
  upsertPromotion(
    input: PromotionUpsert,
  ): Promise<{ id: number; before: PromotionRows; after: PromotionRows }> {
    return this.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'promotion', input.id);
      const before = input.id === undefined ? [] : await promotionRows(trx, input.id);
      // offerCode left out keeps an existing promotion's link (null unlinks it).
      const id = await upsertRow(trx, 'promotion', input.id, {
        sort: input.sort,
        status: input.status,
        ...(input.offerCode === undefined ? {} : { offer_code: input.offerCode }),
      });
      for (const [locale, text] of Object.entries(input.texts)) {
        if (!text) continue;
        const row = { ...text, images: JSON.stringify(text.images) };
        await trx
          .insertInto('promotion_i18n')
          .values({ promotion_id: id, locale, ...row })
          .onConflict((oc) => oc.columns(['promotion_id', 'locale']).doUpdateSet(row))
          .execute();
      }
      return { id, before, after: await promotionRows(trx, id) };
    });
  }

  /** Writes a page; gives it as it was (read under its row's lock) and as it is now. */
  upsertPage(input: PageUpsert): Promise<{ id: number; before: PageRows; after: PageRows }> {
    return this.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'content', input.id);
      const before = input.id === undefined ? [] : await pageRows(trx, input.id);
      const id = await upsertRow(trx, 'content', input.id, {
        category_id: input.categoryId,
        sort: input.sort,
        status: input.status,
      });
      for (const [locale, text] of Object.entries(input.texts)) {
        if (!text) continue;
        await trx
          .insertInto('content_i18n')
          .values({ content_id: id, locale, ...text })
          .onConflict((oc) => oc.columns(['content_id', 'locale']).doUpdateSet(text))
          .execute();
      }
      return { id, before, after: await pageRows(trx, id) };
    });
  }

  async categoryExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('content_category')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return Boolean(row);
  }

  async localesExist(locales: string[]): Promise<boolean> {
    if (locales.length === 0) return true;
    const rows = await this.db
      .selectFrom('language')
      .select('locale')
      .where('locale', 'in', locales)
      .execute();
    return rows.length === new Set(locales).size;
  }
}

/** A slide's rows as adminSlides reads them: one per language (none: the slide did not exist). */
export type SlideRows = Awaited<ReturnType<CmsQueries['adminSlides']>>;

type Upsertable = 'banner_slide' | 'promotion' | 'content';

/**
 * Updates the row with `id` when given (inserting it under that id if it does not exist yet,
 * then moving the serial past it), or inserts a new row. Returns the row's id.
 */
async function upsertRow<T extends Upsertable>(
  trx: Kysely<Database>,
  table: T,
  id: number | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  const db = trx as unknown as Kysely<Record<string, { id: number } & Record<string, unknown>>>;
  if (id === undefined) {
    const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
  await db
    .insertInto(table)
    .values({ id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values as never))
    .execute();
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
    trx,
  );
  return id;
}

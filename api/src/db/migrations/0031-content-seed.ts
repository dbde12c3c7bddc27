import { sql, type Generated, type Kysely } from 'kysely';
import { SLIDES, VIDEO_BANNER, slideImages } from './data/0031-banners';
import { PROMOTIONS, promotionImages } from './data/0031-promotions';
import { seedWinners } from './data/0031-top-winners';

/** The columns this migration writes, as they were when it was written (see 0002_cms_seed). */
type Tables = {
  banner_slide: { id: Generated<number>; slug: string; sort: number; url: string; target: string };
  banner_slide_i18n: { slide_id: number; locale: string; images: string };
  promotion: { id: Generated<number>; sort: number };
  promotion_i18n: {
    promotion_id: number;
    locale: string;
    title: string;
    description: string;
    images: string;
  };
  video_banner: {
    locale: string;
    url: string;
    poster: string;
    title1: string;
    title2: string;
    title3: string;
  };
  top_winner: { is_live: boolean; game: string; name: string; amount_minor: number; image: string };
};

const LOCALES = ['tr', 'en'] as const;

/** Initial slides, promotions, video banner and winners in Turkish and English (spec §3). */
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw.withTables<Tables>();

  const slugSort = new Map<string, number>();
  for (const slide of SLIDES) {
    const sort = (slugSort.get(slide.slug) ?? 0) + 1;
    slugSort.set(slide.slug, sort);
    const { id } = await db
      .insertInto('banner_slide')
      .values({ slug: slide.slug, sort, url: slide.url ?? '#', target: slide.target })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('banner_slide_i18n')
      .values(
        LOCALES.map((locale) => ({
          slide_id: id,
          locale,
          images: JSON.stringify(slideImages(slide.key, locale)),
        })),
      )
      .execute();
  }

  for (const [i, promotion] of PROMOTIONS.entries()) {
    const { id } = await db
      .insertInto('promotion')
      .values({ sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('promotion_i18n')
      .values(
        LOCALES.map((locale) => ({
          promotion_id: id,
          locale,
          title: promotion.title[locale],
          description: promotion.description[locale],
          images: JSON.stringify(promotionImages(promotion.key, locale)),
        })),
      )
      .execute();
  }

  await db
    .insertInto('video_banner')
    .values(
      LOCALES.map((locale) => ({
        locale,
        url: VIDEO_BANNER.url,
        poster: VIDEO_BANNER.poster,
        title1: VIDEO_BANNER.titles[0][locale],
        title2: VIDEO_BANNER.titles[1][locale],
        title3: VIDEO_BANNER.titles[2][locale],
      })),
    )
    .execute();

  await db
    .insertInto('top_winner')
    .values(
      seedWinners().map((w) => ({
        is_live: w.isLive,
        game: w.game,
        name: w.name,
        amount_minor: w.amountMinor,
        image: w.image,
      })),
    )
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  for (const table of [
    'top_winner',
    'video_banner',
    'promotion_i18n',
    'promotion',
    'banner_slide_i18n',
    'banner_slide',
  ]) {
    await sql`delete from ${sql.table(table)}`.execute(raw);
  }
}

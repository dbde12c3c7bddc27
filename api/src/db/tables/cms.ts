import type { ColumnType, Generated } from 'kysely';
import type { Json, CreatedAt, Minor } from './common';

/** The site's content: languages, pages, texts, countries, banners, promotions (modules/cms). */

export interface LanguageTable {
  locale: string;
  name: string;
  sort: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ContentCategoryTable {
  id: Generated<number>;
  /** Stable name the client looks categories up by (spec §3: Gambling, Policies, Footer, Quick Links). */
  name: string;
  sort: number;
}

export interface ContentTable {
  id: Generated<number>;
  category_id: number;
  sort: number;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface ContentI18nTable {
  content_id: number;
  locale: string;
  title: string;
  body: string;
}

export interface SiteOptionTable {
  key: string;
  value: string;
  status: boolean;
}

export interface SiteSettingsTable {
  id: ColumnType<number, number | undefined, never>;
  current_domain: string;
  next_domain: string;
  trial_bonus_minor: Minor;
  popup_url: string;
  popup_images: Json<string[]>;
  reality_check_seconds: ColumnType<number, number | undefined, number>;
}

export interface TranslationTable {
  locale: string;
  key: string;
  value: string;
}

export interface CountryTable {
  id: number;
  iso2: string;
}

export interface CountryI18nTable {
  country_id: number;
  locale: string;
  name: string;
}

/** A banner slide of one slider (spec §3 Banner slide; cms/sliderlist by slug). */
export interface BannerSlideTable {
  id: Generated<number>;
  slug: string;
  sort: ColumnType<number, number | undefined, number>;
  url: ColumnType<string, string | undefined, string>;
  target: ColumnType<string, string | undefined, string>;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface BannerSlideI18nTable {
  slide_id: number;
  locale: string;
  /** Three image urls: default, 992 px and up, 1200 px and up (spec §2). */
  images: Json<string[]>;
  /** What the picture says, its text alternative (migration 0120); '' when none. */
  title: ColumnType<string, string | undefined, string>;
}

/** spec §3 Promotion. */
export interface PromotionTable {
  id: Generated<number>;
  sort: ColumnType<number, number | undefined, number>;
  status: ColumnType<boolean, boolean | undefined, boolean>;
  /** The bonus offer (`bonus_offer.code`) whose terms /promotions shows (migration 0091); null: none. */
  offer_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface PromotionI18nTable {
  promotion_id: number;
  locale: string;
  title: string;
  /** HTML, sanitised by the client before rendering. */
  description: string;
  images: Json<string[]>;
}

/** spec §3 Video banner, one row per language. */
export interface VideoBannerTable {
  locale: string;
  url: string;
  poster: string;
  /** The poster for a phone's shape (migration 0033); '' when there is none. */
  poster_phone: string;
  title1: string;
  title2: string;
  title3: string;
}

/** spec §3 Call request, as stored for the support team. */
export interface CallRequestTable {
  id: Generated<number>;
  name: string;
  message: string;
  contacts: Json<{ type: number; contact: string }[]>;
  locale: string;
  ip: string;
  fingerprint: string;
  created_at: CreatedAt;
  handled_at: ColumnType<Date | null, never, string | null>;
}

/** spec §3 Top winner (seeded until the games record real wins). */
export interface TopWinnerTable {
  id: Generated<number>;
  is_live: ColumnType<boolean, boolean | undefined, boolean>;
  game: string;
  name: string;
  amount_minor: Minor;
  currency_symbol: ColumnType<string, string | undefined, string>;
  image: string;
  won_at: CreatedAt;
}

/** The tables of this file, by name. */
export interface CmsTables {
  language: LanguageTable;
  content_category: ContentCategoryTable;
  content: ContentTable;
  content_i18n: ContentI18nTable;
  site_option: SiteOptionTable;
  site_settings: SiteSettingsTable;
  translation: TranslationTable;
  country: CountryTable;
  country_i18n: CountryI18nTable;
  banner_slide: BannerSlideTable;
  banner_slide_i18n: BannerSlideI18nTable;
  promotion: PromotionTable;
  promotion_i18n: PromotionI18nTable;
  video_banner: VideoBannerTable;
  call_request: CallRequestTable;
  top_winner: TopWinnerTable;
}

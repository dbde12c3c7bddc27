import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of the database, as Kysely sees them. They never leave the queries layer: services
 * map them to the wire shapes of @oyna/contracts.
 */

/** jsonb: read as the parsed value, written as a JSON string (pg would send arrays as arrays). */
export type Json<T> = ColumnType<T, string, string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Money in integer minor units (kuruş); bigint in SQL, read as a JS number (see database.ts). */
export type Minor = ColumnType<number, number, number>;

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

export interface CasinoCategoryTable {
  id: Generated<number>;
  slug_list: Json<string[]>;
  sort: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CasinoCategoryI18nTable {
  category_id: number;
  locale: string;
  name: string;
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
}

export interface TranslationTable {
  locale: string;
  key: string;
  value: string;
}

export interface Database {
  language: LanguageTable;
  content_category: ContentCategoryTable;
  content: ContentTable;
  content_i18n: ContentI18nTable;
  casino_category: CasinoCategoryTable;
  casino_category_i18n: CasinoCategoryI18nTable;
  site_option: SiteOptionTable;
  site_settings: SiteSettingsTable;
  translation: TranslationTable;
}

/**
 * Wire shapes of the cms calls (spec §3/§7). They mirror BootstrapData, ContentItem and
 * TranslationEntry of @oyna/contracts (domain/cms.ts).
 */
export interface ContentItem {
  id: number;
  title: string;
}

export interface ContentPage extends ContentItem {
  /** HTML. */
  body: string;
}

export interface TranslationEntry {
  key: string;
  value: string;
}

export interface BootstrapData {
  categoryList: { name: string; contentList: ContentItem[] }[];
  casinoCategoryList: { id: number; name: string; slugList: string[] }[];
  languageList: { locale: string; name: string }[];
  siteOptionList: { key: string; value: string; status: boolean }[];
  domainStatus: { current: string; next: string } | null;
  trialBonusAmount: number;
  popup: { url: string; images: { url: string }[] } | null;
}

/** issue 4: spec §3 Banner slide (mirrors BannerSlide of @oyna/contracts). */
export interface BannerSlide {
  url: string;
  target: string;
  images: { url: string }[];
}

/** issue 4: spec §3 Promotion, plus its id (a stable key for lists and the admin call). */
export interface Promotion {
  id: number;
  title: string;
  /** HTML; the client sanitises it before rendering. */
  description: string;
  images: { url: string }[];
}

/** issue 4: spec §3 Video banner. */
export interface VideoBanner {
  url: string;
  poster: string;
  title1: string;
  title2: string;
  title3: string;
}

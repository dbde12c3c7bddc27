import type { CasinoCategory } from './casino';

/** Site content entities of spec §3 (bootstrap, translations, banners, pages), in wire format. */

/** An image reference (banner slides, popups and promotions carry lists of them). */
export interface ImageRef {
  url: string;
}

/** spec §3: content list item (static-page menu, footer columns). */
export interface ContentItem {
  id: number;
  title: string;
}

/** spec §3: a bootstrap content category (footer needs Gambling, Policies, Footer, Quick Links). */
export interface ContentCategory {
  name: string;
  contentList: ContentItem[];
}

/** spec §3: a site option; the shell keeps enabled ones only, keys lower-cased. */
export interface SiteOptionEntry {
  key: string;
  value: string;
  status: boolean;
}

/** spec §3: domain status (current and next domain, shown by the top notification bar). */
export interface DomainStatus {
  current: string;
  next: string;
}

/** spec §3: popup (three image sizes, spec §2). */
export interface Popup {
  url: string;
  images: ImageRef[];
}

/** spec §3: one available language. */
export interface LanguageEntry {
  locale: string;
  /** Display name ('Türkçe', 'English'); not named by spec §3, which lists the locale only. */
  name?: string;
}

/** spec §3/§7: bootstrap data (`GET cms/grouped`, stored under STORAGE_KEYS.bootstrap). */
export interface BootstrapData {
  categoryList: ContentCategory[];
  casinoCategoryList: CasinoCategory[];
  languageList: LanguageEntry[];
  siteOptionList: SiteOptionEntry[];
  domainStatus: DomainStatus | null;
  trialBonusAmount: number;
  /**
   * Beyond §3: the trial bonus's terms in plain words, in the request's language, written from its
   * offer record (the wagering, what counts, the maximum bet, what a withdrawal does) — what the
   * celebration screen shows beside its 'Yes'. '' when there is no trial bonus.
   */
  trialBonusTerms?: string;
  popup: Popup | null;
}

/** spec §3/§7: translation entry (`GET cms/translationlist`). */
export interface TranslationEntry {
  key: string;
  value: string;
}

/** spec §3: banner slide; url is '#' when missing. */
/**
 * spec §3 slide. images: default, 992 px and up, 1200 px and up (spec §2 picture sources), and
 * optionally a fourth drawn for a phone's shape, below 576 px (art direction: no headline cropped).
 */
export interface BannerSlide {
  url: string;
  target: string;
  images: ImageRef[];
  /** What the picture says, in the reader's language: its text alternative; absent when none. */
  title?: string;
}

/** `cms/content/:id` data: a static page in the request's language. */
export interface ContentPage extends ContentItem {
  /** HTML; the client sanitises it before rendering. */
  body: string;
}

/** spec §3: promotion (the second image has the detail url). */
export interface Promotion {
  /** A stable key for lists and for the operator's upsert (not named by spec §3). */
  id: number;
  images: ImageRef[];
  title: string;
  /** HTML. */
  description: string;
  /**
   * The bonus offer this promotion is (spec §1 promotions and bonuses: its terms come from the
   * offer record, the same text Claim Bonus shows); absent for a promotion that is no bonus offer.
   */
  offer?: PromotionOffer;
}

/** A promotion's bonus offer: its record's title and terms in plain words, in the reader's language. */
export interface PromotionOffer {
  /** The offer's code (as account/bonusoffers names it). */
  code: string;
  title: string;
  /** Plain text, written from the offer record. */
  terms: string;
  /** The offer is enabled and requested at /dashboard/claim-bonus. */
  claimable: boolean;
}

/** spec §3: breadcrumb entry. */
export interface BreadcrumbEntry {
  label: string;
  url: string;
}

/** spec §3: casino video banner. */
export interface VideoBanner {
  url: string;
  title1: string;
  title2: string;
  title3: string;
  /** Picture shown while the video loads, or instead of it when url is empty (spec §2 banner). */
  poster?: string;
  /** The poster drawn for a phone's shape (below 768 px), so that none of it is cropped there. */
  posterPhone?: string;
}

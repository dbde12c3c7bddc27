import { assertPlainTitle, assertSafeUrls, cleanRichText } from './stored-content';
import {
  validateCallRequest,
  type AdminPageList,
  type AdminPromotion,
  type AdminSlide,
  type BannerSlide,
  type BootstrapData,
  type CallRequest,
  type CallRequestRecord,
  type ContentItem,
  type ContentPage,
  type PageUpsert,
  type Promotion,
  type PromotionOffer,
  type PromotionUpsert,
  type SlideUpsert,
  type TranslationEntry,
  type UpsertResult,
  type VideoBanner,
} from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { assertValid, badRequest, notFound } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import { minorToAmount } from '../../lib/money';
import type { RequestMeta } from '../../lib/request-meta';
import type { AuditDetail } from '../staff';
import { pagesOf, promotionsOf } from './admin-content';
import { slidesOf } from './admin-slides';
import type { CmsQueries } from './queries';

type Text = NonNullable<PromotionUpsert['texts']['tr']>;
type Locale = keyof SlideUpsert['images'];
type PageText = NonNullable<PageUpsert['texts']['tr']>;

/** spec §3: a slide's url is '#' when missing. */
const linkOf = (url: string | null | undefined) => (url && url.trim() ? url : '#');

/**
 * Site content (spec §3, §7 cms/*): the bootstrap, translations, static pages, slides,
 * promotions, the video banner and call requests, plus the operators' upserts and call-request
 * list (api/README.md › Content admin). Everything in the reader's language.
 */
/** The trial bonus's terms in plain words, from its offer record ('' when there is none). */
export type TrialTerms = (locale: ApiLocale, amountMinor: number) => Promise<string>;

/**
 * The bonus offers of these codes as a promotion shows them, in the reader's language (spec §1
 * promotions and bonuses: terms from the offer record); a code with no record is left out.
 */
export type PromotionOffers = (
  codes: string[],
  locale: ApiLocale,
) => Promise<Map<string, PromotionOffer>>;

/** Whether an offer record of this code exists (an operator's link must name one). */
export type OfferExists = (code: string) => Promise<boolean>;

export interface CmsOffers {
  trialTerms?: TrialTerms;
  promotionOffers?: PromotionOffers;
  offerExists?: OfferExists;
}

export class CmsService {
  private readonly trialTerms: TrialTerms;
  private readonly promotionOffers: PromotionOffers;
  private readonly offerExists: OfferExists;

  constructor(
    private readonly queries: CmsQueries,
    offers: CmsOffers = {},
  ) {
    this.trialTerms = offers.trialTerms ?? (async () => '');
    this.promotionOffers = offers.promotionOffers ?? (async () => new Map());
    this.offerExists = offers.offerExists ?? (async () => false);
  }

  /** spec §3 bootstrap data (spec §4: loaded first at start-up). */
  async bootstrap(locale: ApiLocale): Promise<BootstrapData> {
    const [categories, casino, languages, options, settings] = await Promise.all([
      this.queries.contentCategories(locale),
      this.queries.casinoCategories(locale),
      this.queries.languages(),
      this.queries.siteOptions(),
      this.queries.siteSettings(),
    ]);

    const categoryList: BootstrapData['categoryList'] = [];
    const byId = new Map<number, BootstrapData['categoryList'][number]>();
    for (const row of categories) {
      let category = byId.get(row.categoryId);
      if (!category) {
        category = { name: row.name, contentList: [] };
        byId.set(row.categoryId, category);
        categoryList.push(category);
      }
      if (row.contentId !== null && row.title !== null) {
        category.contentList.push({ id: row.contentId, title: row.title });
      }
    }

    return {
      categoryList,
      casinoCategoryList: casino.map((c) => ({ id: c.id, name: c.name, slugList: c.slug_list })),
      languageList: languages.map((l) => ({ locale: l.locale, name: l.name })),
      siteOptionList: options.map((o) => ({ key: o.key, value: o.value, status: o.status })),
      // spec §2/§4 the top bar names the next address; without one (the back office cleared
      // it) there is no announcement.
      domainStatus:
        settings && settings.next_domain
          ? { current: settings.current_domain, next: settings.next_domain }
          : null,
      trialBonusAmount: minorToAmount(settings?.trial_bonus_minor ?? 0),
      // spec §1 promotions and bonuses: the celebration screen's terms, from the offer record.
      trialBonusTerms:
        (settings?.trial_bonus_minor ?? 0) > 0
          ? await this.trialTerms(locale, settings?.trial_bonus_minor ?? 0)
          : '',
      popup:
        settings && settings.popup_images.length > 0
          ? { url: settings.popup_url, images: settings.popup_images.map((url) => ({ url })) }
          : null,
    };
  }

  async translations(locale: ApiLocale): Promise<TranslationEntry[]> {
    return this.queries.translations(locale);
  }

  async contentList(
    locale: ApiLocale,
    categoryId: number,
    status: boolean,
  ): Promise<ContentItem[]> {
    return this.queries.contentList(locale, categoryId, status);
  }

  /** /pages/:id (spec §2): the page in the reader's language, 404 when there is none. */
  async content(locale: ApiLocale, id: number): Promise<ContentPage> {
    const page = await this.queries.content(locale, id);
    if (!page) throw notFound('server.contentNotFound');
    return page;
  }

  /** spec §7 cms/sliderlist: the slides of one slug, in display order. */
  async slides(locale: ApiLocale, slug: string): Promise<BannerSlide[]> {
    const rows = await this.queries.slides(locale, slug);
    return rows.map((r) => ({
      url: linkOf(r.url),
      target: r.target,
      images: r.images.map((url) => ({ url })),
      ...(r.title ? { title: r.title } : {}),
    }));
  }

  async promotions(locale: ApiLocale): Promise<Promotion[]> {
    const rows = await this.queries.promotions(locale);
    const codes = [...new Set(rows.flatMap((r) => (r.offer_code ? [r.offer_code] : [])))];
    const offers = codes.length > 0 ? await this.promotionOffers(codes, locale) : new Map();
    return rows.map((r) => {
      const offer = r.offer_code ? offers.get(r.offer_code) : undefined;
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        images: r.images.map((url) => ({ url })),
        // spec §1 promotions and bonuses: a bonus offer's terms come from its record.
        ...(offer ? { offer } : {}),
      };
    });
  }

  async videoBanner(locale: ApiLocale): Promise<VideoBanner> {
    const row = await this.queries.videoBanner(locale);
    if (!row) throw notFound();
    const { poster_phone: posterPhone, ...banner } = row;
    return posterPhone ? { ...banner, posterPhone } : banner;
  }

  /**
   * spec §7 cms/callme, validated by the §5 rules of @oyna/contracts (the same function the form
   * uses): name 5–30 and not blank, message 5–100, 1–5 contacts each with a type and a 5–30 value.
   */
  async callMe(body: CallRequest, locale: ApiLocale, meta: RequestMeta): Promise<Outcome<null>> {
    assertValid(validateCallRequest(body));
    await this.queries.insertCallRequest({
      name: body.name.trim(),
      message: body.message.trim(),
      contacts: body.contacts.map((c) => ({ type: c.type, contact: c.contact.trim() })),
      locale,
      ip: meta.ip,
      fingerprint: meta.fingerprint,
    });
    return { data: null, message: 'api.callRequestSaved' };
  }

  async recentCallRequests(limit: number): Promise<CallRequestRecord[]> {
    const rows = await this.queries.callRequests(limit);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      message: r.message,
      contacts: r.contacts,
      locale: r.locale,
      time: new Date(r.created_at).toISOString(),
    }));
  }

  /** The back office's list: every slide (of one slider), switched off ones too, both languages. */
  async adminSlides(slug?: string): Promise<AdminSlide[]> {
    return slidesOf(await this.queries.adminSlides({ slug }));
  }

  /** The back office › the audit: the call's one record keeps the slide before and after. */
  async upsertSlide(input: SlideUpsert, audit: AuditDetail = {}): Promise<UpsertResult> {
    await this.assertLocales(Object.keys(input.images));
    // Stored content is checked on write: '#' or '' mean no link, anything else http(s) or a path.
    const link = linkOf(input.url);
    assertSafeUrls([...(link === '#' ? [] : [link]), ...Object.values(input.images).flat()]);
    const titles: NonNullable<SlideUpsert['titles']> = {};
    for (const [locale, title] of Object.entries(input.titles ?? {}) as [Locale, string][]) {
      if (title === undefined) continue;
      if (title.trim()) assertPlainTitle(title);
      titles[locale] = title.trim();
    }
    const written = await this.queries.upsertSlide({ ...input, url: link, titles });
    Object.assign(audit, {
      object: `slide:${written.id}`,
      before: slidesOf(written.before)[0] ?? null,
      after: slidesOf(written.after)[0] ?? null,
    });
    return { id: written.id };
  }

  /** The back office's lists: every promotion and page, switched off ones too, both languages. */
  async adminPromotions(): Promise<AdminPromotion[]> {
    return promotionsOf(await this.queries.adminPromotions());
  }

  async adminPages(): Promise<AdminPageList> {
    const { pages, categories } = await this.queries.adminPages();
    return { categories, pages: pagesOf(pages) };
  }

  /** The back office › the audit: each edit's one record keeps the item before and after. */
  async upsertPromotion(input: PromotionUpsert, audit: AuditDetail = {}): Promise<UpsertResult> {
    await this.assertLocales(Object.keys(input.texts));
    // A promotion links an existing bonus offer or none (spec §1: its terms are that record's).
    if (input.offerCode && !(await this.offerExists(input.offerCode))) {
      throw badRequest('server.account.offer.unknown');
    }
    const texts: PromotionUpsert['texts'] = {};
    for (const [locale, text] of Object.entries(input.texts) as [keyof typeof texts, Text][]) {
      if (!text) continue;
      assertPlainTitle(text.title);
      assertSafeUrls(text.images);
      texts[locale] = { ...text, description: await cleanRichText(text.description) };
    }
    const written = await this.queries.upsertPromotion({ ...input, texts });
    Object.assign(audit, {
      object: `promotion:${written.id}`,
      before: promotionsOf(written.before)[0] ?? null,
      after: promotionsOf(written.after)[0] ?? null,
    });
    return { id: written.id };
  }

  async upsertPage(input: PageUpsert, audit: AuditDetail = {}): Promise<UpsertResult> {
    await this.assertLocales(Object.keys(input.texts));
    if (!(await this.queries.categoryExists(input.categoryId))) {
      throw badRequest('server.valueNotAllowed');
    }
    const texts: PageUpsert['texts'] = {};
    for (const [locale, text] of Object.entries(input.texts) as [keyof typeof texts, PageText][]) {
      if (!text) continue;
      assertPlainTitle(text.title);
      texts[locale] = { ...text, body: await cleanRichText(text.body) };
    }
    const written = await this.queries.upsertPage({ ...input, texts });
    Object.assign(audit, {
      object: `page:${written.id}`,
      before: pagesOf(written.before)[0] ?? null,
      after: pagesOf(written.after)[0] ?? null,
    });
    return { id: written.id };
  }

  /** At least one known language (the schema drops keys other than tr and en). */
  private async assertLocales(locales: string[]): Promise<void> {
    if (locales.length === 0 || !(await this.queries.localesExist(locales))) {
      throw badRequest('server.valueNotAllowed');
    }
  }
}

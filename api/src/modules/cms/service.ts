import { notFound } from '../../lib/errors';
import { minorToAmount } from '../../lib/money';
import type { ApiLocale } from '../../lib/messages';
import type { CmsQueries } from './queries';
import type { BootstrapData, ContentItem, ContentPage, TranslationEntry } from './wire';

export class CmsService {
  constructor(private readonly queries: CmsQueries) {}

  /** spec §3 bootstrap data, in the reader's language (spec §4: loaded first at start-up). */
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
      domainStatus: settings
        ? { current: settings.current_domain, next: settings.next_domain }
        : null,
      trialBonusAmount: minorToAmount(settings?.trial_bonus_minor ?? 0),
      popup:
        settings && settings.popup_images.length > 0
          ? { url: settings.popup_url, images: settings.popup_images.map((url) => ({ url })) }
          : null,
    };
  }

  async trialBonusMinor(): Promise<number> {
    return (await this.queries.siteSettings())?.trial_bonus_minor ?? 0;
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

  async content(locale: ApiLocale, id: number): Promise<ContentPage> {
    const page = await this.queries.content(locale, id);
    if (!page) throw notFound('api.contentNotFound');
    return page;
  }
}

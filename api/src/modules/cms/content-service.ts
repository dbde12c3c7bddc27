import { validateCallRequest, type CallRequest } from '@oyna/contracts';
import type { Outcome } from '../../lib/envelope';
import { assertValid, badRequest, notFound } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import type { RequestMeta } from '../../lib/request-meta';
import type { ContentQueries, PageUpsert, PromotionUpsert, SlideUpsert } from './content-queries';
import type { BannerSlide, Promotion, VideoBanner } from './wire';

/** spec §3: a slide's url is '#' when missing. */
const linkOf = (url: string | null | undefined) => (url && url.trim() ? url : '#');

/**
 * Slides, promotions, the video banner and call requests (issue 4, spec §3/§7), plus the
 * operator's upserts (README › Content admin).
 */
export class ContentService {
  constructor(private readonly queries: ContentQueries) {}

  /** spec §7 cms/sliderlist: the slides of one slug, in display order. */
  async slides(locale: ApiLocale, slug: string): Promise<BannerSlide[]> {
    const rows = await this.queries.slides(locale, slug);
    return rows.map((r) => ({
      url: linkOf(r.url),
      target: r.target,
      images: r.images.map((url) => ({ url })),
    }));
  }

  async promotions(locale: ApiLocale): Promise<Promotion[]> {
    const rows = await this.queries.promotions(locale);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      images: r.images.map((url) => ({ url })),
    }));
  }

  async videoBanner(locale: ApiLocale): Promise<VideoBanner> {
    const row = await this.queries.videoBanner(locale);
    if (!row) throw notFound();
    return row;
  }

  /**
   * spec §7 cms/callme, validated by the §5 rules of @oyna/contracts (the same function the form
   * uses): name 5–30 and not blank, message 5–100, 1–5 contacts each with a type and a 5–30 value.
   */
  async callMe(body: unknown, locale: ApiLocale, meta: RequestMeta): Promise<Outcome<null>> {
    assertValid(validateCallRequest(body));
    const request = body as CallRequest;
    await this.queries.insertCallRequest({
      name: request.name.trim(),
      message: request.message.trim(),
      contacts: request.contacts.map((c) => ({ type: Number(c.type), contact: c.contact.trim() })),
      locale,
      ip: meta.ip,
      fingerprint: meta.fingerprint,
    });
    return { data: null, message: 'api.callRequestSaved' };
  }

  async recentCallRequests(limit: number) {
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

  async upsertSlide(input: SlideUpsert): Promise<{ id: number }> {
    await this.assertLocales(Object.keys(input.images));
    return { id: await this.queries.upsertSlide({ ...input, url: linkOf(input.url) }) };
  }

  async upsertPromotion(input: PromotionUpsert): Promise<{ id: number }> {
    await this.assertLocales(Object.keys(input.texts));
    return { id: await this.queries.upsertPromotion(input) };
  }

  async upsertPage(input: PageUpsert): Promise<{ id: number }> {
    await this.assertLocales(Object.keys(input.texts));
    if (!(await this.queries.categoryExists(input.categoryId))) {
      throw badRequest('api.valueNotAllowed');
    }
    return { id: await this.queries.upsertPage(input) };
  }

  /** At least one known language (the schema drops keys other than tr and en). */
  private async assertLocales(locales: string[]): Promise<void> {
    if (locales.length === 0 || !(await this.queries.localesExist(locales))) {
      throw badRequest('api.valueNotAllowed');
    }
  }
}

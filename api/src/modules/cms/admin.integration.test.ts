import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import type { BannerSlide, ContentItem, ContentPage, Promotion } from '@oyna/contracts';
import { BonusOfferRecords, offerTermsText } from '../bonus';

const TOKEN = 'test-admin-token';
const admin = { 'x-admin-token': TOKEN };
const images = (tag: string) => [1, 2, 3].map((i) => `/api/cms/media/${tag}-${i}.svg`);

describe.each(BACKENDS)('content admin on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, { adminToken: TOKEN });
  });
  afterAll(() => h.close());

  it('refuses calls without the right x-admin-token and changes nothing', async () => {
    const payload = { slug: 'home', images: { en: images('x') } };
    const none = await call(h.app, { method: 'POST', url: '/api/admin/slide', payload });
    expect(none.status).toBe(401);
    const wrong = await call(h.app, {
      method: 'POST',
      url: '/api/admin/slide',
      payload,
      headers: { 'x-admin-token': 'nope' },
    });
    expect(wrong.status).toBe(401);
    const slides = await call<BannerSlide[]>(h.app, {
      method: 'POST',
      url: '/api/cms/sliderlist',
      payload: { slug: 'home' },
    });
    expect(slides.body.data.map((s) => s.images[0]?.url)).not.toContain('/api/cms/media/x-1.svg');
  });

  it('adds a slide to a new slider, then moves it first and unlinks it', async () => {
    const created = await call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/slide',
      headers: admin,
      payload: {
        slug: 'sports',
        sort: 5,
        url: '/spor',
        images: { tr: images('a'), en: images('b') },
      },
    });
    expect(created.status).toBe(200);
    const second = await call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/slide',
      headers: admin,
      payload: { slug: 'sports', sort: 9, url: '/livespor', images: { en: images('c') } },
    });
    const list = () =>
      call<BannerSlide[]>(h.app, {
        method: 'POST',
        url: '/api/cms/sliderlist',
        payload: { slug: 'sports' },
        locale: 'en',
      });
    expect((await list()).body.data.map((s) => s.url)).toEqual(['/spor', '/livespor']);

    await call(h.app, {
      method: 'POST',
      url: '/api/admin/slide',
      headers: admin,
      payload: {
        id: second.body.data.id,
        slug: 'sports',
        sort: 1,
        url: '',
        images: { en: images('c') },
      },
    });
    expect((await list()).body.data.map((s) => s.url)).toEqual(['#', '/spor']);
  });

  it('upserts a promotion whose HTML is sanitised on write', async () => {
    const html = '<p>Bonus</p><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const { body } = await call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/promotion',
      headers: admin,
      payload: {
        sort: 0,
        texts: {
          en: { title: 'Night Owl Bonus', description: html, images: images('p').slice(0, 2) },
        },
      },
    });
    const list = await call<Promotion[]>(h.app, {
      method: 'POST',
      url: '/api/cms/promotionlist',
      payload: {},
      locale: 'en',
    });
    const added = list.body.data.find((p) => p.id === body.data.id);
    expect(added?.title).toBe('Night Owl Bonus');
    expect(added?.description).toMatch(/^<p>Bonus<\/p><img src="x" ?\/?>$/);
    expect(list.body.data[0]?.id).toBe(body.data.id);
  });

  it('links a promotion to an existing bonus offer only: an unknown offerCode is a 400 and nothing is stored', async () => {
    // spec §1 promotions and bonuses: a promotion's terms are its offer record's.
    const promotions = async (locale: 'tr' | 'en' = 'en') =>
      (
        await call<Promotion[]>(h.app, {
          method: 'POST',
          url: '/api/cms/promotionlist',
          payload: {},
          locale,
        })
      ).body.data;
    const texts = (title: string) => ({
      en: { title, description: '<p>Spin more</p>', images: images('o').slice(0, 2) },
      tr: { title: `${title} TR`, description: '<p>Daha çok</p>', images: images('o').slice(0, 2) },
    });
    const before = await promotions();

    const unknown = await call(h.app, {
      method: 'POST',
      url: '/api/admin/promotion',
      headers: admin,
      payload: { sort: 50, offerCode: 'no_such_offer', texts: texts('Ghost Offer') },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no such bonus');
    const malformed = await call(h.app, {
      method: 'POST',
      url: '/api/admin/promotion',
      headers: admin,
      payload: { sort: 50, offerCode: 'Not A Code!', texts: texts('Ghost Offer') },
    });
    expect(malformed.status).toBe(400);
    expect(await promotions()).toEqual(before);

    const created = await call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/promotion',
      headers: admin,
      payload: { sort: 50, offerCode: 'birthday', texts: texts('Birthday Treat') },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const record = await new BonusOfferRecords(h.app.db).byCode('birthday');
    if (!record) throw new Error('no birthday offer record');
    for (const locale of ['tr', 'en'] as const) {
      const shown = (await promotions(locale)).find((p) => p.id === id);
      expect(shown?.offer).toEqual({
        code: 'birthday',
        title: locale === 'tr' ? record.title_tr : record.title_en,
        terms: offerTermsText(record, locale),
        claimable: record.enabled,
      });
    }

    // Left out keeps the link; null unlinks it; an existing promotion cannot be linked to an unknown code.
    await call(h.app, {
      method: 'POST',
      url: '/api/admin/promotion',
      headers: admin,
      payload: { id, sort: 50, texts: texts('Birthday Treat 2') },
    });
    expect((await promotions()).find((p) => p.id === id)?.offer?.code).toBe('birthday');
    const relink = await call(h.app, {
      method: 'POST',
      url: '/api/admin/promotion',
      headers: admin,
      payload: { id, sort: 50, offerCode: 'nope', texts: texts('Birthday Treat 3') },
    });
    expect(relink.status).toBe(400);
    expect((await promotions()).find((p) => p.id === id)?.title).toBe('Birthday Treat 2');
    await call(h.app, {
      method: 'POST',
      url: '/api/admin/promotion',
      headers: admin,
      payload: { id, sort: 50, status: false, offerCode: null, texts: texts('Birthday Treat') },
    });
    const row = await h.app.db
      .selectFrom('promotion')
      .select('offer_code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.offer_code).toBeNull();
  });

  it('rewrites page 1 in one language and adds a new static page to the menu', async () => {
    await call(h.app, {
      method: 'POST',
      url: '/api/admin/page',
      headers: admin,
      payload: {
        id: 1,
        categoryId: 1,
        sort: 1,
        texts: { en: { title: 'Terms', body: '<p>New terms</p>' } },
      },
    });
    const en = await call<ContentPage>(h.app, {
      method: 'GET',
      url: '/api/cms/content/1',
      locale: 'en',
    });
    expect(en.body.data).toEqual({ id: 1, title: 'Terms', body: '<p>New terms</p>' });
    const tr = await call<ContentPage>(h.app, {
      method: 'GET',
      url: '/api/cms/content/1',
      locale: 'tr',
    });
    expect(tr.body.data.title).toBe('Genel Şartlar ve Koşullar');

    const added = await call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/page',
      headers: admin,
      payload: {
        categoryId: 1,
        sort: 99,
        texts: { tr: { title: 'Yeni', body: '' }, en: { title: 'New', body: '' } },
      },
    });
    const menu = await call<ContentItem[]>(h.app, {
      method: 'POST',
      url: '/api/cms/contentlist',
      payload: { status: true, categoryId: 1 },
      locale: 'en',
    });
    expect(menu.body.data.at(-1)).toEqual({ id: added.body.data.id, title: 'New' });
  });

  it('refuses URLs that are not http(s) or a site path, and titles with markup; nothing stored', async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      call(h.app, { method: 'POST', url: `/api/admin/${url}`, headers: admin, payload });
    const bad = ['javascript:alert(1)', 'data:text/html,<script>x</script>', '//evil.example/a'];
    for (const link of bad) {
      const slide = await post('slide', { slug: 'evil', url: link, images: { en: images('e') } });
      expect(slide.status).toBe(400);
      expect(slide.body).toEqual({
        success: false,
        message: 'A link must be an http(s) address or a path on this site',
        data: null,
      });
      const picture = await post('slide', {
        slug: 'evil',
        images: { en: [link, ...images('e').slice(1)] },
      });
      expect(picture.status).toBe(400);
      const promo = await post('promotion', {
        texts: { en: { title: 'Promo', description: '', images: [link, images('e')[0]] } },
      });
      expect(promo.status).toBe(400);
    }
    const titled = await post('page', {
      categoryId: 1,
      texts: { en: { title: '<b onmouseover=alert(1)>Hi</b>', body: '<p>x</p>' } },
    });
    expect(titled.status).toBe(400);
    expect(titled.body.message).toBe('A title must be plain text (no HTML)');
    const slides = await call<BannerSlide[]>(h.app, {
      method: 'POST',
      url: '/api/cms/sliderlist',
      payload: { slug: 'evil' },
    });
    expect(slides.body.data).toEqual([]);
  });

  it('stores a page body sanitised: allowed markup stays, the rest is gone', async () => {
    const created = await call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/page',
      headers: admin,
      payload: {
        categoryId: 1,
        texts: {
          en: {
            title: 'Rules & terms',
            body: '<h2>Rules</h2><p onclick="x()">Play <a href="javascript:x()">fair</a></p><script>x()</script>',
          },
        },
      },
    });
    expect(created.status).toBe(200);
    const page = await call<ContentPage>(h.app, {
      method: 'GET',
      url: `/api/cms/content/${created.body.data.id}`,
      locale: 'en',
    });
    expect(page.body.data).toMatchObject({
      title: 'Rules & terms',
      body: '<h2>Rules</h2><p>Play <a>fair</a></p>',
    });
  });

  it('refuses a page in an unknown category or language with 400', async () => {
    const bad = await call(h.app, {
      method: 'POST',
      url: '/api/admin/page',
      headers: admin,
      payload: { categoryId: 999, texts: { en: { title: 'X', body: '' } } },
    });
    expect(bad.status).toBe(400);
    const lang = await call(h.app, {
      method: 'POST',
      url: '/api/admin/page',
      headers: admin,
      payload: { categoryId: 1, texts: { de: { title: 'X', body: '' } } },
    });
    expect(lang.status).toBe(400);
  });

  it('does not exist when no admin token is configured (production default)', async () => {
    const off = await startApp(backend, { adminToken: undefined });
    try {
      const res = await call(off.app, {
        method: 'POST',
        url: '/api/admin/slide',
        headers: admin,
        payload: { slug: 'home', images: { en: images('x') } },
      });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import type { BannerSlide, ContentPage, Promotion, VideoBanner } from '@oyna/contracts';

const valid = {
  name: 'Ayşe Yılmaz',
  message: 'Please call me about the welcome bonus',
  contacts: [{ type: 1, contact: '905321234567' }],
};

describe.each(BACKENDS)('cms content on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const slides = (slug: string, locale: 'tr' | 'en' = 'en') =>
    call<BannerSlide[]>(h.app, {
      method: 'POST',
      url: '/api/cms/sliderlist',
      payload: { slug },
      locale,
    });

  it('serves the slides of a slug in order, each with three pictures, a phone picture and a link', async () => {
    const { status, body } = await slides('home');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const slide of body.data) {
      // spec §2: the 576/992/1200 pictures; the seeded slides add a phone-shaped fourth, so no
      // headline is cropped on a phone
      expect(slide.images.map((i) => i.url)).toEqual([
        expect.stringMatching(/-576\.svg$/),
        expect.stringMatching(/-992\.svg$/),
        expect.stringMatching(/-1200\.svg$/),
        expect.stringMatching(/-phone\.svg$/),
      ]);
      expect(slide.url).not.toBe('');
      expect(['_self', '_blank']).toContain(slide.target);
    }
    const tr = await slides('home', 'tr');
    expect(tr.body.data.map((s) => s.url)).toEqual(body.data.map((s) => s.url));
    expect(tr.body.data[0]?.images[0]?.url).toMatch(/-tr-/);
    expect(body.data[0]?.images[0]?.url).toMatch(/-en-/);
  });

  it("answers '#' for a slide without a link and an empty list for an unknown slug", async () => {
    const casino = await slides('casino');
    expect(casino.body.data.map((s) => s.url)).toContain('#');
    const none = await slides('no-such-slider');
    expect(none.body).toEqual({ success: true, message: '', data: [] });
  });

  it('serves every seeded picture it links to, as a cacheable image', async () => {
    const { body } = await slides('home');
    const url = body.data[0]!.images[2]!.url;
    const media = await h.app.inject({ method: 'GET', url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(media.headers['cache-control']).toContain('max-age');
    expect(media.body).toContain('<svg');
    const traversal = await h.app.inject({
      method: 'GET',
      url: '/api/cms/media/..%2Fpackage.json',
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('lists promotions with a card and a detail picture, HTML description, per language', async () => {
    const en = await call<Promotion[]>(h.app, {
      method: 'POST',
      url: '/api/cms/promotionlist',
      payload: {},
      locale: 'en',
    });
    const tr = await call<Promotion[]>(h.app, {
      method: 'POST',
      url: '/api/cms/promotionlist',
      payload: {},
      locale: 'tr',
    });
    expect(en.body.data.length).toBeGreaterThanOrEqual(3);
    expect(en.body.data[0]?.images.length).toBeGreaterThanOrEqual(2);
    expect(en.body.data[0]?.description).toMatch(/<p>/);
    expect(tr.body.data.map((p) => p.id)).toEqual(en.body.data.map((p) => p.id));
    expect(tr.body.data[0]?.title).not.toBe(en.body.data[0]?.title);
  });

  it('serves the video banner with three titles in the request language', async () => {
    const { body } = await call<VideoBanner>(h.app, {
      method: 'GET',
      url: '/api/cms/videobanner',
      locale: 'tr',
    });
    expect(body.data.title1).toBe('Canlı Casino');
    expect(body.data.title2).toBeTruthy();
    expect(body.data.title3).toBeTruthy();
  });

  it('has the general terms as page 1 in both languages (spec §2 /pages/1)', async () => {
    for (const [locale, title] of [
      ['tr', 'Genel Şartlar ve Koşullar'],
      ['en', 'General Terms and Conditions'],
    ] as const) {
      const { body } = await call<ContentPage>(h.app, {
        method: 'GET',
        url: '/api/cms/content/1',
        locale,
      });
      expect(body.data.title).toBe(title);
      expect(body.data.body.length).toBeGreaterThan(100);
    }
  });

  it('stores a valid call request and answers with a localised message', async () => {
    const { status, body } = await call(h.app, {
      method: 'POST',
      url: '/api/cms/callme',
      payload: valid,
      locale: 'tr',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Talebiniz alındı. En kısa sürede sizi arayacağız.');
    const stored = await h.app.db
      .selectFrom('call_request')
      .select(['name', 'contacts', 'locale'])
      .execute();
    expect(stored).toContainEqual({ name: 'Ayşe Yılmaz', contacts: valid.contacts, locale: 'tr' });
  });

  const violations: [string, unknown][] = [
    ['a name under 5 characters', { ...valid, name: 'Ali' }],
    ['a blank name', { ...valid, name: '       ' }],
    ['a name over 30 characters', { ...valid, name: 'x'.repeat(31) }],
    ['a message under 5 characters', { ...valid, message: 'Hi' }],
    ['a message over 100 characters', { ...valid, message: 'm'.repeat(101) }],
    ['no contacts', { ...valid, contacts: [] }],
    ['six contacts', { ...valid, contacts: Array(6).fill(valid.contacts[0]) }],
    ['a contact without a type', { ...valid, contacts: [{ contact: '905321234567' }] }],
    ['an unknown contact type', { ...valid, contacts: [{ type: 9, contact: '905321234567' }] }],
    ['a contact value under 5', { ...valid, contacts: [{ type: 3, contact: '@ab' }] }],
    ['a contact value over 30', { ...valid, contacts: [{ type: 4, contact: 'a'.repeat(31) }] }],
  ];

  it.each(violations)('refuses %s with 400 and a readable message', async (_case, payload) => {
    const before = await h.app.db
      .selectFrom('call_request')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const locale of ['tr', 'en'] as const) {
      const { status, body } = await call(h.app, {
        method: 'POST',
        url: '/api/cms/callme',
        payload: payload as Record<string, unknown>,
        locale,
      });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message.length).toBeGreaterThan(5);
    }
    const after = await h.app.db
      .selectFrom('call_request')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('words the contact-count errors with the Turkish warnings of spec §5', async () => {
    const none = await call(h.app, {
      method: 'POST',
      url: '/api/cms/callme',
      payload: { ...valid, contacts: [] },
      locale: 'tr',
    });
    expect(none.body.message).toContain('En az bir iletişim bilgisi eklemelisiniz');
  });
});

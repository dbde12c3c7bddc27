import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import type { BootstrapData, ContentItem, ContentPage, TranslationEntry } from '@oyna/contracts';

describe.each(BACKENDS)('cms on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const grouped = (locale: 'tr' | 'en') =>
    call<BootstrapData>(h.app, { method: 'GET', url: '/api/cms/grouped', locale });

  it('serves the bootstrap data of spec §3 in English', async () => {
    const { status, body } = await grouped('en');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const data = body.data;
    expect(data.categoryList.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Gambling', 'Policies', 'Footer', 'Quick Links']),
    );
    const policies = data.categoryList.find((c) => c.name === 'Policies');
    expect(policies?.contentList[0]).toEqual({ id: 1, title: 'General Terms and Conditions' });
    expect(data.casinoCategoryList).toContainEqual({
      id: 1,
      name: 'Popular',
      slugList: ['popular', 'top-games'],
    });
    expect(data.languageList.map((l) => l.locale)).toEqual(['tr', 'en']);
    expect(data.domainStatus).toEqual({ current: 'oyna100.com', next: 'oyna101.com' });
    expect(data.trialBonusAmount).toBe(50);
    // The trial bonus's terms from its offer record (migration 0090: 1× within 7 days, ₺20).
    expect(data.trialBonusTerms).toContain('within 7 days');
    expect(data.trialBonusTerms).toContain('₺20,00');
    expect(data.popup?.images).toHaveLength(3);
    expect(data.popup?.url).toBe('/promotions');
  });

  it('serves the same structure with Turkish texts for x-locale tr', async () => {
    const { body } = await grouped('tr');
    const policies = body.data.categoryList.find((c) => c.name === 'Policies');
    expect(policies?.contentList[0]).toEqual({ id: 1, title: 'Genel Şartlar ve Koşullar' });
    expect(body.data.casinoCategoryList[0]?.name).toBe('Popüler');
    const en = await grouped('en');
    expect(body.data.categoryList.map((c) => c.name)).toEqual(
      en.body.data.categoryList.map((c) => c.name),
    );
  });

  it('lists site options with their status so the client can keep the enabled ones', async () => {
    const { body } = await grouped('en');
    const options = body.data.siteOptionList;
    const enabled = options.filter((o) => o.status).map((o) => o.key.toLowerCase());
    expect(enabled).toEqual(
      expect.arrayContaining(['telegram', 'telegram2', 'whatsapp4', 'livetv']),
    );
    expect(options.find((o) => o.key.toLowerCase() === 'chat-site-id')?.status).toBe(false);
  });

  it('serves the translation overrides of the request language', async () => {
    const tr = await call<TranslationEntry[]>(h.app, {
      method: 'GET',
      url: '/api/cms/translationlist',
      locale: 'tr',
    });
    expect(tr.body.data).toContainEqual({
      key: 'home.lead',
      value: 'Spor bahisleri, canlı bahis, slot ve canlı casino tek bir yerde — güvenli ve hızlı.',
    });
    const en = await call<TranslationEntry[]>(h.app, {
      method: 'GET',
      url: '/api/cms/translationlist',
    });
    expect(en.body.data).toContainEqual({
      key: 'home.lead',
      value: 'Sports betting, live betting, slots and live casino in one place — safe and fast.',
    });
  });

  it('lists the pages of a category for the static-page menu (cms/contentlist)', async () => {
    const { status, body } = await call<ContentItem[]>(h.app, {
      method: 'POST',
      url: '/api/cms/contentlist',
      locale: 'tr',
      payload: { status: true, categoryId: 1 },
    });
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({ id: 1, title: 'Genel Şartlar ve Koşullar' });
    expect(body.data.length).toBeGreaterThan(1);
  });

  it('serves a page text and says so when a page does not exist', async () => {
    const page = await call<ContentPage>(h.app, { method: 'GET', url: '/api/cms/content/1' });
    expect(page.body.data.title).toBe('General Terms and Conditions');
    expect(page.body.data.body).toContain('at least two weeks');
    const missing = await call(h.app, { method: 'GET', url: '/api/cms/content/999', locale: 'tr' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Sayfa bulunamadı', data: null });
  });
});

import '../../test/native-modules';
import type {
  AdminSiteContent,
  AdminTranslation,
  BootstrapData,
  TranslationEntry,
} from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { ownerToken, staffOf } from '../../test/staff';

// The back office › content: the popup, the top bar's announcement and message overrides, as
// the content desk edits them; the site's bootstrap (cms/grouped) and cms/translationlist give
// the change at their next read, and each edit leaves one audit record with before and after.

const POPUP = [576, 992, 1200].map((w) => `/api/cms/media/popup-x-${w}.svg`);

describe.each(BACKENDS)('the site content desk on %s', (_name, backend) => {
  let h: Harness;
  let content: string;
  let risk: string;
  beforeAll(async () => {
    h = await startApp(backend);
    const owner = await ownerToken(h.app);
    content = (await staffOf(h.app, owner, 'content')).token;
    risk = (await staffOf(h.app, owner, 'risk')).token;
  });
  afterAll(() => h.close());

  const post = <T>(url: string, payload: object, token = content) =>
    call<T>(h.app, { method: 'POST', url: `/api/admin/${url}`, token, payload, locale: 'en' });
  const bootstrap = async (locale: 'tr' | 'en' = 'en') =>
    (await call<BootstrapData>(h.app, { method: 'GET', url: '/api/cms/grouped', locale })).body
      .data;
  const auditOf = (action: string) =>
    h.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('changes the popup: the bootstrap gives the new one; no pictures means no popup', async () => {
    const seen = await call<AdminSiteContent>(h.app, {
      method: 'GET',
      url: '/api/admin/sitecontent',
      token: content,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data.popup.images).toHaveLength(3);
    const set = await post<AdminSiteContent>('popup', { url: '/casino/slot', images: POPUP });
    expect(set.status).toBe(200);
    expect((await bootstrap()).popup).toEqual({
      url: '/casino/slot',
      images: POPUP.map((url) => ({ url })),
    });
    const [record] = await auditOf('adminSetPopup');
    expect(record).toMatchObject({ object: 'popup', role: 'content', status: 200 });
    expect(record?.before).toEqual(seen.body.data.popup);
    expect(record?.after).toEqual({ url: '/casino/slot', images: POPUP });

    expect((await post('popup', { url: '', images: [] })).status).toBe(200);
    expect((await bootstrap()).popup).toBeNull();
  });

  it('changes the top bar: the new addresses, and no bar without a next one', async () => {
    const set = await post<AdminSiteContent>('announcement', {
      current: 'oyna7.com',
      next: 'oyna8.com',
    });
    expect(set.status).toBe(200);
    expect((await bootstrap()).domainStatus).toEqual({ current: 'oyna7.com', next: 'oyna8.com' });
    expect((await post('announcement', { current: 'oyna7.com', next: '' })).status).toBe(200);
    expect((await bootstrap()).domainStatus).toBeNull();
    const records = await auditOf('adminSetAnnouncement');
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.after)).toEqual(
      expect.arrayContaining([{ current: 'oyna7.com', next: '' }]),
    );
  });

  it('overrides a message per language and removes an override', async () => {
    const set = await post<AdminTranslation>('translation', {
      key: 'menu.promotions',
      texts: { tr: 'Kampanyalar', en: 'Offers' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ key: 'menu.promotions', tr: 'Kampanyalar', en: 'Offers' });
    const served = async (locale: 'tr' | 'en') =>
      (
        await call<TranslationEntry[]>(h.app, {
          method: 'GET',
          url: '/api/cms/translationlist',
          locale,
        })
      ).body.data.find((t) => t.key === 'menu.promotions')?.value;
    expect(await served('en')).toBe('Offers');
    expect(await served('tr')).toBe('Kampanyalar');

    await post('translation', { key: 'menu.promotions', texts: { en: null } });
    expect(await served('en')).toBeUndefined();
    expect(await served('tr')).toBe('Kampanyalar');
    const list = await call<AdminTranslation[]>(h.app, {
      method: 'GET',
      url: '/api/admin/translations',
      token: content,
    });
    expect(list.body.data).toContainEqual({ key: 'menu.promotions', tr: 'Kampanyalar' });
    const records = await auditOf('adminSetTranslation');
    expect(records).toHaveLength(2);
    expect(records.find((r) => (r.after as AdminTranslation).en === undefined)?.before).toEqual({
      key: 'menu.promotions',
      tr: 'Kampanyalar',
      en: 'Offers',
    });
  });

  it('answers bad input with 400 and a message and changes nothing; other roles get 403', async () => {
    const before = await bootstrap();
    const cases: [string, object][] = [
      ['popup', { url: 'javascript:alert(1)', images: POPUP }],
      ['popup', { url: '', images: POPUP.slice(0, 2) }],
      ['announcement', { current: 'Not A Domain', next: 'x.com' }],
      ['announcement', { current: '', next: 'x.com' }],
      ['translation', { key: 'has space', texts: { tr: 'x' } }],
      ['translation', { key: 'menu.x', texts: {} }],
    ];
    for (const [url, body] of cases) {
      const res = await post(url, body);
      expect([url, res.status]).toEqual([url, 400]);
      expect(res.body.message).toBeTruthy();
    }
    expect(await bootstrap()).toEqual(before);
    expect((await post('popup', { url: '', images: [] }, risk)).status).toBe(403);
    const list = await call(h.app, { method: 'GET', url: '/api/admin/translations', token: risk });
    expect(list.status).toBe(403);
  });

  it('queues parallel edits of one message: each record’s before is the edit it replaced', async () => {
    const values = ['a1', 'a2', 'a3', 'a4'];
    const answers = await Promise.all(
      values.map((v) => post('translation', { key: 'menu.burst', texts: { en: v } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const records = (await auditOf('adminSetTranslation')).filter(
      (r) => r.object === 'translation:menu.burst',
    );
    const next = new Map(
      records.map((r) => [(r.before as AdminTranslation).en, (r.after as AdminTranslation).en]),
    );
    const line: (string | undefined)[] = [undefined];
    while (next.has(line[line.length - 1])) line.push(next.get(line[line.length - 1]));
    expect(line).toHaveLength(5);
  });
});

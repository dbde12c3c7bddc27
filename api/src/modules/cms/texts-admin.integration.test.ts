import '../../test/native-modules';
import type { AdminPageList, AdminPromotion, ContentPage, Promotion } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call } from '../../test/app-harness';
import { staffSuite } from '../../test/staff';

// The back office › content: promotions and static pages, listed with both languages' texts
// (switched off ones too) and edited; the site reads the change at once, and each edit leaves
// exactly one audit record with the item before and after.

describe.each(BACKENDS)('promotions and pages in the back office on %s', (_name, backend) => {
  const h = staffSuite(backend, ['content', 'support']);
  const { tokens } = h;

  const get = <T>(url: string, token = tokens.content) =>
    call<T>(h.app, { method: 'GET', url: `/api/admin/${url}`, token });
  const post = (url: string, payload: object, token = tokens.content) =>
    call<{ id: number }>(h.app, {
      method: 'POST',
      url: `/api/admin/${url}`,
      token,
      payload,
      locale: 'en',
    });
  const auditOf = (action: string, object: string) =>
    h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('object', '=', object)
      .execute();

  it('lists every promotion with both languages, and edits one: the site shows it, one audit record', async () => {
    const list = await get<AdminPromotion[]>('promotions');
    expect(list.status).toBe(200);
    const [first] = list.body.data;
    if (!first?.texts.tr || !first.texts.en) throw new Error('no seeded promotion');
    expect(first.texts.tr.title).toBeTruthy();
    const edit = {
      id: first.id,
      sort: first.sort,
      status: first.status,
      texts: {
        tr: first.texts.tr,
        en: {
          ...first.texts.en,
          title: 'A New Offer',
          description: '<p>Hi<script>x()</script></p>',
        },
      },
    };
    expect((await post('promotion', edit)).status).toBe(200);
    const site = await call<Promotion[]>(h.app, {
      method: 'POST',
      url: '/api/cms/promotionlist',
      payload: {},
      locale: 'en',
    });
    expect(site.body.data.find((p) => p.id === first.id)).toMatchObject({
      title: 'A New Offer',
      description: '<p>Hi</p>',
    });
    const records = await auditOf('adminUpsertPromotion', `promotion:${first.id}`);
    expect(records).toHaveLength(1);
    expect((records[0]?.before as AdminPromotion).texts.en?.title).toBe(first.texts.en.title);
    expect((records[0]?.after as AdminPromotion).texts.en?.title).toBe('A New Offer');

    // Switched off: gone from the site, still listed here.
    expect((await post('promotion', { ...edit, status: false })).status).toBe(200);
    const after = (await get<AdminPromotion[]>('promotions')).body.data;
    expect(after.find((p) => p.id === first.id)?.status).toBe(false);
  });

  it('lists every page with the categories, and edits one: the site shows it, one audit record', async () => {
    const list = await get<AdminPageList>('pages');
    expect(list.status).toBe(200);
    expect(list.body.data.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Footer', 'Policies']),
    );
    const page = list.body.data.pages.find((p) => p.texts.en && p.texts.tr);
    if (!page?.texts.tr || !page.texts.en) throw new Error('no seeded page');
    const changed = {
      id: page.id,
      categoryId: page.categoryId,
      sort: page.sort,
      status: true,
      texts: { tr: page.texts.tr, en: { title: 'Rules', body: '<h2>Rules</h2>' } },
    };
    expect((await post('page', changed)).status).toBe(200);
    const site = await call<ContentPage>(h.app, {
      method: 'GET',
      url: `/api/cms/content/${page.id}`,
      locale: 'en',
    });
    expect(site.body.data).toMatchObject({ title: 'Rules', body: '<h2>Rules</h2>' });
    const [record, ...more] = await auditOf('adminUpsertPage', `page:${page.id}`);
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({ role: 'content', status: 200 });
    expect((record?.before as { texts: { en: { title: string } } }).texts.en.title).toBe(
      page.texts.en.title,
    );
  });

  it('answers bad input with 400 and a message, and other roles with 403', async () => {
    const markup = await post('page', {
      categoryId: 1,
      texts: { en: { title: '<i>x</i>', body: '' } },
    });
    expect(markup.status).toBe(400);
    expect(markup.body.message).toBe('A title must be plain text (no HTML)');
    const badCategory = await post('page', {
      categoryId: 9999,
      texts: { en: { title: 'x', body: '' } },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toBeTruthy();
    expect((await get('promotions', tokens.support)).status).toBe(403);
    expect((await get('pages', tokens.support)).status).toBe(403);
  });
});

import '../../test/native-modules';
import type { AdminSlide, BannerSlide } from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call } from '../../test/app-harness';
import { staffSuite } from '../../test/staff';

// The back office › content: a content editor lists every slide (switched off ones too, both
// languages) and edits one; the site shows the change at its next read, and each edit leaves
// exactly one audit record with the slide before and after.

const images = (tag: string) => [1, 2, 3].map((i) => `/api/cms/media/${tag}-${i}.svg`);

describe.each(BACKENDS)('slides in the back office on %s', (_name, backend) => {
  const h = staffSuite(backend, ['content', 'support']);
  const { tokens } = h;

  const list = (token: string, query = '') =>
    call<AdminSlide[]>(h.app, { method: 'GET', url: `/api/admin/slides${query}`, token });
  const upsert = (payload: object, token = tokens.content, locale: 'tr' | 'en' = 'en') =>
    call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/slide',
      token,
      payload,
      locale,
    });
  const site = (slug: string, locale: 'tr' | 'en') =>
    call<BannerSlide[]>(h.app, {
      method: 'POST',
      url: '/api/cms/sliderlist',
      payload: { slug },
      locale,
    });
  const auditOf = (id: number) =>
    h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'adminUpsertSlide')
      .where('object', '=', `slide:${id}`)
      .orderBy('id')
      .execute();

  it('lists every slide with both languages: the seeded titles, in slider and display order', async () => {
    const res = await list(tokens.content, '?slug=home');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.texts.en?.title)).toEqual([
      'Welcome Bonus',
      'Top Odds in Live Betting',
      'Slots of the Week',
    ]);
    const [first] = res.body.data;
    expect(first).toMatchObject({ slug: 'home', sort: 1, url: '/promotions', status: true });
    expect(first?.texts.tr?.title).toBe('Hoş Geldin Bonusu');
    expect(first?.texts.tr?.images[0]).toBe('/api/cms/media/slide-welcome-tr-576.svg');
    const all = await list(tokens.content);
    expect(new Set(all.body.data.map((s) => s.slug))).toEqual(
      new Set(['home', 'casino', 'live-casino']),
    );
  });

  it('refuses the list and the edit to a role without content (403) and to no one (401)', async () => {
    expect((await list(tokens.support)).status).toBe(403);
    expect(
      (await upsert({ slug: 'home', images: { en: images('z') } }, tokens.support)).status,
    ).toBe(403);
    const anonymous = await call(h.app, { method: 'GET', url: '/api/admin/slides' });
    expect(anonymous.status).toBe(401);
  });

  it("changes a slide's title: the site's next read shows it, and one audit record has before and after", async () => {
    const [slide] = (await list(tokens.content, '?slug=casino')).body.data;
    if (!slide) throw new Error('no seeded casino slide');
    const edit = {
      id: slide.id,
      slug: slide.slug,
      sort: slide.sort,
      url: slide.url,
      target: slide.target,
      status: true,
      images: { tr: slide.texts.tr!.images, en: slide.texts.en!.images },
      titles: { tr: 'Büyük Turnuva', en: 'The Big Tournament' },
    };
    expect((await upsert(edit)).status).toBe(200);
    expect((await site('casino', 'en')).body.data[0]?.title).toBe('The Big Tournament');
    expect((await site('casino', 'tr')).body.data[0]?.title).toBe('Büyük Turnuva');

    const records = await auditOf(slide.id);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({ actor_kind: 'staff', role: 'content', status: 200 });
    expect((record?.before as AdminSlide).texts.en?.title).toBe('Slot Tournament');
    expect((record?.after as AdminSlide).texts.en?.title).toBe('The Big Tournament');

    // Switched off: gone from the site, still in the back office's list.
    expect((await upsert({ ...edit, status: false, titles: undefined })).status).toBe(200);
    expect((await site('casino', 'en')).body.data.map((s) => s.title)).not.toContain(
      'The Big Tournament',
    );
    const after = (await list(tokens.content, '?slug=casino')).body.data.find(
      (s) => s.id === slide.id,
    );
    expect(after).toMatchObject({ status: false, texts: { en: { title: 'The Big Tournament' } } });
    expect(await auditOf(slide.id)).toHaveLength(2);
  });

  it('answers bad input with 400 and a readable message, changing nothing', async () => {
    const created = await upsert({
      slug: 'promo-bad',
      images: { en: images('p') },
      titles: { en: 'Plain' },
    });
    const id = created.body.data.id;
    const markup = await upsert({
      id,
      slug: 'promo-bad',
      images: { en: images('p') },
      titles: { en: '<b>Loud</b>' },
    });
    expect(markup.status).toBe(400);
    expect(markup.body.message).toBe('A title must be plain text (no HTML)');
    const script = await upsert(
      { id, slug: 'promo-bad', url: 'javascript:alert(1)', images: { en: images('p') } },
      tokens.content,
      'tr',
    );
    expect(script.status).toBe(400);
    expect(script.body.message).toBe(
      'Bağlantı http(s) ile ya da sitenin bir yolu ile başlamalıdır',
    );
    const shape = await upsert({ id, slug: 'Not A Slug', images: { en: images('p') } });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toBeTruthy();
    const [stored] = (await list(tokens.content, '?slug=promo-bad')).body.data;
    expect(stored?.texts.en?.title).toBe('Plain');
  });

  it('keeps edits of one slide in a line under a burst: each record’s before is the edit before it', async () => {
    const created = await upsert({
      slug: 'burst',
      images: { en: images('b') },
      titles: { en: 't0' },
    });
    const id = created.body.data.id;
    const titles = ['t1', 't2', 't3', 't4', 't5'];
    const answers = await Promise.all(
      titles.map((t) =>
        upsert({ id, slug: 'burst', images: { en: images('b') }, titles: { en: t } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const records = (await auditOf(id)).slice(1);
    expect(records).toHaveLength(5);
    const next = new Map(
      records.map((r) => [
        (r.before as AdminSlide).texts.en?.title,
        (r.after as AdminSlide).texts.en?.title,
      ]),
    );
    // Serialised by the row lock: every edit saw the one written just before it, so the records
    // form one line from the first title through every edit (never two edits from one before).
    const line = ['t0'];
    while (next.has(line[line.length - 1])) line.push(next.get(line[line.length - 1])!);
    expect(line).toHaveLength(6);
    expect(new Set(line.slice(1))).toEqual(new Set(titles));
  });
});

import '../../test/native-modules';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { catalogueCall, fundedPlayer, launchCall } from '../../test/games';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };

/** The casino team's admin calls: the catalogue grows and shrinks without a deploy, audited. */
describe.each(BACKENDS)('casino operators on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  const games = (payload: Record<string, unknown>, token?: string, locale?: 'tr' | 'en') =>
    catalogueCall(h.app, payload, token, locale);
  const launch = (url: string, payload: Record<string, unknown>, token?: string) =>
    launchCall(h.app, url, payload, token);
  const admin = (url: string, payload: Record<string, unknown>, headers = ADMIN) =>
    call<{ id: number }>(h.app, { method: 'POST', url: `/api/admin/${url}`, payload, headers });
  const newGame = {
    gameCode: 'ops-test-slot',
    mainProviderId: 2,
    providerName: 'Pragmatic Play',
    targetCode: 'oyna-lucky-fruits',
    image: '/api/cms/media/game-sultan-gold.svg',
    tags: [],
    categories: ['slot'],
    names: { tr: 'Operasyon Slotu', en: 'Ops Slot' },
  };
  const audits = (target: string) =>
    h.app.db
      .selectFrom('casino_catalogue_audit')
      .select(['action', 'target'])
      .where('target', '=', target)
      .orderBy('id')
      .execute();

  it('adds a game that lists, launches and can be disabled, each change audited', async () => {
    expect((await admin('casino/game', newGame, { 'x-admin-token': 'wrong' })).status).toBe(401);
    const added = await admin('casino/game', newGame);
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    const slots = await games({ systemCategory: 'slot' }, undefined, 'en');
    expect(slots.body.data.flat().map((g) => g.name)).toContain('Ops Slot');
    const again = await admin('casino/game', newGame);
    expect(again.status).toBe(400);
    const unknownCategory = await admin('casino/game', {
      ...newGame,
      gameCode: 'ops-other',
      categories: ['nope'],
    });
    expect(unknownCategory.status).toBe(400);
    expect((await admin('casino/game', { ...newGame, gameCode: 'Bad Code' })).status).toBe(400);

    expect((await admin('casino/game/enabled', { id, enabled: false })).status).toBe(200);
    expect(
      (await games({ systemCategory: 'slot' })).body.data.flat().map((g) => g.gameCode),
    ).not.toContain('ops-test-slot');
    const p = await fundedPlayer(h.app, 0);
    expect(
      (await launch('casino/pragmaticlaunchurl', { code: 'ops-test-slot' }, p.siteToken)).status,
    ).toBe(404);
    expect((await admin('casino/game/enabled', { id: 999_999, enabled: false })).status).toBe(404);
    expect(await audits(`game:${id}`)).toEqual([
      { action: 'game.add', target: `game:${id}` },
      { action: 'game.disable', target: `game:${id}` },
    ]);
    // The one audit (the back office › the audit): one record per change, with before and after.
    const records = await h.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'before', 'after'])
      .where('object', '=', `game:${id}`)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      {
        action: 'adminAddCasinoGame',
        actor: 'oyna-dev-admin',
        before: null,
        after: expect.objectContaining({ gameCode: 'ops-test-slot' }),
      },
      {
        action: 'adminEnableCasinoGame',
        actor: 'oyna-dev-admin',
        before: { enabled: true },
        after: { enabled: false },
      },
    ]);
  });

  it('adds a category (one slug once) and disables it', async () => {
    const payload = { slugList: ['ops-picks'], names: { tr: 'Seçtiklerimiz', en: 'Our Picks' } };
    const added = await admin('casino/category', payload);
    expect(added.status).toBe(200);
    expect((await admin('casino/category', payload)).status).toBe(400);
    const id = added.body.data.id;
    const boot = async () =>
      (
        await call<{ casinoCategoryList: { id: number }[] }>(h.app, {
          method: 'GET',
          url: '/api/cms/grouped',
        })
      ).body.data.casinoCategoryList.map((c) => c.id);
    expect(await boot()).toContain(id);
    expect((await admin('casino/category/enabled', { id, enabled: false })).status).toBe(200);
    expect(await boot()).not.toContain(id);
    expect((await audits(`category:${id}`)).map((a) => a.action)).toEqual([
      'category.add',
      'category.disable',
    ]);
  });
});

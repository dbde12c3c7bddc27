import '../../test/native-modules';
import type {
  AdminCasinoCategoryRecord,
  AdminCasinoGamePage,
  CatalogueGame,
} from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { ownerToken, staffOf } from '../../test/staff';

// The back office › content: the casino catalogue as the content desk runs it — every category
// and game, on or off, with both languages' names; a game put into or taken out of a category,
// which the site's lobby shows at once; each change one audit record with before and after.

describe.each(BACKENDS)('the casino catalogue desk on %s', (_name, backend) => {
  let h: Harness;
  let content: string;
  let cashier: string;
  beforeAll(async () => {
    h = await startApp(backend);
    const owner = await ownerToken(h.app);
    content = (await staffOf(h.app, owner, 'content')).token;
    cashier = (await staffOf(h.app, owner, 'cashier')).token;
  });
  afterAll(() => h.close());

  const categories = (token = content) =>
    call<AdminCasinoCategoryRecord[]>(h.app, {
      method: 'GET',
      url: '/api/admin/casino/categories',
      token,
    });
  const games = (query: string, token = content) =>
    call<AdminCasinoGamePage>(h.app, {
      method: 'GET',
      url: `/api/admin/casino/games?${query}`,
      token,
    });
  const place = (body: object, token = content, locale: 'tr' | 'en' = 'en') =>
    call<{ id: number }>(h.app, {
      method: 'POST',
      url: '/api/admin/casino/game/category',
      token,
      payload: body,
      locale,
    });
  const lobby = async (slug: string) => {
    const res = await call<CatalogueGame[][]>(h.app, {
      method: 'POST',
      url: '/api/casino/games',
      payload: { systemCategory: slug },
      locale: 'en',
    });
    return res.body.data.flat().map((g) => g.gameCode);
  };
  const auditOf = (gameId: number) =>
    h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'adminPlaceCasinoGame')
      .where('object', '=', `game:${gameId}`)
      .orderBy('id')
      .execute();

  it('lists every category with both names and its number of games, and pages the games', async () => {
    const list = await categories();
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(5);
    for (const c of list.body.data) {
      expect(c.names.tr).toBeTruthy();
      expect(c.names.en).toBeTruthy();
    }
    const slots = list.body.data.find((c) => c.slugList[0] === 'slot');
    expect(slots).toBeDefined();
    const page = await games(`categoryId=${slots!.id}&take=5`);
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(slots!.games);
    expect(page.body.data.items).toHaveLength(Math.min(5, slots!.games));
    for (const g of page.body.data.items) expect(g.categoryIds).toContain(slots!.id);
    const next = await games(`categoryId=${slots!.id}&take=5&skip=5`);
    const ids = new Set(page.body.data.items.map((g) => g.id));
    expect(next.body.data.items.some((g) => ids.has(g.id))).toBe(false);
  });

  it('finds games by a name in either language or by code, % and _ matching themselves', async () => {
    const [any] = (await games('take=1')).body.data.items;
    if (!any) throw new Error('no games seeded');
    const byCode = await games(`q=${encodeURIComponent(any.gameCode.toUpperCase())}`);
    expect(byCode.body.data.items.map((g) => g.id)).toContain(any.id);
    const byName = await games(`q=${encodeURIComponent(any.names.tr.slice(0, 6))}`);
    expect(byName.body.data.items.map((g) => g.id)).toContain(any.id);
    expect((await games('q=%25')).body.data.total).toBe(0);
  });

  it('puts a game into a category and takes it out: the lobby follows, one audit record each', async () => {
    const list = (await categories()).body.data;
    const bingo = list.find((c) => c.slugList[0] === 'bingo')!;
    const [game] = (await games('q=roulette&take=1')).body.data.items;
    if (!game || !bingo) throw new Error('seed changed');
    expect(game.categoryIds).not.toContain(bingo.id);
    expect(await lobby('bingo')).not.toContain(game.gameCode);

    const added = await place({ gameId: game.id, categoryId: bingo.id, placed: true });
    expect(added.status).toBe(200);
    expect(await lobby('bingo')).toContain(game.gameCode);
    const [record] = await auditOf(game.id);
    expect(record).toMatchObject({ role: 'content', status: 200 });
    expect(record?.before).toEqual({ categoryIds: game.categoryIds });
    expect(record?.after).toEqual({
      categoryIds: [...game.categoryIds, bingo.id].sort((a, b) => a - b),
    });

    const removed = await place({ gameId: game.id, categoryId: bingo.id, placed: false });
    expect(removed.status).toBe(200);
    expect(await lobby('bingo')).not.toContain(game.gameCode);
    expect(await auditOf(game.id)).toHaveLength(2);
  });

  it('answers an unknown game or category with 404 and a message, bad input with 400, a cashier with 403', async () => {
    const [game] = (await games('take=1')).body.data.items;
    const unknownGame = await place(
      { gameId: 999_999, categoryId: 1, placed: true },
      content,
      'tr',
    );
    expect(unknownGame.status).toBe(404);
    expect(unknownGame.body.message).toBeTruthy();
    const unknownCategory = await place({ gameId: game!.id, categoryId: 999_999, placed: true });
    expect(unknownCategory.status).toBe(404);
    expect(unknownCategory.body.message).toBeTruthy();
    const bad = await place({ gameId: 'x', categoryId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    expect((await games('take=9999')).status).toBe(400);
    expect((await categories(cashier)).status).toBe(403);
    expect((await place({ gameId: game!.id, categoryId: 1, placed: true }, cashier)).status).toBe(
      403,
    );
  });

  it('keeps placements of one game in a line under a burst: each record’s before is the state it changed', async () => {
    const list = (await categories()).body.data;
    const [game] = (await games('q=crash&take=1')).body.data.items;
    const targets = list.filter((c) => !game!.categoryIds.includes(c.id)).slice(0, 4);
    const answers = await Promise.all(
      targets.map((c) => place({ gameId: game!.id, categoryId: c.id, placed: true })),
    );
    expect(answers.map((a) => a.status)).toEqual(targets.map(() => 200));
    const records = await auditOf(game!.id);
    expect(records).toHaveLength(targets.length);
    // Under the game's lock each placement saw the ones before it: the sizes grow one by one.
    const sizes = records
      .map((r) => (r.before as { categoryIds: number[] }).categoryIds.length)
      .sort((a, b) => a - b);
    const start = game!.categoryIds.length;
    expect(sizes).toEqual(targets.map((_, i) => start + i));
    const final = (await games(`q=${game!.gameCode}`)).body.data.items.find(
      (g) => g.id === game!.id,
    );
    expect(final?.categoryIds).toHaveLength(start + targets.length);
  });
});

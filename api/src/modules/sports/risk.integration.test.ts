import '../../test/native-modules';
import crypto from 'node:crypto';
import type {
  AdminSportsBetsPage,
  AdminSportsEventRow,
  AdminSportsLiability,
  AdminSportsResult,
  Market,
  MyBetsPage,
  PlaceBetsResult,
  SportEventDetail,
  SportsTree,
} from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer } from '../../test/games';
import { ownerToken, staffOf } from '../../test/staff';
import { FeedQueries } from './queries/feed';

const rid = () => crypto.randomBytes(9).toString('base64url');

describe.each(BACKENDS)("the back office's sportsbook desk on %s", (_name, backend) => {
  let h: Harness;
  let risk: string;
  let support: string;
  beforeAll(async () => {
    h = await startApp(backend, {
      adminToken: 'oyna-dev-admin',
      sports: { feedAutostart: false, minLive: 0, minUpcomingPerSport: 14, liveDelayMs: 150 },
    });
    await h.app.sportsFeed!.seed();
    const owner = await ownerToken(h.app);
    risk = (await staffOf(h.app, owner, 'risk')).token;
    support = (await staffOf(h.app, owner, 'support')).token;
  });
  afterAll(() => h?.close());

  const post = <T>(url: string, payload: object, token?: string) =>
    call<T>(h.app, { method: 'POST', url: `/api/${url}`, payload, ...(token ? { token } : {}) });
  const get = <T>(url: string, token: string) =>
    call<T>(h.app, { method: 'GET', url: `/api/${url}`, token });

  const used = new Set<number>();
  const freshEvents = async (n: number): Promise<SportEventDetail[]> => {
    const tree = (await post<SportsTree>('sports/tree', { kind: 'prematch', sport: 'football' }))
      .body.data;
    const ids = tree.sports
      .flatMap((s) => s.competitions.flatMap((c) => c.events))
      .map((e) => e.id)
      .filter((id) => !used.has(id))
      .slice(0, n);
    if (ids.length < n) throw new Error('not enough events seeded');
    for (const id of ids) used.add(id);
    return Promise.all(
      ids.map(
        async (id) => (await post<SportEventDetail>('sports/event', { eventId: id })).body.data,
      ),
    );
  };
  const main = (e: SportEventDetail): Market => e.markets.find((m) => m.key === '1x2')!;
  const sel = (e: SportEventDetail, key: string) => main(e).selections.find((s) => s.key === key)!;
  const place = (token: string, body: object) =>
    post<PlaceBetsResult>('sports/place', { requestId: rid(), rule: 'none', ...body }, token);
  const single = (token: string, s: { id: number; odds: number }, stake: number) =>
    place(token, {
      legs: [{ selectionId: s.id, odds: s.odds }],
      singles: [{ selectionId: s.id, stake }],
    });
  const liabilityOf = async (eventId: number) => {
    const res = await get<AdminSportsLiability>(`admin/sports/liability?eventId=${eventId}`, risk);
    expect(res.status).toBe(200);
    return new Map(res.body.data.selections.map((s) => [s.selectionId, s]));
  };
  const audits = (action: string, object: string) =>
    h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('object', '=', object)
      .orderBy('id')
      .execute();

  it('counts a single on its selection and a combo on each of its selections; settled legs count nothing', async () => {
    const [a, b] = (await freshEvents(2)) as [SportEventDetail, SportEventDetail];
    const player = await fundedPlayer(h.app, 100_000);
    const homeA = sel(a, 'home');
    const drawA = sel(a, 'draw');
    const awayB = sel(b, 'away');
    const s1 = await single(player.siteToken, homeA, 10);
    const s2 = await single(player.siteToken, drawA, 5);
    const combo = await place(player.siteToken, {
      legs: [
        { selectionId: homeA.id, odds: homeA.odds },
        { selectionId: awayB.id, odds: awayB.odds },
      ],
      comboStake: 4,
    });
    for (const r of [s1, s2, combo]) expect(r.body.data.accepted).toBe(true);
    const pHome = s1.body.data.bets[0]!.potentialReturn;
    const pDraw = s2.body.data.bets[0]!.potentialReturn;
    const pCombo = combo.body.data.bets[0]!.potentialReturn;

    const onA = await liabilityOf(a.id);
    expect(onA.get(homeA.id)).toEqual({
      selectionId: homeA.id,
      marketId: main(a).id,
      bets: 2,
      stakes: 14,
      liability: Math.round((pHome + pCombo) * 100) / 100,
    });
    expect(onA.get(drawA.id)).toMatchObject({ bets: 1, stakes: 5, liability: pDraw });
    expect(onA.get(sel(a, 'away').id)).toMatchObject({ bets: 0, stakes: 0, liability: 0 });
    // Every selection of every market of the event is listed.
    expect(onA.size).toBe(a.markets.reduce((n, m) => n + m.selections.length, 0));
    expect((await liabilityOf(b.id)).get(awayB.id)).toMatchObject({ bets: 1, liability: pCombo });

    // The bets on the event: newest first, paged, with their players.
    const page = await get<AdminSportsBetsPage>(
      `admin/sports/bets?eventId=${a.id}&skip=0&take=2`,
      risk,
    );
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.bets.map((x) => x.id)).toEqual([
      combo.body.data.bets[0]!.id,
      s2.body.data.bets[0]!.id,
    ]);
    expect(page.body.data.bets[0]!.playerId).toBe(player.principal.playerId);
    expect(page.body.data.bets[0]!.username).toMatch(/\S/);
    expect(page.body.data.bets[0]!.legs).toHaveLength(2);

    // Settled by hand: home won; A's legs are settled, the combo stands on B alone.
    const settled = await post<AdminSportsResult>(
      'admin/sports/market/settle',
      { marketId: main(a).id, result: 'settle', winners: [homeA.id], reason: 'Result confirmed' },
      risk,
    );
    expect(settled.status).toBe(200);
    expect(settled.body.data.settledBets).toBeGreaterThanOrEqual(2);
    const after = await liabilityOf(a.id);
    expect(after.get(homeA.id)).toMatchObject({ bets: 0, liability: 0 });
    expect((await liabilityOf(b.id)).get(awayB.id)).toMatchObject({ bets: 1, liability: pCombo });
    const mine = (await post<MyBetsPage>('sports/mybets', { status: 'settled' }, player.siteToken))
      .body.data.bets;
    expect(mine.find((x) => x.id === s1.body.data.bets[0]!.id)).toMatchObject({
      status: 'won',
      payout: pHome,
    });
    expect(mine.find((x) => x.id === s2.body.data.bets[0]!.id)).toMatchObject({ status: 'lost' });

    const [record] = await audits('adminSportsSettleMarket', `market ${main(a).id}`);
    expect(record).toMatchObject({ actor_kind: 'staff', role: 'risk', status: 200 });
    expect(record!.before).toEqual({ eventId: a.id, status: 'open' });
    expect(record!.after).toMatchObject({
      status: 'settled',
      reason: 'Result confirmed',
      results: { home: 'won', draw: 'lost', away: 'lost' },
    });
  });

  it('refuses a bad settlement with a readable 400 and changes nothing', async () => {
    const [e, other] = (await freshEvents(2)) as [SportEventDetail, SportEventDetail];
    const m = main(e);
    const cases: [object, string][] = [
      [{ result: 'settle', winners: [sel(e, 'home').id], reason: '  ' }, 'at least 3'],
      [{ result: 'settle', reason: 'no winner' }, 'Mark at least one'],
      [{ result: 'settle', winners: [sel(other, 'home').id], reason: 'wrong' }, 'this market'],
      [{ result: 'void', winners: [sel(e, 'home').id], reason: 'void it' }, 'no winners'],
      [{ result: 'maybe', reason: 'what' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await post('admin/sports/market/settle', { marketId: m.id, ...body }, risk);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const now = (await post<SportEventDetail>('sports/event', { eventId: e.id })).body.data;
    expect(main(now).status).toBe('open');
    const missing = await post(
      'admin/sports/market/settle',
      { marketId: 99_999_999, result: 'void', reason: 'gone' },
      risk,
    );
    expect(missing.status).toBe(404);
  });

  it('voids a market once under a parallel burst: stakes returned, the second refused', async () => {
    const [e] = (await freshEvents(1)) as [SportEventDetail];
    const player = await fundedPlayer(h.app, 10_000);
    const placed = await single(player.siteToken, sel(e, 'away'), 20);
    expect(placed.body.data.accepted).toBe(true);
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(
          'admin/sports/market/settle',
          { marketId: main(e).id, result: 'void', reason: 'Abandoned' },
          risk,
        ),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(burst.find((r) => r.status === 400)!.body.message).toBe(
      'This market is already settled',
    );
    // A settled market is not suspended or reopened either.
    const again = await post('admin/sports/market', { marketId: main(e).id, status: 'open' }, risk);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This market is already settled');
    const mine = (await post<MyBetsPage>('sports/mybets', { status: 'settled' }, player.siteToken))
      .body.data.bets;
    expect(mine).toEqual([expect.objectContaining({ status: 'void', payout: 20 })]);
    expect(await audits('adminSportsSettleMarket', `market ${main(e).id}`)).toHaveLength(1);
  });

  it('suspends a market and a whole event: the slip refuses it, each call one audit with before and after', async () => {
    const [e] = (await freshEvents(1)) as [SportEventDetail];
    const player = await fundedPlayer(h.app, 10_000);
    const home = sel(e, 'home');
    const suspended = await post<Market>(
      'admin/sports/market',
      { marketId: main(e).id, status: 'suspended' },
      risk,
    );
    expect(suspended.body.data.status).toBe('suspended');
    const refused = await single(player.siteToken, home, 5);
    expect(refused.body.data).toMatchObject({
      accepted: false,
      reason: 'legs',
      problems: [{ selectionId: home.id, reason: 'suspended' }],
    });
    const [record] = await audits('adminSportsSetMarket', `market ${main(e).id}`);
    expect(record!.before).toEqual({ eventId: e.id, status: 'open' });
    expect(record!.after).toEqual({ eventId: e.id, status: 'suspended' });

    // The whole event: every market suspended, then every one reopened.
    const all = await post<SportEventDetail>(
      'admin/sports/event',
      { eventId: e.id, status: 'suspended' },
      risk,
    );
    expect(all.status).toBe(200);
    expect(all.body.data.markets.every((m) => m.status === 'suspended')).toBe(true);
    const open = await post<SportEventDetail>(
      'admin/sports/event',
      { eventId: e.id, status: 'open' },
      risk,
    );
    expect(open.body.data.markets.every((m) => m.status === 'open')).toBe(true);
    expect((await single(player.siteToken, home, 5)).body.data.accepted).toBe(true);
    const records = await audits('adminSportsSetEvent', `event ${e.id}`);
    expect(records).toHaveLength(2);
    const firstAfter = records[0]!.after as Record<string, string>;
    expect(Object.values(firstAfter).every((s) => s === 'suspended')).toBe(true);
    // Before: the 1x2 suspended by hand above, the event's other markets open.
    const firstBefore = records[0]!.before as Record<string, string>;
    expect(firstBefore[main(e).id]).toBe('suspended');
    expect(Object.values(firstBefore)).toContain('open');
  });

  it("holds a market suspended by hand: the feed's own reopening skips it until reopened by hand", async () => {
    const [e] = (await freshEvents(1)) as [SportEventDetail];
    const feed = new FeedQueries(h.app.db);
    const other = e.markets.find((m) => m.id !== main(e).id)!;
    await post('admin/sports/market', { marketId: main(e).id, status: 'suspended' }, risk);
    // The feed suspends the whole event around a goal, then reopens what it suspended.
    await feed.setMarketsStatus(e.id, 'suspended');
    expect(await feed.setMarketsStatus(e.id, 'open')).not.toContain(main(e).id);
    await feed.setMarketStatus(main(e).id, 'open');
    const now = async () =>
      (await post<SportEventDetail>('sports/event', { eventId: e.id })).body.data.markets;
    expect((await now()).find((m) => m.id === main(e).id)!.status).toBe('suspended');
    expect((await now()).find((m) => m.id === other.id)!.status).toBe('open');
    // Reopened by hand, it follows the feed again.
    await post('admin/sports/event', { eventId: e.id, status: 'open' }, risk);
    await feed.setMarketsStatus(e.id, 'suspended');
    expect(await feed.setMarketsStatus(e.id, 'open')).toContain(main(e).id);
  });

  it('lists the events past their time with markets left, until each is settled by hand', async () => {
    const [e] = (await freshEvents(1)) as [SportEventDetail];
    const listed = async () =>
      (await get<AdminSportsEventRow[]>('admin/sports/unsettled', risk)).body.data.find(
        (x) => x.id === e.id,
      );
    expect(await listed()).toBeUndefined();
    // The feed never started it: its start has passed and it is still upcoming.
    await h.app.db
      .updateTable('sport_event')
      .set({ start_time: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', e.id)
      .execute();
    expect(await listed()).toMatchObject({
      home: e.home,
      status: 'upcoming',
      marketCount: e.markets.length,
      sport: e.sport.name,
    });
    for (const m of e.markets) {
      const res = await post(
        'admin/sports/market/settle',
        { marketId: m.id, result: 'void', reason: 'Not played' },
        risk,
      );
      expect(res.status).toBe(200);
    }
    expect(await listed()).toBeUndefined();
  });

  it('answers 404 for an unknown event, 400 for a bad query, 403 to support', async () => {
    expect((await get(`admin/sports/liability?eventId=99999999`, risk)).status).toBe(404);
    expect((await get(`admin/sports/bets?eventId=1&take=500`, risk)).status).toBe(400);
    expect((await get(`admin/sports/liability?eventId=abc`, risk)).status).toBe(400);
    const [e] = (await freshEvents(1)) as [SportEventDetail];
    const denied = await post(
      'admin/sports/event',
      { eventId: e.id, status: 'suspended' },
      support,
    );
    expect(denied.status).toBe(403);
  });
});

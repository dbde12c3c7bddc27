import '../../test/native-modules';
import crypto from 'node:crypto';
import type {
  CashoutQuote,
  CashoutResult,
  Market,
  MyBetsPage,
  Notification,
  PlaceBetsResult,
  SportEvent,
  SportEventDetail,
  SportsTree,
} from '@oyna/contracts';
import { BACKENDS } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer, ledgerCheck } from '../../test/games';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
const rid = () => crypto.randomBytes(9).toString('base64url');

describe.each(BACKENDS)('sportsbook on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend, {
      sports: { feedAutostart: false, minLive: 3, minUpcomingPerSport: 14, liveDelayMs: 150 },
    });
    await h.app.sportsFeed!.seed();
  });
  afterAll(() => h.close());

  const post = <T>(url: string, payload: unknown, token?: string, locale: 'tr' | 'en' = 'en') =>
    call<T>(h.app, {
      method: 'POST',
      url: `/api/${url}`,
      payload: payload as object,
      locale,
      ...(token ? { token } : {}),
    });
  const admin = <T>(url: string, payload: unknown) =>
    call<T>(h.app, {
      method: 'POST',
      url: `/api/admin/${url}`,
      payload: payload as object,
      headers: ADMIN,
    });

  const tree = async (kind: 'prematch' | 'live' | 'esports') =>
    (await post<SportsTree>('sports/tree', { kind })).body.data;
  const events = (t: SportsTree, sport?: string): SportEvent[] =>
    t.sports
      .filter((s) => !sport || s.key === sport)
      .flatMap((s) => s.competitions.flatMap((c) => c.events));
  /** Distinct upcoming football events not used by another test yet. */
  const used = new Set<number>();
  const freshEvents = async (n: number): Promise<SportEventDetail[]> => {
    const list = events(await tree('prematch'), 'football').filter((e) => !used.has(e.id));
    const picked = list.slice(0, n);
    if (picked.length < n) throw new Error('not enough events seeded');
    for (const e of picked) used.add(e.id);
    return Promise.all(
      picked.map(
        async (e) => (await post<SportEventDetail>('sports/event', { eventId: e.id })).body.data,
      ),
    );
  };
  const main = (e: SportEventDetail): Market => e.markets.find((m) => m.key === '1x2')!;
  const home = (e: SportEventDetail) => main(e).selections.find((s) => s.key === 'home')!;
  const place = (token: string, body: Record<string, unknown>, locale: 'tr' | 'en' = 'en') =>
    post<PlaceBetsResult>(
      'sports/place',
      { requestId: rid(), rule: 'none', ...body },
      token,
      locale,
    );
  const single = (sel: { id: number; odds: number }, stake: number, extra: object = {}) => ({
    legs: [{ selectionId: sel.id, odds: sel.odds }],
    singles: [{ selectionId: sel.id, stake }],
    ...extra,
  });

  it('lists pre-match, live and e-sports with their main market, and an event with every market', async () => {
    const pre = await tree('prematch');
    expect(pre.sports.map((s) => s.key)).toEqual([
      'football',
      'basketball',
      'tennis',
      'volleyball',
    ]);
    const live = await tree('live');
    expect(events(live).length).toBeGreaterThanOrEqual(3);
    expect(events(live).every((e) => e.status === 'live' && e.clock && e.score)).toBe(true);
    const es = await tree('esports');
    expect(es.sports.every((s) => s.esports)).toBe(true);
    const [e] = await freshEvents(1);
    expect(e!.mainMarket?.key).toBe('1x2');
    expect(e!.markets.map((m) => m.key)).toEqual(
      expect.arrayContaining(['1x2', 'total', 'btts', 'handicap', 'correct-score']),
    );
    for (const m of e!.markets) {
      for (const s of m.selections) expect(Math.round(s.odds * 1000) % 10).toBe(0);
      expect(m.name.tr).toBeTruthy();
      expect(m.name.en).toBeTruthy();
    }
    const bad = await post('sports/event', { eventId: 99_999_999 });
    expect(bad.status).toBe(404);
  });

  it('places a single in one transaction; a repeated request id places nothing twice', async () => {
    const p = await fundedPlayer(h.app, 100_00);
    const [e] = await freshEvents(1);
    const sel = home(e!);
    const body = { requestId: rid(), rule: 'none', ...single(sel, 10) };
    const first = await post<PlaceBetsResult>('sports/place', body, p.siteToken);
    expect(first.status).toBe(200);
    expect(first.body.data.accepted).toBe(true);
    expect(first.body.data.balance).toBe(90);
    const bet = first.body.data.bets[0]!;
    expect(bet).toMatchObject({ kind: 'single', status: 'open', stake: 10, odds: sel.odds });
    // integer arithmetic, as the api's (10 TL = 1,000 kuruş; odds in thousandths): a float
    // product such as 10 × 1.63 × 100 = 1629.999… would floor a kuruş short
    expect(bet.potentialReturn).toBe(Math.floor((1000 * Math.round(sel.odds * 1000)) / 1000) / 100);
    const again = await Promise.all(
      [1, 2, 3].map(() => post<PlaceBetsResult>('sports/place', body, p.siteToken)),
    );
    for (const a of again) expect(a.body.data.bets.map((b) => b.id)).toEqual([bet.id]);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(90_00);
    expect(Number(ledger.ledgerSum)).toBe(90_00);
    const mine = await post<MyBetsPage>('sports/mybets', { status: 'open' }, p.siteToken);
    expect(mine.body.data.bets.map((b) => b.id)).toEqual([bet.id]);
  });

  it('applies the odds rule: none refuses any change, higher takes a rise only, any takes both', async () => {
    const p = await fundedPlayer(h.app, 100_00);
    const [e] = await freshEvents(1);
    const sel = home(e!);
    const seen = sel.odds;
    const setOdds = (odds: number) => admin('sports/odds', { selectionId: sel.id, odds });
    const up = Math.round((seen + 0.2) * 100) / 100;
    const down = Math.round((seen - 0.1) * 100) / 100;

    await setOdds(up);
    const none = await place(p.siteToken, single({ id: sel.id, odds: seen }, 5));
    expect(none.body.data).toMatchObject({ accepted: false, reason: 'legs' });
    expect(none.body.data.problems).toEqual([
      { selectionId: sel.id, reason: 'odds_changed', odds: up },
    ]);
    expect(none.body.data.message).toMatch(/odds changed/i);
    const higher = await place(
      p.siteToken,
      single({ id: sel.id, odds: seen }, 5, { rule: 'higher' }),
    );
    expect(higher.body.data.accepted).toBe(true);
    expect(higher.body.data.bets[0]!.odds).toBe(up);

    await setOdds(down);
    const higherDrop = await place(
      p.siteToken,
      single({ id: sel.id, odds: seen }, 5, { rule: 'higher' }),
    );
    expect(higherDrop.body.data).toMatchObject({ accepted: false, reason: 'legs' });
    expect(higherDrop.body.data.problems[0]).toMatchObject({
      reason: 'odds_changed',
      odds: down,
    });
    const any = await place(p.siteToken, single({ id: sel.id, odds: seen }, 5, { rule: 'any' }));
    expect(any.body.data.accepted).toBe(true);
    expect(any.body.data.bets[0]!.odds).toBe(down);
    // Two accepted, three refused: 10 TL debited, nothing else.
    expect(Number((await ledgerCheck(h.app, p.principal.playerId)).balance)).toBe(90_00);
  });

  it('refuses a suspended market, a stake out of range, too low a balance and a combo of one event', async () => {
    const p = await fundedPlayer(h.app, 20_00);
    const [a, b] = await freshEvents(2);
    await admin('sports/market', { marketId: main(a!).id, status: 'suspended' });
    const suspended = await place(p.siteToken, single(home(a!), 5), 'tr');
    expect(suspended.body.data).toMatchObject({ accepted: false, reason: 'legs' });
    expect(suspended.body.data.problems[0]!.reason).toBe('suspended');
    expect(suspended.body.data.message).toBe('Bu bahis şu anda kapalı');
    await admin('sports/market', { marketId: main(a!).id, status: 'open' });

    const tiny = await place(p.siteToken, single(home(b!), 0.5));
    expect(tiny.body.data).toMatchObject({ accepted: false, reason: 'stake' });
    const broke = await place(p.siteToken, single(home(b!), 50));
    expect(broke.body.data).toMatchObject({ accepted: false, reason: 'insufficient_funds' });

    const btts = a!.markets.find((m) => m.key === 'btts')!.selections[0]!;
    const sameEvent = await place(p.siteToken, {
      legs: [
        { selectionId: home(a!).id, odds: home(a!).odds },
        { selectionId: btts.id, odds: btts.odds },
      ],
      comboStake: 5,
    });
    expect(sameEvent.body.data).toMatchObject({ accepted: false, reason: 'legs' });
    expect(sameEvent.body.data.problems.map((x) => x.reason)).toEqual([
      'duplicate_event',
      'duplicate_event',
    ]);
    expect(sameEvent.body.data.message).toMatch(/same event/);
    // Nothing moved.
    expect(Number((await ledgerCheck(h.app, p.principal.playerId)).balance)).toBe(20_00);

    const notInSlip = await place(p.siteToken, {
      legs: [{ selectionId: home(a!).id, odds: home(a!).odds }],
      singles: [{ selectionId: home(b!).id, stake: 5 }],
    });
    expect(notInSlip.status).toBe(400);
  });

  it('a combo multiplies the odds, settles with a void leg as 1, pays once and tells the player', async () => {
    const p = await fundedPlayer(h.app, 100_00);
    const evs = await freshEvents(3);
    const legs = evs.map((e) => home(e));
    const placed = await place(p.siteToken, {
      legs: legs.map((s) => ({ selectionId: s.id, odds: s.odds })),
      comboStake: 10,
      singles: [{ selectionId: legs[0]!.id, stake: 5 }],
    });
    expect(placed.body.data.accepted).toBe(true);
    expect(placed.body.data.balance).toBe(85);
    const combo = placed.body.data.bets.find((b) => b.kind === 'combo')!;
    // Π odds in integer thousandths, rounded down, as the api (a float product floors one off)
    const milli = legs.reduce((x, s) => x * BigInt(Math.round(s.odds * 1000)), 1n) / 1000n ** 2n;
    expect(combo.odds).toBe(Number(milli) / 1000);

    // Leg 1 and 2 win (home 2-0), leg 3 cancelled (void).
    await admin('sports/finish', { eventId: evs[0]!.id, homeScore: 2, awayScore: 0 });
    await admin('sports/finish', { eventId: evs[1]!.id, homeScore: 1, awayScore: 0 });
    const last = await admin<{ settledBets: number }>('sports/finish', {
      eventId: evs[2]!.id,
      cancel: true,
    });
    expect(last.body.data.settledBets).toBe(1);
    const expected = Math.floor(
      (1000 * Math.round(legs[0]!.odds * 1000) * Math.round(legs[1]!.odds * 1000)) / 1e6,
    );
    const singleWin = Math.floor((500 * Math.round(legs[0]!.odds * 1000)) / 1000);
    const balance = 85_00 + expected + singleWin;
    expect(Number((await ledgerCheck(h.app, p.principal.playerId)).balance)).toBe(balance);

    // Settling again pays nothing more.
    for (const e of evs) {
      const again = await admin<{ settledBets: number }>('sports/settle', { eventId: e.id });
      expect(again.body.data.settledBets).toBe(0);
    }
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(balance);
    expect(Number(ledger.ledgerSum)).toBe(balance);
    const settled = await post<MyBetsPage>('sports/mybets', { status: 'settled' }, p.siteToken);
    const wire = settled.body.data.bets.find((b) => b.id === combo.id)!;
    expect(wire.status).toBe('won');
    expect(wire.legs.map((l) => l.status)).toEqual(['won', 'won', 'void']);
    expect(wire.payout).toBe(expected / 100);
    const notes = await post<Notification[]>(
      'customer/notification',
      { skip: 0, take: 10 },
      p.siteToken,
    );
    expect(notes.body.data.filter((n) => n.title === 'Your bet won')).toHaveLength(2);
  });

  it('a live bet waits out the in-play delay and is refused with the stake back when the price drops', async () => {
    const p = await fundedPlayer(h.app, 50_00);
    const live = events(await tree('live'), 'football').filter((e) => !used.has(e.id));
    const ev = live[0] ?? events(await tree('live'))[0]!;
    used.add(ev.id);
    const detail = (await post<SportEventDetail>('sports/event', { eventId: ev.id })).body.data;
    const m = detail.mainMarket!;
    await admin('sports/market', { marketId: m.id, status: 'open' });
    const sel = m.selections[0]!;
    const fresh = (await post<SportEventDetail>('sports/event', { eventId: ev.id })).body.data
      .mainMarket!.selections[0]!;
    const started = Date.now();
    const ok = await place(p.siteToken, single(fresh, 5));
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(ok.body.data.accepted).toBe(true);
    expect(ok.body.data.bets[0]!.live).toBe(true);

    const pending = place(p.siteToken, single(fresh, 5));
    await new Promise((r) => setTimeout(r, 40));
    await admin('sports/odds', {
      selectionId: sel.id,
      odds: Math.max(1.05, Math.round((fresh.odds - 0.3) * 100) / 100),
    });
    const refused = await pending;
    expect(refused.body.data).toMatchObject({ accepted: false, reason: 'live_changed' });
    expect(refused.body.data.problems[0]!.reason).toBe('odds_changed');
    expect(Number((await ledgerCheck(h.app, p.principal.playerId)).balance)).toBe(45_00);

    // A goal within the delay (the feed's score moves) refuses the bet too, whatever the rule.
    const now = (await post<SportEventDetail>('sports/event', { eventId: ev.id })).body.data;
    const price = now.mainMarket!.selections[0]!;
    const goal = place(p.siteToken, single(price, 5, { rule: 'any' }));
    await new Promise((r) => setTimeout(r, 40));
    await h.app.db
      .updateTable('sport_event')
      .set({ score: JSON.stringify({ home: 7, away: 7 }) })
      .where('id', '=', ev.id)
      .execute();
    const afterGoal = await goal;
    expect(afterGoal.body.data).toMatchObject({ accepted: false, reason: 'live_changed' });
    expect(Number((await ledgerCheck(h.app, p.principal.playerId)).balance)).toBe(45_00);
  });

  it('cash-out pays the server value, refuses a value that fell and a suspended leg', async () => {
    const p = await fundedPlayer(h.app, 100_00);
    const [e] = await freshEvents(1);
    const sel = home(e!);
    const placed = await place(p.siteToken, single(sel, 20));
    const betId = placed.body.data.bets[0]!.id;
    const quote = (await post<CashoutQuote>('sports/cashout/quote', { betId }, p.siteToken)).body
      .data;
    // Unchanged odds: 20 × 0.95 = 19.00
    expect(quote).toEqual({ betId, available: true, value: 19, reason: null });

    await admin('sports/market', { marketId: main(e!).id, status: 'suspended' });
    const closed = (await post<CashoutQuote>('sports/cashout/quote', { betId }, p.siteToken)).body
      .data;
    expect(closed.available).toBe(false);
    await admin('sports/market', { marketId: main(e!).id, status: 'open' });

    // The price drifts (the bet is worth less): the confirmed 19.00 is refused.
    await admin('sports/odds', { selectionId: sel.id, odds: Math.round(sel.odds * 200) / 100 });
    const moved = (await post<CashoutResult>('sports/cashout', { betId, value: 19 }, p.siteToken))
      .body.data;
    expect(moved.cashedOut).toBe(false);
    expect(moved.quote.value).toBeLessThan(19);
    const done = (
      await post<CashoutResult>('sports/cashout', { betId, value: moved.quote.value }, p.siteToken)
    ).body.data;
    expect(done.cashedOut).toBe(true);
    expect(done.bet?.status).toBe('cashed_out');
    expect(done.balance).toBe(80 + moved.quote.value);
    const twice = (await post<CashoutResult>('sports/cashout', { betId, value: 0.01 }, p.siteToken))
      .body.data;
    expect(twice.cashedOut).toBe(false);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(Number(ledger.ledgerSum));
    // Another player cannot see or cash it.
    const other = await fundedPlayer(h.app, 0);
    expect((await post('sports/cashout/quote', { betId }, other.siteToken)).status).toBe(404);
  });

  it('100 concurrent placements of one player never overdraw; balance equals the ledger', async () => {
    const p = await fundedPlayer(h.app, 100_00);
    const evs = await freshEvents(2);
    const sels = evs.map((e) => home(e));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => place(p.siteToken, single(sels[i % 2]!, 7))),
    );
    const accepted = answers.filter((a) => a.body.data.accepted).length;
    for (const a of answers) expect(a.status).toBe(200);
    expect(accepted).toBe(14); // 100.00 / 7.00
    expect(answers.filter((a) => a.body.data.reason === 'insufficient_funds')).toHaveLength(86);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(100_00 - accepted * 7_00);
    expect(Number(ledger.ledgerSum)).toBe(Number(ledger.balance));
  });

  it('the simulator plays a live event to the end and settles every leg on it', async () => {
    const p = await fundedPlayer(h.app, 50_00);
    const [upcoming] = await freshEvents(1);
    const started = await admin<SportEventDetail>('sports/live', { eventId: upcoming!.id });
    expect(started.body.data.status).toBe('live');
    expect(started.body.data.clock?.minute).toBe(0);
    const ev = started.body.data;
    const detail = (await post<SportEventDetail>('sports/event', { eventId: ev.id })).body.data;
    expect(detail.markets.map((m) => m.key)).toContain('next-goal');
    const open = detail.markets.find(
      (m) =>
        m.key === 'total' &&
        m.status === 'open' &&
        m.selections.every((s) => s.status === 'active'),
    )!;
    const sel = open.selections[0]!;
    const placed = await place(p.siteToken, single(sel, 10, { rule: 'any' }));
    expect(placed.body.data.accepted).toBe(true);
    const before = ev.clock!.minute;
    const step = await admin<{ events: number }>('sports/feed/step', { eventId: ev.id, ticks: 3 });
    expect(step.body.data.events).toBe(1);
    const moved = (await post<SportEventDetail>('sports/event', { eventId: ev.id })).body.data;
    expect(moved.clock!.minute).toBe(before + 3);
    await admin('sports/feed/step', { eventId: ev.id, ticks: 90 });
    const ended = (await post<SportEventDetail>('sports/event', { eventId: ev.id })).body.data;
    expect(ended.status).toBe('ended');
    expect(ended.markets).toEqual([]);
    expect(events(await tree('live')).map((e) => e.id)).not.toContain(ev.id);
    const settled = await post<MyBetsPage>('sports/mybets', { status: 'settled' }, p.siteToken);
    const bet = settled.body.data.bets[0]!;
    expect(['won', 'lost']).toContain(bet.status);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(40_00 + Math.round((bet.payout ?? 0) * 100));
    expect(Number(ledger.ledgerSum)).toBe(Number(ledger.balance));
  });
});

import '../../test/native-modules';
import crypto from 'node:crypto';
import fc from 'fast-check';
import {
  potentialReturn,
  type PlaceBetsResult,
  type SportEventDetail,
  type SportsTree,
} from '@oyna/contracts';
import { pgliteBackend } from '../../test/backends';
import { call, startApp, type Harness } from '../../test/app-harness';
import { fundedPlayer, ledgerCheck } from '../../test/games';

const ADMIN = { 'x-admin-token': 'oyna-dev-admin' };
const MAX_PAYOUT_MINOR = 500_000_00;

/**
 * The slip's shown return (contracts › potentialReturn) against what `sports/place` books, on
 * the real app: random combos of 1–15 legs (the slip's maximum) at prices moved to random odds
 * 1.01–50.00, random stakes. Mostly short prices, so that most slips stay under the payout cap;
 * above it the book refuses, as the slip's shown return says it must.
 */
const slips = fc.record({
  stakeMinor: fc.integer({ min: 100, max: 200_00 }),
  oddsMilli: fc.array(
    fc.oneof(
      { arbitrary: fc.integer({ min: 1010, max: 3000 }), weight: 5 },
      { arbitrary: fc.integer({ min: 1010, max: 50_000 }), weight: 1 },
    ),
    { minLength: 1, maxLength: 15 },
  ),
  pick: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('the slip and the booking agree to the kuruş (app.inject)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(pgliteBackend, {
      sports: { feedAutostart: false, minLive: 0, minUpcomingPerSport: 6, liveDelayMs: 0 },
    });
    await h.app.sportsFeed!.seed();
  });
  afterAll(() => h.close());

  const post = <T>(
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    token?: string,
  ) =>
    call<T>(h.app, {
      method: 'POST',
      url: `/api/${url}`,
      payload: payload as object,
      headers,
      ...(token ? { token } : {}),
    });

  it('books every random combo at the return its slip shows, or refuses it over the cap', async () => {
    const tree = (await post<SportsTree>('sports/tree', { kind: 'prematch' })).body.data;
    const eventIds = tree.sports.flatMap((s) =>
      s.competitions.flatMap((c) => c.events.map((e) => e.id)),
    );
    const homes: number[] = [];
    for (const eventId of eventIds) {
      const e = (await post<SportEventDetail>('sports/event', { eventId })).body.data;
      const market = e.markets.find((m) => m.status === 'open' && m.selections.length > 1);
      const selection = market?.selections.find((s) => s.status === 'active');
      if (selection) homes.push(selection.id);
    }
    expect(homes.length).toBeGreaterThanOrEqual(15);
    const p = await fundedPlayer(h.app, 100_000_00);
    let accepted = 0;
    let stakedMinor = 0;

    await fc.assert(
      fc.asyncProperty(slips, async ({ stakeMinor, oddsMilli, pick }) => {
        // Distinct events: a rotation of the list from a random start.
        const legs = oddsMilli.map((milli, i) => ({
          selectionId: homes[(pick + i) % homes.length]!,
          odds: milli / 1000,
        }));
        for (const leg of legs) {
          const moved = await post('admin/sports/odds', leg, ADMIN);
          expect(moved.status).toBe(200);
        }
        const stake = stakeMinor / 100;
        const shown = potentialReturn(
          stake,
          legs.map((l) => l.odds),
        );
        const placed = await post<PlaceBetsResult>(
          'sports/place',
          {
            requestId: crypto.randomBytes(9).toString('base64url'),
            rule: 'none',
            legs,
            comboStake: legs.length > 1 ? stake : undefined,
            singles: legs.length === 1 ? [{ selectionId: legs[0]!.selectionId, stake }] : undefined,
          },
          {},
          p.siteToken,
        );
        expect(placed.status).toBe(200);
        if (Math.round(shown * 100) > MAX_PAYOUT_MINOR) {
          expect(placed.body.data).toMatchObject({ accepted: false, reason: 'stake' });
          return;
        }
        expect(placed.body.data.accepted).toBe(true);
        const bet = placed.body.data.bets[0]!;
        expect(bet.potentialReturn).toBe(shown);
        const row = await h.app.db
          .selectFrom('sport_bet')
          .select(['potential_minor', 'stake_minor'])
          .where('id', '=', bet.id)
          .executeTakeFirstOrThrow();
        expect(Number(row.potential_minor)).toBe(Math.round(shown * 100));
        expect(Number(row.stake_minor)).toBe(stakeMinor);
        accepted += 1;
        stakedMinor += stakeMinor;
      }),
      { numRuns: 40 },
    );
    // Most slips were booked (the cap refuses only the long shots), and the money adds up.
    expect(accepted).toBeGreaterThan(20);
    const ledger = await ledgerCheck(h.app, p.principal.playerId);
    expect(Number(ledger.balance)).toBe(100_000_00 - stakedMinor);
    expect(Number(ledger.ledgerSum)).toBe(Number(ledger.balance));
  });
});

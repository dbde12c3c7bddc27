import '../../test/native-modules';
import { startApp, type Harness } from '../../test/app-harness';
import { BACKENDS } from '../../test/backends';
import { SPORTS } from './simulator-catalogue';

/**
 * The embedded feed's fixtures look like real ones: both sides of every simulated event play in
 * its competition (no Galatasaray–Arsenal in the Süper Lig, no Juventus–Fenerbahçe in the Premier
 * League), and a side never meets itself.
 */
const TEAMS = new Map(SPORTS.flatMap((s) => s.competitions.map((c) => [c.id, c.teams] as const)));

describe('the simulator catalogue', () => {
  it('gives every competition at least two teams of its own, each named once', () => {
    for (const [id, teams] of TEAMS) {
      expect([id, teams.length >= 2, new Set(teams).size === teams.length]).toEqual([
        id,
        true,
        true,
      ]);
    }
  });
});

describe.each(BACKENDS)('simulated fixtures on %s', (_name, backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startApp(backend);
  });
  afterAll(() => h.close());

  it("draws both teams of every fixture from the fixture's competition", async () => {
    const feed = h.app.sportsFeed;
    if (!feed) throw new Error('no sports feed');
    // A few rounds of the feed's top-up, with events ended in between, for many draws.
    for (let round = 0; round < 5; round += 1) {
      await feed.seed();
      await h.app.db
        .updateTable('sport_event')
        .set({ status: 'ended' })
        .where('external_id', 'like', 'sim:%')
        .where('status', '=', 'upcoming')
        .execute();
    }
    const fixtures = await h.app.db
      .selectFrom('sport_event as e')
      .innerJoin('competition as c', 'c.id', 'e.competition_id')
      .select(['c.external_id as competition', 'e.home', 'e.away'])
      .where('e.external_id', 'like', 'sim:%')
      .execute();
    expect(fixtures.length).toBeGreaterThan(50);
    const wrong = fixtures.filter((f) => {
      const teams = TEAMS.get(f.competition ?? '') ?? [];
      return f.home === f.away || !teams.includes(f.home) || !teams.includes(f.away);
    });
    expect(wrong).toEqual([]);
    // Every competition got fixtures of its own.
    expect(new Set(fixtures.map((f) => f.competition))).toEqual(new Set(TEAMS.keys()));
  });

  it('never puts the same two sides on the card twice at once, either way round', async () => {
    const feed = h.app.sportsFeed;
    if (!feed) throw new Error('no sports feed');
    for (let round = 0; round < 3; round += 1) {
      await feed.seed();
      const open = await h.app.db
        .selectFrom('sport_event')
        .select(['home', 'away'])
        .where('external_id', 'like', 'sim:%')
        .where('status', 'in', ['upcoming', 'live'])
        .execute();
      const pairs = open.map((e) => [e.home, e.away].sort().join(' | '));
      expect(pairs.length).toBeGreaterThan(20);
      expect(pairs.filter((p, i) => pairs.indexOf(p) !== i)).toEqual([]);
      // Some end, and the next top-up draws again beside the ones still on the card.
      await h.app.db
        .updateTable('sport_event')
        .set({ status: 'ended' })
        .where('external_id', 'like', 'sim:%')
        .where('status', '=', 'upcoming')
        .where('id', 'in', (eb) =>
          eb.selectFrom('sport_event').select('id').where('status', '=', 'upcoming').limit(10),
        )
        .execute();
    }
  });
});

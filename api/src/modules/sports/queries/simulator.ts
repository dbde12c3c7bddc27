import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SportEventTable } from '../tables';

type Db = Kysely<Database>;

/** A live event as the simulator ticks it. */
export type LiveRow = Pick<
  Selectable<SportEventTable>,
  'id' | 'status' | 'start_time' | 'score' | 'feed_state'
>;

/** What the embedded feed reads of its own events (its writes go through the FeedSink). */
export class SimulatorQueries {
  constructor(private readonly db: Db) {}

  /** The simulator's upcoming and live events, counted per sport and status. */
  countsBySportAndStatus() {
    return this.db
      .selectFrom('sport_event as e')
      .innerJoin('competition as c', 'c.id', 'e.competition_id')
      .innerJoin('sport as s', 's.id', 'c.sport_id')
      .select(['s.key', 'e.status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('e.status', 'in', ['upcoming', 'live'])
      .where('e.external_id', 'like', 'sim:%')
      .groupBy(['s.key', 'e.status'])
      .execute();
  }

  /** The fixtures on the simulator's card now (upcoming or live), each as "home - away". */
  async openFixtures(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('sport_event')
      .select(['home', 'away'])
      .where('status', 'in', ['upcoming', 'live'])
      .where('external_id', 'like', 'sim:%')
      .execute();
    return new Set(rows.map((r) => `${r.home} - ${r.away}`));
  }

  /** The simulator's upcoming events whose start time came. */
  async due(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sport_event')
      .select('id')
      .where('status', '=', 'upcoming')
      .where('start_time', '<=', new Date().toISOString() as unknown as Date)
      .where('external_id', 'like', 'sim:%')
      .execute();
    return rows.map((e) => e.id);
  }

  /** Live events with a feed state (one of them when asked). */
  live(eventId?: number): Promise<LiveRow[]> {
    let q = this.db
      .selectFrom('sport_event')
      .select(['id', 'status', 'start_time', 'score', 'feed_state'])
      .where('status', '=', 'live')
      .where('feed_state', 'is not', null);
    if (eventId !== undefined) q = q.where('id', '=', eventId);
    return q.execute();
  }

  /** An event's status, score and feed state. */
  event(eventId: number) {
    return this.db
      .selectFrom('sport_event')
      .select(['status', 'score', 'feed_state'])
      .where('id', '=', eventId)
      .executeTakeFirst();
  }

  /** The next-goal market of goal n of an event. */
  async nextGoalMarket(eventId: number, goal: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('market')
      .select('id')
      .where('event_id', '=', eventId)
      .where('key', '=', 'next-goal')
      .where('line_milli', '=', goal * 1000)
      .executeTakeFirst();
    return row?.id;
  }

  /** An event's open and suspended markets. */
  openMarkets(eventId: number) {
    return this.db
      .selectFrom('market')
      .select(['id', 'key', 'line_milli'])
      .where('event_id', '=', eventId)
      .where('status', 'in', ['open', 'suspended'])
      .execute();
  }
}

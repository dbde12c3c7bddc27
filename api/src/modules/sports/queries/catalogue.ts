import type { SportsListKind } from '@oyna/contracts';
import { sql, type InferResult, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CompetitionTable, MarketTable, SelectionTable, SportTable } from '../tables';

type Db = Kysely<Database>;

export type SportRow = Selectable<SportTable>;
export type CompetitionRow = Selectable<CompetitionTable>;
export type MarketRow = Selectable<MarketTable>;
export type SelectionRow = Selectable<SelectionTable>;

/** Main market of a list: 1X2 for football, match winner elsewhere. */
export const MAIN_KEYS = ['1x2', 'winner'];

function eventsQuery(db: Db) {
  return db
    .selectFrom('sport_event as e')
    .innerJoin('competition as c', 'c.id', 'e.competition_id')
    .innerJoin('sport as s', 's.id', 'c.sport_id')
    .select([
      'e.id',
      'e.competition_id',
      'c.sport_id',
      'e.home',
      'e.away',
      'e.start_time',
      'e.status',
      'e.score',
      'e.clock',
    ]);
}

/** An event as the lists read it, with its competition's sport. */
export type EventRow = InferResult<ReturnType<typeof eventsQuery>>[number];

/** What the sports lists and the event view read from the catalogue. */
export class CatalogueQueries {
  constructor(private readonly db: Db) {}

  /** The events of a list (at most 500, by start time). */
  listEvents(kind: SportsListKind, sportKey?: string): Promise<EventRow[]> {
    let q = eventsQuery(this.db)
      .where('s.esports', '=', kind === 'esports')
      .where(
        'e.status',
        'in',
        kind === 'live' ? ['live'] : kind === 'prematch' ? ['upcoming'] : ['upcoming', 'live'],
      );
    if (sportKey) q = q.where('s.key', '=', sportKey);
    return q.orderBy('e.start_time').orderBy('e.id').limit(500).execute();
  }

  event(eventId: number): Promise<EventRow | undefined> {
    return eventsQuery(this.db).where('e.id', '=', eventId).executeTakeFirst();
  }

  /** The open and suspended markets of these events (only their main ones when asked). */
  openMarkets(eventIds: number[], mainOnly: boolean): Promise<MarketRow[]> {
    let q = this.db
      .selectFrom('market')
      .selectAll()
      .where('event_id', 'in', eventIds)
      .where('status', 'in', ['open', 'suspended']);
    if (mainOnly) q = q.where('key', 'in', MAIN_KEYS);
    return q.orderBy('sort_order').orderBy('id').execute();
  }

  /** How many open and suspended markets each of these events has. */
  marketCounts(eventIds: number[]) {
    return this.db
      .selectFrom('market')
      .select(['event_id', sql<number>`count(*)::int`.as('n')])
      .where('event_id', 'in', eventIds)
      .where('status', 'in', ['open', 'suspended'])
      .groupBy('event_id')
      .execute();
  }

  market(marketId: number): Promise<MarketRow | undefined> {
    return this.db.selectFrom('market').selectAll().where('id', '=', marketId).executeTakeFirst();
  }

  selectionsOf(marketIds: number[]): Promise<SelectionRow[]> {
    return this.db
      .selectFrom('selection')
      .selectAll()
      .where('market_id', 'in', marketIds)
      .execute();
  }

  selectionsOfMarket(marketId: number): Promise<SelectionRow[]> {
    return this.db.selectFrom('selection').selectAll().where('market_id', '=', marketId).execute();
  }

  sports(): Promise<SportRow[]> {
    return this.db.selectFrom('sport').selectAll().orderBy('sort_order').execute();
  }

  competitions(): Promise<CompetitionRow[]> {
    return this.db.selectFrom('competition').selectAll().orderBy('id').execute();
  }

  sport(sportId: number): Promise<SportRow> {
    return this.db
      .selectFrom('sport')
      .selectAll()
      .where('id', '=', sportId)
      .executeTakeFirstOrThrow();
  }

  competition(competitionId: number): Promise<CompetitionRow> {
    return this.db
      .selectFrom('competition')
      .selectAll()
      .where('id', '=', competitionId)
      .executeTakeFirstOrThrow();
  }

  /** The active and suspended selections of these events' open and suspended markets. */
  prices(eventIds: number[]) {
    return this.db
      .selectFrom('selection as s')
      .innerJoin('market as m', 'm.id', 's.market_id')
      .select(['m.event_id', 's.market_id', 's.id', 's.odds_milli', 's.status'])
      .where('m.event_id', 'in', eventIds)
      .where('m.status', 'in', ['open', 'suspended'])
      .where('s.status', 'in', ['active', 'suspended'])
      .orderBy('s.id')
      .execute();
  }
}

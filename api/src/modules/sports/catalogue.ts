import type {
  Competition,
  EventClock,
  EventScore,
  EventStatus,
  Market,
  MarketStatus,
  Selection,
  SelectionStatus,
  Sport,
  SportEvent,
  SportEventDetail,
  SportsListKind,
  SportsOddsPush,
  SportsTree,
} from '@oyna/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { milliToOdds } from './odds';
import './tables';

export type Db = Kysely<Database>;

export interface MarketRow {
  id: number;
  event_id: number;
  key: string;
  name_tr: string;
  name_en: string;
  line_milli: number | null;
  status: string;
  sort_order: number;
}
export interface SelectionRow {
  id: number;
  market_id: number;
  key: string;
  name_tr: string;
  name_en: string;
  odds_milli: number;
  status: string;
  sort_order: number;
}
export interface EventRow {
  id: number;
  competition_id: number;
  sport_id: number;
  home: string;
  away: string;
  start_time: Date;
  status: string;
  score: unknown;
  clock: unknown;
}

/** Main market of a list: 1X2 for football, match winner elsewhere. */
export const MAIN_KEYS = ['1x2', 'winner'];

export const iso = (d: Date | string) => new Date(d).toISOString();

export function marketToWire(m: MarketRow, selections: SelectionRow[]): Market {
  return {
    id: m.id,
    eventId: m.event_id,
    key: m.key,
    name: { tr: m.name_tr, en: m.name_en },
    line: m.line_milli === null ? null : m.line_milli / 1000,
    status: m.status as MarketStatus,
    sortOrder: m.sort_order,
    selections: selections
      .filter((s) => s.market_id === m.id)
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((s): Selection => ({
        id: s.id,
        marketId: s.market_id,
        key: s.key,
        name: { tr: s.name_tr, en: s.name_en },
        odds: milliToOdds(s.odds_milli),
        status: s.status as SelectionStatus,
      })),
  };
}

/** What the sports lists and the event view read from the catalogue, as the wire shows it. */
export class SportsCatalogue {
  constructor(protected readonly db: Db) {}

  // ── reads ──────────────────────────────────────────────────────────────────────────────────

  protected async marketsOf(eventIds: number[], mainOnly: boolean) {
    if (eventIds.length === 0)
      return { markets: [] as MarketRow[], selections: [] as SelectionRow[] };
    let q = this.db
      .selectFrom('market')
      .selectAll()
      .where('event_id', 'in', eventIds)
      .where('status', 'in', ['open', 'suspended']);
    if (mainOnly) q = q.where('key', 'in', MAIN_KEYS);
    const markets = (await q.orderBy('sort_order').orderBy('id').execute()) as MarketRow[];
    const selections =
      markets.length === 0
        ? []
        : ((await this.db
            .selectFrom('selection')
            .selectAll()
            .where(
              'market_id',
              'in',
              markets.map((m) => m.id),
            )
            .execute()) as SelectionRow[]);
    return { markets, selections };
  }

  protected eventToWire(
    e: EventRow,
    markets: MarketRow[],
    selections: SelectionRow[],
    count: number,
  ): SportEvent {
    const main = markets.find((m) => m.event_id === e.id && MAIN_KEYS.includes(m.key));
    return {
      id: e.id,
      sportId: e.sport_id,
      competitionId: e.competition_id,
      home: e.home,
      away: e.away,
      startTime: iso(e.start_time),
      status: e.status as EventStatus,
      score: (e.score as EventScore | null) ?? null,
      clock: e.status === 'live' ? ((e.clock as EventClock | null) ?? null) : null,
      mainMarket: main ? marketToWire(main, selections) : null,
      marketCount: count,
    };
  }

  protected eventsQuery() {
    return this.db
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

  async tree(kind: SportsListKind, sportKey?: string): Promise<SportsTree> {
    let q = this.eventsQuery()
      .where('s.esports', '=', kind === 'esports')
      .where(
        'e.status',
        'in',
        kind === 'live' ? ['live'] : kind === 'prematch' ? ['upcoming'] : ['upcoming', 'live'],
      );
    if (sportKey) q = q.where('s.key', '=', sportKey);
    const events = (await q
      .orderBy('e.start_time')
      .orderBy('e.id')
      .limit(500)
      .execute()) as EventRow[];
    const ids = events.map((e) => e.id);
    const { markets, selections } = await this.marketsOf(ids, true);
    const counts = ids.length
      ? await this.db
          .selectFrom('market')
          .select(['event_id', sql<number>`count(*)::int`.as('n')])
          .where('event_id', 'in', ids)
          .where('status', 'in', ['open', 'suspended'])
          .groupBy('event_id')
          .execute()
      : [];
    const countOf = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
    const sports = await this.db.selectFrom('sport').selectAll().orderBy('sort_order').execute();
    const comps = await this.db.selectFrom('competition').selectAll().orderBy('id').execute();
    return {
      kind,
      sports: sports
        .map((s) => ({
          ...sportToWire(s),
          competitions: comps
            .filter((c) => c.sport_id === s.id)
            .map((c) => ({
              ...competitionToWire(c),
              events: events
                .filter((e) => e.competition_id === c.id)
                .map((e) => this.eventToWire(e, markets, selections, countOf.get(e.id) ?? 0)),
            }))
            .filter((c) => c.events.length > 0),
        }))
        .filter((s) => s.competitions.length > 0),
    };
  }

  async event(eventId: number): Promise<SportEventDetail | undefined> {
    const e = (await this.eventsQuery().where('e.id', '=', eventId).executeTakeFirst()) as
      EventRow | undefined;
    if (!e) return undefined;
    const { markets, selections } = await this.marketsOf([eventId], false);
    const sport = await this.db
      .selectFrom('sport')
      .selectAll()
      .where('id', '=', e.sport_id)
      .executeTakeFirstOrThrow();
    const comp = await this.db
      .selectFrom('competition')
      .selectAll()
      .where('id', '=', e.competition_id)
      .executeTakeFirstOrThrow();
    return {
      ...this.eventToWire(e, markets, selections, markets.length),
      sport: sportToWire(sport),
      competition: competitionToWire(comp),
      markets: markets.map((m) => marketToWire(m, selections)),
    };
  }

  async market(marketId: number): Promise<Market | undefined> {
    const m = (await this.db
      .selectFrom('market')
      .selectAll()
      .where('id', '=', marketId)
      .executeTakeFirst()) as MarketRow | undefined;
    if (!m) return undefined;
    const selections = (await this.db
      .selectFrom('selection')
      .selectAll()
      .where('market_id', '=', marketId)
      .execute()) as SelectionRow[];
    return marketToWire(m, selections);
  }

  /**
   * The prices of these events' open and suspended markets as they are now, one odds push per
   * event: what a socket gets when it subscribes (the notify hub's onSubscribe), so that a move
   * made before its subscription is not missed until the page's next refresh.
   */
  async currentPrices(eventIds: number[]): Promise<SportsOddsPush[]> {
    if (eventIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('selection as s')
      .innerJoin('market as m', 'm.id', 's.market_id')
      .select(['m.event_id', 's.market_id', 's.id', 's.odds_milli', 's.status'])
      .where('m.event_id', 'in', eventIds)
      .where('m.status', 'in', ['open', 'suspended'])
      .where('s.status', 'in', ['active', 'suspended'])
      .orderBy('s.id')
      .execute();
    const byEvent = new Map<number, SportsOddsPush>();
    for (const r of rows) {
      let push = byEvent.get(r.event_id);
      if (!push) {
        push = { t: 'odds', eventId: r.event_id, selections: [] };
        byEvent.set(r.event_id, push);
      }
      push.selections.push({
        id: r.id,
        marketId: r.market_id,
        odds: milliToOdds(r.odds_milli),
        status: r.status as SelectionStatus,
      });
    }
    return [...byEvent.values()];
  }

  async eventIdOfSelection(
    selectionId: number,
  ): Promise<{ eventId: number; marketId: number } | undefined> {
    const row = await this.db
      .selectFrom('selection as s')
      .innerJoin('market as m', 'm.id', 's.market_id')
      .select(['m.event_id', 'm.id'])
      .where('s.id', '=', selectionId)
      .executeTakeFirst();
    return row ? { eventId: row.event_id, marketId: row.id } : undefined;
  }
}

export function sportToWire(s: {
  id: number;
  key: string;
  name_tr: string;
  name_en: string;
  esports: boolean;
  sort_order: number;
}): Sport {
  return {
    id: s.id,
    key: s.key,
    name: { tr: s.name_tr, en: s.name_en },
    esports: s.esports,
    sortOrder: s.sort_order,
  };
}

export function competitionToWire(c: {
  id: number;
  sport_id: number;
  name_tr: string;
  name_en: string;
  region: string;
}): Competition {
  return {
    id: c.id,
    sportId: c.sport_id,
    name: { tr: c.name_tr, en: c.name_en },
    region: c.region,
  };
}

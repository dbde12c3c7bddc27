import type {
  Market,
  SelectionStatus,
  SportEventDetail,
  SportsListKind,
  SportsOddsPush,
  SportsTree,
} from '@oyna/contracts';
import { notFound } from '../../lib/errors';
import { competitionToWire, eventToWire, marketToWire, sportToWire } from './catalogue-wire';
import { milliToOdds } from './odds';
import type { CatalogueQueries, MarketRow, SelectionRow } from './queries/catalogue';

/** What the sports lists and the event view read from the catalogue, as the wire shows it. */
export class SportsCatalogue {
  constructor(private readonly queries: CatalogueQueries) {}

  private async marketsOf(eventIds: number[], mainOnly: boolean) {
    if (eventIds.length === 0)
      return { markets: [] as MarketRow[], selections: [] as SelectionRow[] };
    const markets = await this.queries.openMarkets(eventIds, mainOnly);
    const selections =
      markets.length === 0 ? [] : await this.queries.selectionsOf(markets.map((m) => m.id));
    return { markets, selections };
  }

  async tree(kind: SportsListKind, sportKey?: string): Promise<SportsTree> {
    const events = await this.queries.listEvents(kind, sportKey);
    const ids = events.map((e) => e.id);
    const { markets, selections } = await this.marketsOf(ids, true);
    const counts = ids.length ? await this.queries.marketCounts(ids) : [];
    const countOf = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
    const sports = await this.queries.sports();
    const comps = await this.queries.competitions();
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
                .map((e) => eventToWire(e, markets, selections, countOf.get(e.id) ?? 0)),
            }))
            .filter((c) => c.events.length > 0),
        }))
        .filter((s) => s.competitions.length > 0),
    };
  }

  async event(eventId: number): Promise<SportEventDetail | undefined> {
    const e = await this.queries.event(eventId);
    if (!e) return undefined;
    const { markets, selections } = await this.marketsOf([eventId], false);
    const sport = await this.queries.sport(e.sport_id);
    const comp = await this.queries.competition(e.competition_id);
    return {
      ...eventToWire(e, markets, selections, markets.length),
      sport: sportToWire(sport),
      competition: competitionToWire(comp),
      markets: markets.map((m) => marketToWire(m, selections)),
    };
  }

  /** The event, or a 404 (server.sports.eventNotFound). */
  async existingEvent(eventId: number): Promise<SportEventDetail> {
    const event = await this.event(eventId);
    if (!event) throw notFound('server.sports.eventNotFound');
    return event;
  }

  async market(marketId: number): Promise<Market | undefined> {
    const m = await this.queries.market(marketId);
    if (!m) return undefined;
    return marketToWire(m, await this.queries.selectionsOfMarket(marketId));
  }

  /**
   * The prices of these events' open and suspended markets as they are now, one odds push per
   * event: what a socket gets when it subscribes (the notify hub's onSubscribe), so that a move
   * made before its subscription is not missed until the page's next refresh.
   */
  async currentPrices(eventIds: number[]): Promise<SportsOddsPush[]> {
    if (eventIds.length === 0) return [];
    const rows = await this.queries.prices(eventIds);
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
}

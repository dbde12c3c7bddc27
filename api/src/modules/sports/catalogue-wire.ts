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
} from '@oyna/contracts';
import { milliToOdds } from './odds';
import {
  MAIN_KEYS,
  type CompetitionRow,
  type EventRow,
  type MarketRow,
  type SelectionRow,
  type SportRow,
} from './queries/catalogue';

// The catalogue's rows as the wire shows them (no DB row type in a response).

const iso = (d: Date | string) => new Date(d).toISOString();

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

export function eventToWire(
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

export function sportToWire(s: SportRow): Sport {
  return {
    id: s.id,
    key: s.key,
    name: { tr: s.name_tr, en: s.name_en },
    esports: s.esports,
    sortOrder: s.sort_order,
  };
}

export function competitionToWire(c: CompetitionRow): Competition {
  return {
    id: c.id,
    sportId: c.sport_id,
    name: { tr: c.name_tr, en: c.name_en },
    region: c.region,
  };
}

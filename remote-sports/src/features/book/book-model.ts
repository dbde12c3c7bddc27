import type {
  EventStatus as WireEventStatus,
  MarketStatus as WireMarketStatus,
} from '@oyna/contracts';

/**
 * The sportsbook as this remote shows it (sportsbook notes › Data model: sport → competition →
 * event → market → selection). Filled from the api's answers by `book-wire.ts`.
 */
export type BookKind = 'prematch' | 'live' | 'esports';

/** The api's event states as the book shows them: a postponed event as cancelled (book-wire). */
export type EventStatus = Exclude<WireEventStatus, 'postponed'>;
/** The api's market states as the book shows them: a settled or cancelled market as closed. */
export type MarketStatus = Exclude<WireMarketStatus, 'settled' | 'cancelled'> | 'closed';

export interface BookSelection {
  id: number;
  name: string;
  odds: number;
  /** A selection the feed stopped on its own (its market may still be open). */
  suspended: boolean;
}

export interface BookMarket {
  id: number;
  key: string;
  name: string;
  status: MarketStatus;
  selections: BookSelection[];
}

export interface BookEvent {
  id: number;
  sportSlug: string;
  competitionId: number;
  name: string;
  home: string;
  away: string;
  startTime: string;
  status: EventStatus;
  /** Live clock as the feed gives it (e.g. "63'" or "Q3 04:12"); null before kick-off. */
  clock: string | null;
  score: { home: number; away: number } | null;
  /** 1X2 or match winner: the market the list shows. */
  mainMarketId: number | null;
  markets: BookMarket[];
  /** How many markets the event view has (the list only carries the main one). */
  marketCount: number;
}

export interface BookCompetition {
  id: number;
  sportSlug: string;
  name: string;
  country: string | null;
}

export interface BookSport {
  slug: string;
  name: string;
  esports: boolean;
  liveCount: number;
  eventCount: number;
}

/** Route ids → which book they show (spec §2 routes and the compact menu's fcg variants). */
export function bookKindOfRoute(routeId: string): BookKind {
  if (routeId === 'livespor' || routeId === 'livespor.fcg') return 'live';
  if (routeId === 'esports' || routeId === 'esports.betco') return 'esports';
  return 'prematch';
}

/** A market is bookable only while open; a selection only while its market is and it is. */
export function isBookable(market: BookMarket, selection: BookSelection): boolean {
  return market.status === 'open' && !selection.suspended;
}

export function mainMarketOf(event: BookEvent): BookMarket | undefined {
  return event.markets.find((m) => m.id === event.mainMarketId) ?? event.markets[0];
}

import {
  parseSportsPush,
  request,
  type Locale,
  type EventClock,
  type LocalizedText,
  type Market,
  type SportEvent,
  type SportEventDetail,
  type SportsPush,
  type SportsTree,
  selectTyped,
} from '@oyna/contracts';
import { selectSportsLocale } from '../../lib/locale';
import type {
  BookCompetition,
  BookEvent,
  BookKind,
  BookMarket,
  BookSport,
  EventStatus,
  MarketStatus,
} from './book-model';
import type { EventChange } from './book-slice';

export { LIVE_CMD_SPORTS as SPORTS_LIVE_CMD } from '@oyna/contracts';
export { SPORTS_HUB_SUBSCRIBE, SPORTS_HUB_UNSUBSCRIBE } from '@oyna/contracts';

const textIn = (text: LocalizedText, locale: Locale) => text[locale] || text.tr;

function eventStatus(status: SportEvent['status']): EventStatus {
  if (status === 'live') return 'live';
  if (status === 'ended') return 'ended';
  if (status === 'cancelled' || status === 'postponed') return 'cancelled';
  return 'upcoming';
}

function marketStatus(status: Market['status']): MarketStatus {
  if (status === 'open') return 'open';
  if (status === 'suspended') return 'suspended';
  return 'closed';
}

const clockLabel = (clock: EventClock | null) => (clock ? clock.label : null);

export function toBookMarket(m: Market, locale: Locale): BookMarket {
  return {
    id: m.id,
    key: m.key,
    // The feed's names carry the line of an over/under or handicap market ('Over/Under 2.5').
    name: textIn(m.name, locale),
    status: marketStatus(m.status),
    selections: m.selections.map((s) => ({
      id: s.id,
      name: textIn(s.name, locale),
      odds: s.odds,
      suspended: s.status !== 'active',
    })),
  };
}

function toBookEvent(
  e: SportEvent,
  sportSlug: string,
  markets: Market[],
  locale: Locale,
): BookEvent {
  return {
    id: e.id,
    sportSlug,
    competitionId: e.competitionId,
    name: `${e.home} - ${e.away}`,
    home: e.home,
    away: e.away,
    startTime: e.startTime,
    status: eventStatus(e.status),
    clock: clockLabel(e.clock),
    score: e.score ? { home: e.score.home, away: e.score.away } : null,
    mainMarketId: e.mainMarket?.id ?? null,
    markets: markets.map((m) => toBookMarket(m, locale)),
    marketCount: e.marketCount,
  };
}

export interface BookList {
  sports: BookSport[];
  competitions: BookCompetition[];
  events: BookEvent[];
}

/** The list of a page: `sports/tree` for its kind (every sport when `sport` is null). */
export function* fetchBook(
  kind: BookKind,
  sport: string | null,
): Generator<unknown, BookList | null, unknown> {
  const locale = yield* selectTyped(selectSportsLocale);
  const r = yield* request('getSportsTree', sport ? { kind, sport } : { kind }, {
    errorToast: false,
  });
  if (!r.ok) return null;
  const tree: SportsTree = r.data;
  const sports: BookSport[] = [];
  const competitions: BookCompetition[] = [];
  const events: BookEvent[] = [];
  for (const s of tree.sports) {
    let count = 0;
    let live = 0;
    for (const c of s.competitions) {
      competitions.push({
        id: c.id,
        sportSlug: s.key,
        name: textIn(c.name, locale),
        country: c.region || null,
      });
      for (const e of c.events) {
        count += 1;
        if (e.status === 'live') live += 1;
        events.push(toBookEvent(e, s.key, e.mainMarket ? [e.mainMarket] : [], locale));
      }
    }
    sports.push({
      slug: s.key,
      name: textIn(s.name, locale),
      esports: s.esports,
      eventCount: count,
      liveCount: live,
    });
  }
  return { sports, competitions, events };
}

/** One event with all its markets (`sports/event`). */
export function* fetchBookEvent(id: number): Generator<unknown, BookEvent | null, unknown> {
  const locale = yield* selectTyped(selectSportsLocale);
  const r = yield* request('getSportsEvent', { eventId: id }, { errorToast: false });
  if (!r.ok) return null;
  const e: SportEventDetail = r.data;
  return toBookEvent(e, e.sport.key, e.markets, locale);
}

/** A hub push (`NotifyMessage('Sports', json)`) as changes applied in place. */
export function toEventChanges(push: SportsPush): EventChange[] {
  switch (push.t) {
    case 'odds':
      return [
        {
          eventId: push.eventId,
          prices: push.selections.map((s) => ({
            selectionId: s.id,
            odds: s.odds,
            suspended: s.status !== 'active',
          })),
        },
      ];
    case 'market':
      return [
        {
          eventId: push.eventId,
          markets: [{ marketId: push.marketId, status: marketStatus(push.status) }],
        },
      ];
    case 'score':
      return [
        {
          eventId: push.eventId,
          score: push.score ? { home: push.score.home, away: push.score.away } : null,
          clock: clockLabel(push.clock),
        },
      ];
    case 'event':
      return [
        {
          eventId: push.eventId,
          status: eventStatus(push.status),
          ...(push.score ? { score: { home: push.score.home, away: push.score.away } } : {}),
        },
      ];
    default:
      return [];
  }
}

export function parseOddsPush(message: string): EventChange[] {
  const push = parseSportsPush(message);
  return push ? toEventChanges(push) : [];
}

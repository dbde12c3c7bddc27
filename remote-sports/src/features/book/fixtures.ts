import type { BookEvent, BookMarket } from './book-model';

/** A 1X2 market with the given prices. */
export function market1x2(
  eventId: number,
  odds: [number, number, number],
  status: BookMarket['status'] = 'open',
): BookMarket {
  const base = eventId * 100;
  return {
    id: base,
    key: '1x2',
    name: 'Match result',
    status,
    selections: [
      { id: base + 1, name: '1', odds: odds[0], suspended: false },
      { id: base + 2, name: 'X', odds: odds[1], suspended: false },
      { id: base + 3, name: '2', odds: odds[2], suspended: false },
    ],
  };
}

/** An event of the list with its main market (tests only). */
export function bookEvent(
  id: number,
  home: string,
  away: string,
  overrides: Partial<BookEvent> = {},
): BookEvent {
  const main = market1x2(id, [1.85, 3.4, 4.2]);
  return {
    id,
    sportSlug: 'football',
    competitionId: 1,
    name: `${home} - ${away}`,
    home,
    away,
    startTime: '2026-11-24T18:00:00.000Z',
    status: 'upcoming',
    clock: null,
    score: null,
    mainMarketId: main.id,
    markets: [main],
    marketCount: 12,
    ...overrides,
  };
}

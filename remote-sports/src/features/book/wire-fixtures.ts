import type { Market, SportEvent, SportsTree } from '@oyna/contracts';

/** A 1X2 market as the api sends it (tests only). */
export function wireMarket(eventId: number, odds: [number, number, number]): Market {
  const id = eventId * 100;
  const sel = (n: number, key: string, tr: string, en: string, o: number) => ({
    id: id + n,
    marketId: id,
    key,
    name: { tr, en },
    odds: o,
    status: 'active' as const,
  });
  return {
    id,
    eventId,
    key: '1x2',
    name: { tr: 'Maç Sonucu', en: 'Match result' },
    line: null,
    status: 'open',
    sortOrder: 1,
    selections: [
      sel(1, 'home', '1', '1', odds[0]),
      sel(2, 'draw', 'X', 'X', odds[1]),
      sel(3, 'away', '2', '2', odds[2]),
    ],
  };
}

export function wireEvent(
  id: number,
  home: string,
  away: string,
  overrides: Partial<SportEvent> = {},
): SportEvent {
  return {
    id,
    sportId: 1,
    competitionId: 10,
    home,
    away,
    startTime: '2026-11-24T18:00:00.000Z',
    status: 'upcoming',
    score: null,
    clock: null,
    mainMarket: wireMarket(id, [1.85, 3.4, 4.2]),
    marketCount: 9,
    ...overrides,
  };
}

export function wireTree(kind: SportsTree['kind'], events: SportEvent[]): SportsTree {
  return {
    kind,
    sports: [
      {
        id: 1,
        key: 'football',
        name: { tr: 'Futbol', en: 'Football' },
        esports: false,
        sortOrder: 1,
        competitions: [
          {
            id: 10,
            sportId: 1,
            name: { tr: 'Süper Lig', en: 'Super League' },
            region: 'TR',
            events,
          },
        ],
      },
    ],
  };
}

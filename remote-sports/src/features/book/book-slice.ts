import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShellState } from '@oyna/contracts';
import type { BookCompetition, BookEvent, BookKind, BookSport, MarketStatus } from './book-model';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A price push applied in place (odds, suspension), or a score/clock/status change. */
export interface PriceChange {
  selectionId: number;
  odds?: number;
  suspended?: boolean;
}
export interface MarketChange {
  marketId: number;
  status: MarketStatus;
}
export interface EventChange {
  eventId: number;
  status?: BookEvent['status'];
  clock?: string | null;
  score?: { home: number; away: number } | null;
  prices?: PriceChange[];
  markets?: MarketChange[];
}

export interface BookState {
  kind: BookKind;
  sports: BookSport[];
  sportsStatus: LoadStatus;
  /** The sport whose competitions and events are listed. */
  sport: string | null;
  competitions: BookCompetition[];
  /** Events by id: the list's (main market only) and the opened one's (all markets). */
  events: Record<string, BookEvent>;
  /** The list's event ids in order. */
  list: number[];
  listStatus: LoadStatus;
  /** The event view (all markets), when one is open. */
  openEventId: number | null;
  eventStatus: LoadStatus;
  /** Up/down marks of prices that just moved, by selection id (cleared after a few seconds). */
  marks: Record<string, 'up' | 'down'>;
}

export const initialBookState: BookState = {
  kind: 'prematch',
  sports: [],
  sportsStatus: 'idle',
  sport: null,
  competitions: [],
  events: {},
  list: [],
  listStatus: 'idle',
  openEventId: null,
  eventStatus: 'idle',
  marks: {},
};

/** Marks the prices of `next` that differ from what `known` showed (a refresh read a move). */
function markMoves(s: BookState, known: BookEvent | undefined, next: BookEvent) {
  if (!known) return;
  const before = new Map<number, number>();
  for (const m of known.markets) for (const sel of m.selections) before.set(sel.id, sel.odds);
  for (const m of next.markets) {
    for (const sel of m.selections) {
      const old = before.get(sel.id);
      if (old !== undefined && old !== sel.odds)
        s.marks[String(sel.id)] = sel.odds > old ? 'up' : 'down';
    }
  }
}

function applyChange(s: BookState, change: EventChange) {
  const event = s.events[String(change.eventId)];
  if (!event) return;
  if (change.status !== undefined) event.status = change.status;
  if (change.clock !== undefined) event.clock = change.clock;
  if (change.score !== undefined) event.score = change.score;
  for (const m of change.markets ?? []) {
    const market = event.markets.find((x) => x.id === m.marketId);
    if (market) market.status = m.status;
  }
  for (const p of change.prices ?? []) {
    for (const market of event.markets) {
      const sel = market.selections.find((x) => x.id === p.selectionId);
      if (!sel) continue;
      if (p.odds !== undefined && p.odds !== sel.odds) {
        s.marks[String(sel.id)] = p.odds > sel.odds ? 'up' : 'down';
        sel.odds = p.odds;
      }
      if (p.suspended !== undefined) sel.suspended = p.suspended;
    }
  }
  // spec (issue): a finished event leaves the live list.
  if (s.kind === 'live' && (event.status === 'ended' || event.status === 'cancelled')) {
    s.list = s.list.filter((id) => id !== event.id);
  }
}

export const bookSlice = createSlice({
  name: 'sportsBook',
  initialState: initialBookState,
  reducers: {
    /** A sports page opened (or its sport changed): load its sports and list. */
    open: (s, a: PayloadAction<{ kind: BookKind; sport?: string | null }>) => {
      if (s.kind !== a.payload.kind) {
        s.sports = [];
        s.sportsStatus = 'idle';
        s.sport = null;
        s.list = [];
        s.competitions = [];
      }
      s.kind = a.payload.kind;
      if (a.payload.sport !== undefined) s.sport = a.payload.sport;
      s.listStatus = 'loading';
    },
    sportsLoaded: (s, a: PayloadAction<BookSport[]>) => {
      s.sports = a.payload;
      s.sportsStatus = 'ready';
      if (!s.sport || !a.payload.some((x) => x.slug === s.sport)) {
        s.sport = a.payload[0]?.slug ?? null;
      }
    },
    listLoaded: (
      s,
      a: PayloadAction<{
        kind: BookKind;
        sport: string | null;
        competitions: BookCompetition[];
        events: BookEvent[];
      }>,
    ) => {
      if (a.payload.kind !== s.kind || a.payload.sport !== s.sport) return;
      s.competitions = a.payload.competitions;
      for (const e of a.payload.events) {
        const known = s.events[String(e.id)];
        markMoves(s, known, e);
        // Keep the opened event's full markets; the list brings only the main one.
        s.events[String(e.id)] =
          known && known.markets.length > e.markets.length
            ? {
                ...known,
                status: e.status,
                clock: e.clock,
                score: e.score,
                markets: known.markets.map((m) => e.markets.find((x) => x.id === m.id) ?? m),
              }
            : e;
      }
      s.list = a.payload.events
        .filter((e) => s.kind !== 'live' || e.status === 'live')
        .map((e) => e.id);
      s.listStatus = 'ready';
    },
    listFailed: (s) => {
      s.listStatus = 'failed';
      s.sportsStatus = s.sportsStatus === 'loading' ? 'failed' : s.sportsStatus;
    },
    openEvent: (s, a: PayloadAction<number>) => {
      s.openEventId = a.payload;
      s.eventStatus = 'loading';
    },
    eventLoaded: (s, a: PayloadAction<BookEvent>) => {
      markMoves(s, s.events[String(a.payload.id)], a.payload);
      s.events[String(a.payload.id)] = a.payload;
      if (s.openEventId === a.payload.id) s.eventStatus = 'ready';
    },
    eventFailed: (s) => {
      s.eventStatus = 'failed';
    },
    closeEvent: (s) => {
      s.openEventId = null;
      s.eventStatus = 'idle';
    },
    /** Pushed over the hub (or read by a refresh): applied in place. */
    changed: (s, a: PayloadAction<EventChange[]>) => {
      for (const change of a.payload) applyChange(s, change);
    },
    /** The page left: its refreshes stop and the hub subscription is dropped. */
    leave: (s) => {
      s.openEventId = null;
      s.eventStatus = 'idle';
      s.list = [];
    },
    marksExpired: (s, a: PayloadAction<number[]>) => {
      for (const id of a.payload) delete s.marks[String(id)];
    },
  },
});

export const bookActions = bookSlice.actions;
export type BookRootState = ShellState & { sportsBook?: BookState };
export const selectBook = (s: BookRootState): BookState => s.sportsBook ?? initialBookState;

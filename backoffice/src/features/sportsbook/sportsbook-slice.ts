import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdminSportsBet,
  AdminSportsSettleMarket,
  LocalizedText,
  SelectionLiability,
  SportEventDetail,
  SportsListKind,
  SportsTree,
} from '@oyna/contracts';

/** One event of the list, flattened from the sports tree (sport › competition › event). */
export interface EventRow {
  id: number;
  sport: LocalizedText;
  competition: LocalizedText;
  home: string;
  away: string;
  startTime: string;
  status: SportEventDetail['status'];
  marketCount: number;
}

type Load = 'idle' | 'loading' | 'ready' | 'failed';

/** A list of the screen: the players' lists, or the events still waiting for a result. */
export type BookList = SportsListKind | 'unsettled';

export const BOOK_LISTS: readonly BookList[] = ['prematch', 'live', 'esports', 'unsettled'];

export interface SportsbookState {
  kind: BookList;
  list: { status: Load; events: EventRow[]; error: string };
  selectedId: number | null;
  event: { status: Load; data: SportEventDetail | null; error: string };
  /** Liability per selection of the chosen event, by selection id. */
  liability: Record<number, SelectionLiability>;
  bets: { skip: number; total: number; rows: AdminSportsBet[]; loading: boolean };
  /** The market whose settle form is open. */
  settling: number | null;
  /** An action on its way (suspend, reopen, settle): what it is on, so its buttons wait. */
  busy: string | null;
}

export const BETS_PAGE = 20;

const initialState: SportsbookState = {
  kind: 'prematch',
  list: { status: 'idle', events: [], error: '' },
  selectedId: null,
  event: { status: 'idle', data: null, error: '' },
  liability: {},
  bets: { skip: 0, total: 0, rows: [], loading: false },
  settling: null,
  busy: null,
};

/** The tree's events in its order (sports, then competitions, then start time). */
export function eventRows(tree: SportsTree): EventRow[] {
  return tree.sports.flatMap((s) =>
    s.competitions.flatMap((c) =>
      c.events.map((e) => ({
        id: e.id,
        sport: s.name,
        competition: c.name,
        home: e.home,
        away: e.away,
        startTime: e.startTime,
        status: e.status,
        marketCount: e.marketCount,
      })),
    ),
  );
}

export const sportsbookSlice = createSlice({
  name: 'sportsbook',
  initialState,
  reducers: {
    listRequested: (state, action: PayloadAction<BookList | undefined>) => {
      if (action.payload && action.payload !== state.kind) {
        state.kind = action.payload;
        state.list.events = [];
      }
      state.list.status = 'loading';
      state.list.error = '';
    },
    listLoaded: (state, action: PayloadAction<EventRow[]>) => {
      state.list = { status: 'ready', events: action.payload, error: '' };
    },
    listFailed: (state, action: PayloadAction<string>) => {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    eventSelected: (state, action: PayloadAction<number>) => {
      if (state.selectedId !== action.payload) {
        state.event = { status: 'loading', data: null, error: '' };
        state.liability = {};
        state.bets = { skip: 0, total: 0, rows: [], loading: true };
        state.settling = null;
      }
      state.selectedId = action.payload;
    },
    /** The event, its liability and (when given) a page of its bets, as they are now. */
    eventLoaded: (
      state,
      action: PayloadAction<{ event: SportEventDetail; liability: SelectionLiability[] }>,
    ) => {
      if (action.payload.event.id !== state.selectedId) return;
      state.event = { status: 'ready', data: action.payload.event, error: '' };
      state.liability = Object.fromEntries(action.payload.liability.map((l) => [l.selectionId, l]));
    },
    eventFailed: (state, action: PayloadAction<string>) => {
      state.event.status = 'failed';
      state.event.error = action.payload;
    },
    betsRequested: (state, action: PayloadAction<number>) => {
      state.bets.loading = true;
      state.bets.skip = action.payload;
    },
    betsLoaded: (
      state,
      action: PayloadAction<{
        eventId: number;
        skip: number;
        total: number;
        rows: AdminSportsBet[];
      }>,
    ) => {
      if (action.payload.eventId !== state.selectedId) return;
      const { skip, total, rows } = action.payload;
      state.bets = { skip, total, rows, loading: false };
    },
    betsFailed: (state) => {
      state.bets.loading = false;
    },
    marketStatusRequested: (
      state,
      action: PayloadAction<{ marketId: number; status: 'open' | 'suspended' }>,
    ) => {
      state.busy = `market:${action.payload.marketId}`;
    },
    eventStatusRequested: (
      state,
      action: PayloadAction<{ eventId: number; status: 'open' | 'suspended' }>,
    ) => {
      state.busy = `event:${action.payload.eventId}`;
    },
    settleOpened: (state, action: PayloadAction<number | null>) => {
      state.settling = action.payload;
    },
    settleRequested: (state, action: PayloadAction<AdminSportsSettleMarket>) => {
      state.busy = `market:${action.payload.marketId}`;
    },
    actionDone: (state) => {
      state.busy = null;
      state.settling = null;
    },
    actionFailed: (state) => {
      state.busy = null;
    },
  },
});

export const {
  listRequested,
  listLoaded,
  listFailed,
  eventSelected,
  eventLoaded,
  eventFailed,
  betsRequested,
  betsLoaded,
  betsFailed,
  marketStatusRequested,
  eventStatusRequested,
  settleOpened,
  settleRequested,
  actionDone,
  actionFailed,
} = sportsbookSlice.actions;

export const selectSportsbook = (s: { sportsbook: SportsbookState }) => s.sportsbook;

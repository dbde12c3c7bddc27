import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BackofficeBet,
  BackofficeBonus,
  BackofficeLedgerRow,
  BackofficeList,
  BackofficeNote,
  BackofficePayment,
  BackofficePlayerPage,
  BackofficePlayerProfile,
  BackofficeRound,
  BackofficeSession,
} from '@oyna/contracts';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/** The profile's activity lists, each one page of its own call. */
export interface ActivityRows {
  ledger: BackofficeLedgerRow;
  payments: BackofficePayment;
  bets: BackofficeBet;
  rounds: BackofficeRound;
  sessions: BackofficeSession;
  bonuses: BackofficeBonus;
  notes: BackofficeNote;
}
export type ActivityName = keyof ActivityRows;
export const ACTIVITY_PAGE = 20;

export interface ActivityState<T> {
  status: Status;
  list: BackofficeList<T> | null;
  skip: number;
  error: string | null;
}

export interface PlayersState {
  search: {
    q: string;
    skip: number;
    status: Status;
    page: BackofficePlayerPage | null;
    error: string | null;
  };
  profile: {
    id: number | null;
    status: Status;
    data: BackofficePlayerProfile | null;
    error: string | null;
  };
  activity: { [K in ActivityName]: ActivityState<ActivityRows[K]> };
  /** What is on its way: a note, a lock or unlock, the session being ended. */
  pending: { note: boolean; lock: boolean; session: string | null };
  /** Bumped when a note was added: the note form starts empty again (it is keyed on it). */
  notesAdded: number;
}

const emptyActivity = () => ({ status: 'idle' as Status, list: null, skip: 0, error: null });
const initialActivity = (): PlayersState['activity'] => ({
  ledger: emptyActivity(),
  payments: emptyActivity(),
  bets: emptyActivity(),
  rounds: emptyActivity(),
  sessions: emptyActivity(),
  bonuses: emptyActivity(),
  notes: emptyActivity(),
});

const initialState: PlayersState = {
  search: { q: '', skip: 0, status: 'idle', page: null, error: null },
  profile: { id: null, status: 'idle', data: null, error: null },
  activity: initialActivity(),
  pending: { note: false, lock: false, session: null },
  notesAdded: 0,
};

export interface ActivityLoaded<K extends ActivityName = ActivityName> {
  id: number;
  name: K;
  skip: number;
  list: BackofficeList<ActivityRows[K]>;
}

export const playersSlice = createSlice({
  name: 'players',
  initialState,
  reducers: {
    searchRequested: (state, action: PayloadAction<{ q: string; skip?: number }>) => {
      state.search.q = action.payload.q;
      state.search.skip = action.payload.skip ?? 0;
      state.search.status = 'loading';
      state.search.error = null;
    },
    searchLoaded: (state, action: PayloadAction<BackofficePlayerPage>) => {
      state.search.status = 'ready';
      state.search.page = action.payload;
    },
    searchFailed: (state, action: PayloadAction<string>) => {
      state.search.status = 'failed';
      state.search.error = action.payload;
    },
    profileRequested: (state, action: PayloadAction<number>) => {
      if (state.profile.id !== action.payload) {
        // Another player: nothing of the previous one stays on screen.
        state.profile.data = null;
        state.activity = initialActivity();
      }
      state.profile.id = action.payload;
      state.profile.status = state.profile.data ? 'ready' : 'loading';
      state.profile.error = null;
    },
    profileLoaded: (state, action: PayloadAction<BackofficePlayerProfile>) => {
      if (action.payload.player.id !== state.profile.id) return;
      state.profile.status = 'ready';
      state.profile.data = action.payload;
    },
    profileFailed: (state, action: PayloadAction<string>) => {
      state.profile.status = 'failed';
      state.profile.error = action.payload;
    },
    activityRequested: (
      state,
      action: PayloadAction<{ id: number; name: ActivityName; skip?: number }>,
    ) => {
      const a = state.activity[action.payload.name];
      a.status = 'loading';
      a.skip = action.payload.skip ?? 0;
      a.error = null;
    },
    activityLoaded: (state, action: PayloadAction<ActivityLoaded>) => {
      const { id, name, skip, list } = action.payload;
      if (id !== state.profile.id) return;
      Object.assign(state.activity[name], { status: 'ready', skip, list });
    },
    activityFailed: (state, action: PayloadAction<{ name: ActivityName; message: string }>) => {
      const a = state.activity[action.payload.name];
      a.status = 'failed';
      a.error = action.payload.message;
    },
    noteRequested: (state, _action: PayloadAction<{ id: number; text: string }>) => {
      state.pending.note = true;
    },
    noteAdded: (state, action: PayloadAction<BackofficeNote>) => {
      state.pending.note = false;
      state.notesAdded += 1;
      const notes = state.activity.notes;
      if (notes.list && notes.skip === 0) {
        notes.list = { items: [action.payload, ...notes.list.items], total: notes.list.total + 1 };
      }
    },
    noteFailed: (state) => {
      state.pending.note = false;
    },
    lockRequested: (
      state,
      _action: PayloadAction<{ id: number; locked: boolean; reason: string }>,
    ) => {
      state.pending.lock = true;
    },
    lockDone: (state) => {
      state.pending.lock = false;
    },
    sessionEndRequested: (state, action: PayloadAction<{ id: number; sessionId: string }>) => {
      state.pending.session = action.payload.sessionId;
    },
    sessionEndDone: (state, action: PayloadAction<BackofficeSession | null>) => {
      state.pending.session = null;
      const ended = action.payload;
      const list = state.activity.sessions.list;
      if (ended && list) list.items = list.items.map((s) => (s.id === ended.id ? ended : s));
    },
  },
});

export const {
  searchRequested,
  searchLoaded,
  searchFailed,
  profileRequested,
  profileLoaded,
  profileFailed,
  activityRequested,
  activityLoaded,
  activityFailed,
  noteRequested,
  noteAdded,
  noteFailed,
  lockRequested,
  lockDone,
  sessionEndRequested,
  sessionEndDone,
} = playersSlice.actions;

export const selectPlayers = (s: { players: PlayersState }) => s.players;

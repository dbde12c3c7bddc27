import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AccountDetails,
  AccountSummary,
  BonusListPage,
  BonusListRequest,
  BonusOffer,
  FinancialActivitiesPage,
  FinancialActivitiesRequest,
  FinancialExportRequest,
  GameHistoryPage,
  GameHistoryRequest,
  SessionRecord,
} from '@oyna/contracts';

/** What each account screen reads (spec §2 account routes), by resource. */
export interface AccountResources {
  summary: AccountSummary;
  details: AccountDetails;
  financial: FinancialActivitiesPage;
  games: GameHistoryPage;
  offers: BonusOffer[];
  bonuses: BonusListPage;
  sessions: SessionRecord[];
}

/** The query of the paged, filtered resources (none for the others). */
export interface AccountQueries {
  summary: undefined;
  details: undefined;
  financial: FinancialActivitiesRequest;
  games: GameHistoryRequest;
  offers: undefined;
  bonuses: BonusListRequest;
  sessions: undefined;
}

export type AccountResource = keyof AccountResources;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ResourceState<R extends AccountResource> {
  status: LoadStatus;
  data: AccountResources[R] | null;
  query: AccountQueries[R] | null;
}

export type AccountDataState = { [R in AccountResource]: ResourceState<R> } & {
  /** A bonus request, an end-other-sessions call or a CSV download is on its way. */
  busy: { bonus: string | null; endSessions: boolean; csv: boolean };
};

const idle = { status: 'idle', data: null, query: null } as const;

const initialState: AccountDataState = {
  summary: idle,
  details: idle,
  financial: idle,
  games: idle,
  offers: idle,
  bonuses: idle,
  sessions: idle,
  busy: { bonus: null, endSessions: false, csv: false },
};

export type LoadPayload = {
  [R in AccountResource]: AccountQueries[R] extends undefined
    ? { resource: R; query?: undefined }
    : { resource: R; query: AccountQueries[R] };
}[AccountResource];

export type LoadedPayload = {
  [R in AccountResource]: { resource: R; data: AccountResources[R] };
}[AccountResource];

export const accountDataSlice = createSlice({
  name: 'accountData',
  initialState,
  reducers: {
    loadRequested(state, action: PayloadAction<LoadPayload>) {
      const slot = state[action.payload.resource] as ResourceState<AccountResource>;
      slot.status = 'loading';
      slot.query = action.payload.query ?? null;
    },
    loadSucceeded(state, action: PayloadAction<LoadedPayload>) {
      const slot = state[action.payload.resource] as ResourceState<AccountResource>;
      slot.status = 'ready';
      slot.data = action.payload.data;
    },
    loadFailed(state, action: PayloadAction<{ resource: AccountResource }>) {
      state[action.payload.resource].status = 'error';
    },
    bonusRequested(state, action: PayloadAction<{ offer: string }>) {
      state.busy.bonus = action.payload.offer;
    },
    bonusRequestDone(state) {
      state.busy.bonus = null;
    },
    endOtherSessionsRequested(state) {
      state.busy.endSessions = true;
    },
    endOtherSessionsDone(state) {
      state.busy.endSessions = false;
    },
    csvRequested(state, _action: PayloadAction<FinancialExportRequest>) {
      state.busy.csv = true;
    },
    csvDone(state) {
      state.busy.csv = false;
    },
  },
});

export const {
  loadRequested,
  loadSucceeded,
  loadFailed,
  bonusRequested,
  bonusRequestDone,
  endOtherSessionsRequested,
  endOtherSessionsDone,
  csvRequested,
  csvDone,
} = accountDataSlice.actions;

export type AccountDataRootState = { accountData?: AccountDataState };

/** The slice is injected lazily, so it may be absent until the remote's module is loaded. */
export const selectAccountData = (state: AccountDataRootState) => state.accountData ?? initialState;

export const selectResource =
  <R extends AccountResource>(resource: R) =>
  (state: AccountDataRootState): ResourceState<R> =>
    selectAccountData(state)[resource] as ResourceState<R>;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdminBonusCancel,
  AdminBonusDecision,
  AdminBonusGrant,
  AdminBonusOffer,
  AdminBonusOfferUpsert,
  AdminBonusRequest,
  AdminPlayerBonus,
} from '@oyna/contracts';

type Load = 'idle' | 'loading' | 'ready' | 'failed';

/** Which desk action is on its way (its buttons wait meanwhile). */
export type BonusAction = `decide:${number}` | 'grant' | 'cancel' | 'offer';

export interface BonusesState {
  requests: { status: Load; rows: AdminBonusRequest[]; error: string };
  offers: { status: Load; rows: AdminBonusOffer[]; error: string };
  busy: BonusAction | null;
  /** The api's refusal of the last grant or cancel, shown beside its form (a cap, a player). */
  deskError: { action: 'grant' | 'cancel'; message: string } | null;
  /** The last bonus granted or cancelled, shown beside the forms. */
  lastBonus: AdminPlayerBonus | null;
  /** The offer being edited ('' a new one; null: no form). */
  editing: string | null;
  /** How many desk actions succeeded: each one's form is re-keyed (emptied) after it. */
  done: number;
}

const initialState: BonusesState = {
  requests: { status: 'idle', rows: [], error: '' },
  offers: { status: 'idle', rows: [], error: '' },
  busy: null,
  deskError: null,
  lastBonus: null,
  editing: null,
  done: 0,
};

export const bonusesSlice = createSlice({
  name: 'bonuses',
  initialState,
  reducers: {
    loadRequested: (state, _action: PayloadAction<{ requests: boolean }>) => {
      state.offers.status = state.offers.status === 'ready' ? 'ready' : 'loading';
      state.requests.status = state.requests.status === 'ready' ? 'ready' : 'loading';
    },
    requestsLoaded: (state, action: PayloadAction<AdminBonusRequest[]>) => {
      state.requests = { status: 'ready', rows: action.payload, error: '' };
    },
    requestsFailed: (state, action: PayloadAction<string>) => {
      state.requests.status = 'failed';
      state.requests.error = action.payload;
    },
    offersLoaded: (state, action: PayloadAction<AdminBonusOffer[]>) => {
      state.offers = { status: 'ready', rows: action.payload, error: '' };
    },
    offersFailed: (state, action: PayloadAction<string>) => {
      state.offers.status = 'failed';
      state.offers.error = action.payload;
    },
    decisionRequested: (state, action: PayloadAction<AdminBonusDecision>) => {
      state.busy = `decide:${action.payload.id}`;
    },
    decisionDone: (state, action: PayloadAction<AdminBonusRequest>) => {
      state.busy = null;
      state.requests.rows = state.requests.rows.filter((r) => r.id !== action.payload.id);
    },
    grantRequested: (state, _action: PayloadAction<AdminBonusGrant>) => {
      state.busy = 'grant';
      state.deskError = null;
    },
    cancelRequested: (state, _action: PayloadAction<AdminBonusCancel>) => {
      state.busy = 'cancel';
      state.deskError = null;
    },
    deskDone: (state, action: PayloadAction<AdminPlayerBonus>) => {
      state.busy = null;
      state.lastBonus = action.payload;
      state.done += 1;
    },
    deskFailed: (state, action: PayloadAction<{ action: 'grant' | 'cancel'; message: string }>) => {
      state.busy = null;
      state.deskError = action.payload;
    },
    offerEdited: (state, action: PayloadAction<string | null>) => {
      state.editing = action.payload;
    },
    offerRequested: (state, _action: PayloadAction<AdminBonusOfferUpsert>) => {
      state.busy = 'offer';
    },
    offerSaved: (state, action: PayloadAction<AdminBonusOffer>) => {
      state.busy = null;
      state.editing = null;
      const rows = state.offers.rows.filter((o) => o.code !== action.payload.code);
      state.offers.rows = [...rows, action.payload].sort((a, b) => a.sort - b.sort);
    },
    actionFailed: (state) => {
      state.busy = null;
    },
  },
});

export const {
  loadRequested,
  requestsLoaded,
  requestsFailed,
  offersLoaded,
  offersFailed,
  decisionRequested,
  decisionDone,
  grantRequested,
  cancelRequested,
  deskDone,
  deskFailed,
  offerEdited,
  offerRequested,
  offerSaved,
  actionFailed,
} = bonusesSlice.actions;

export const selectBonuses = (s: { bonuses: BonusesState }) => s.bonuses;

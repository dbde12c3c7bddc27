import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FinancialExportRequest } from '@oyna/contracts';

/**
 * The account's requests on their way (what the screens read is in `accountCalls`): a bonus
 * request (the offer), a bonus forfeit (its id), an end-other-sessions call, a CSV download.
 */
export interface AccountDataState {
  busy: { bonus: string | null; forfeit: number | null; endSessions: boolean; csv: boolean };
}

const initialState: AccountDataState = {
  busy: { bonus: null, forfeit: null, endSessions: false, csv: false },
};

export const accountDataSlice = createSlice({
  name: 'accountData',
  initialState,
  reducers: {
    bonusRequested(state, action: PayloadAction<{ offer: string }>) {
      state.busy.bonus = action.payload.offer;
    },
    bonusRequestDone(state) {
      state.busy.bonus = null;
    },
    /** The player gives up an active bonus (spec §1 promotions and bonuses: forfeiture). */
    bonusForfeitRequested(state, action: PayloadAction<{ bonusId: number }>) {
      state.busy.forfeit = action.payload.bonusId;
    },
    bonusForfeitDone(state) {
      state.busy.forfeit = null;
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
  bonusRequested,
  bonusRequestDone,
  bonusForfeitRequested,
  bonusForfeitDone,
  endOtherSessionsRequested,
  endOtherSessionsDone,
  csvRequested,
  csvDone,
} = accountDataSlice.actions;

export type AccountDataRootState = { accountData?: AccountDataState };

/** The slice is injected lazily, so it may be absent until the remote's module is loaded. */
export const selectAccountData = (state: AccountDataRootState) => state.accountData ?? initialState;

/** Which request is on its way, for a screen's busy button. */
export const selectBusy = (state: object) => selectAccountData(state as AccountDataRootState).busy;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FinancialExportRequest } from '@oyna/contracts';

/**
 * The account's requests on their way (what the screens read is in `accountCalls`): a bonus
 * request (the offer), an end-other-sessions call, a CSV download.
 */
export interface AccountDataState {
  busy: { bonus: string | null; endSessions: boolean; csv: boolean };
}

const initialState: AccountDataState = {
  busy: { bonus: null, endSessions: false, csv: false },
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

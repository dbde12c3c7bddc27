import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CallRequest } from '@oyna/contracts';

export interface CallRequestState {
  sending: boolean;
}

/** The call request form's round trip to cms/callme (spec §2 Dialogs, §8). */
export const callRequestSlice = createSlice({
  name: 'callRequest',
  initialState: { sending: false } as CallRequestState,
  reducers: {
    callRequestSubmitted(state, _action: PayloadAction<CallRequest>) {
      state.sending = true;
    },
    callRequestFinished(state) {
      state.sending = false;
    },
  },
  selectors: {
    selectCallRequestSending: (state) => state.sending,
  },
});

export const { callRequestSubmitted, callRequestFinished } = callRequestSlice.actions;
export const { selectCallRequestSending } = callRequestSlice.selectors;

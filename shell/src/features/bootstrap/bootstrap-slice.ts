import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BootstrapState } from '@oyna/contracts';

const initialState: BootstrapState = {
  status: 'idle',
  siteOptions: {},
  trialBonusAmount: 0,
  locales: ['tr', 'en'],
  domainStatus: null,
};

export const bootstrapSlice = createSlice({
  name: 'bootstrap',
  initialState,
  reducers: {
    bootstrapRequested(state) {
      state.status = 'loading';
    },
    bootstrapLoaded(_state, action: PayloadAction<Omit<BootstrapState, 'status'>>) {
      return { ...action.payload, status: 'ready' };
    },
    bootstrapFailed(state) {
      state.status = 'failed';
    },
  },
});

export const { bootstrapRequested, bootstrapLoaded, bootstrapFailed } = bootstrapSlice.actions;

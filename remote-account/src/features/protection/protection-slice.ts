import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BlockRequest,
  DepositLimitRequest,
  LimitPeriod,
  ProtectionState,
} from '@oyna/contracts';

export interface ProtectionSliceState {
  data: ProtectionState | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** A change is on its way to the api (the forms' submit buttons wait). */
  pending: boolean;
  /** Bumped after each saved change: the forms are keyed by it and start afresh. */
  changes: number;
}

const initialState: ProtectionSliceState = {
  data: null,
  status: 'idle',
  pending: false,
  changes: 0,
};

export const protectionSlice = createSlice({
  name: 'accountProtection',
  initialState,
  reducers: {
    protectionRequested(state) {
      state.status = state.data ? 'ready' : 'loading';
    },
    protectionLoaded(state, action: PayloadAction<ProtectionState>) {
      state.data = action.payload;
      state.status = 'ready';
    },
    protectionFailed(state) {
      state.status = state.data ? 'ready' : 'error';
    },
    limitRequested(state, _action: PayloadAction<DepositLimitRequest>) {
      state.pending = true;
    },
    limitConfirmRequested(state, _action: PayloadAction<{ period: LimitPeriod }>) {
      state.pending = true;
    },
    realityCheckRequested(state, _action: PayloadAction<{ seconds: number }>) {
      state.pending = true;
    },
    breakRequested(state, _action: PayloadAction<BlockRequest>) {
      state.pending = true;
    },
    changeSaved(state, action: PayloadAction<ProtectionState | null>) {
      if (action.payload) state.data = action.payload;
      state.pending = false;
      state.changes += 1;
    },
    changeFailed(state) {
      state.pending = false;
    },
  },
});

export const {
  protectionRequested,
  protectionLoaded,
  protectionFailed,
  limitRequested,
  limitConfirmRequested,
  realityCheckRequested,
  breakRequested,
  changeSaved,
  changeFailed,
} = protectionSlice.actions;

export type ProtectionRootState = { accountProtection?: ProtectionSliceState };

export const selectProtection = (state: ProtectionRootState) =>
  state.accountProtection ?? initialState;

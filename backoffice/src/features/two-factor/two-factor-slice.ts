import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TotpEnrolment } from '@oyna/contracts';

/**
 * Enrolling the authenticator: idle → (start) scan: the QR code and the code form → codes: the
 * recovery codes, shown this once → done (staff/me again: two-factor on).
 */
export interface TwoFactorState {
  step: 'idle' | 'scan' | 'codes';
  pending: boolean;
  enrolment: TotpEnrolment | null;
  recoveryCodes: string[];
  /** The api's message of the last failed call ('' no answer). */
  error: string | null;
}

const initialState: TwoFactorState = {
  step: 'idle',
  pending: false,
  enrolment: null,
  recoveryCodes: [],
  error: null,
};

export const twoFactorSlice = createSlice({
  name: 'twoFactor',
  initialState,
  reducers: {
    enrolRequested: (state) => {
      state.pending = true;
      state.error = null;
    },
    enrolStarted: (state, action: PayloadAction<TotpEnrolment>) => {
      state.pending = false;
      state.step = 'scan';
      state.enrolment = action.payload;
    },
    confirmRequested: (state, _action: PayloadAction<string>) => {
      state.pending = true;
      state.error = null;
    },
    confirmed: (state, action: PayloadAction<string[]>) => {
      state.pending = false;
      state.step = 'codes';
      state.enrolment = null;
      state.recoveryCodes = action.payload;
    },
    twoFactorFailed: (state, action: PayloadAction<string>) => {
      state.pending = false;
      state.error = action.payload;
    },
    /** The codes were kept: they leave the page, and who is logged in is asked again. */
    codesKept: () => initialState,
  },
});

export const {
  enrolRequested,
  enrolStarted,
  confirmRequested,
  confirmed,
  twoFactorFailed,
  codesKept,
} = twoFactorSlice.actions;
export const selectTwoFactor = (s: { twoFactor: TwoFactorState }) => s.twoFactor;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PhoneVerificationPage, initialPhonePage } from '@oyna/contracts';

/** What is in flight: at most one request at a time (the buttons are disabled meanwhile). */
export type PhoneRequest = 'sendCode' | 'verify' | null;

export interface PhoneVerificationState {
  /** spec §3/§4: NotVerifiedPage0, VerifiedPage1, UpdatePage2, VerificationCodePage3. */
  page: PhoneVerificationPage;
  /** The number (digits with prefix 90) the last code was sent to. */
  codePhone: string | null;
  pending: PhoneRequest;
  /** Epoch ms of the last successful code send; the resend countdown runs from it (spec §9). */
  codeSentAt: number | null;
  /** Bumped on every failed verification: the code field is cleared (spec §4). */
  failedVerifications: number;
}

const initialState: PhoneVerificationState = {
  page: PhoneVerificationPage.NotVerifiedPage,
  codePhone: null,
  pending: null,
  codeSentAt: null,
  failedVerifications: 0,
};

export interface SendCodePayload {
  /** Digits with prefix 90. */
  phone: string;
  /** From UpdatePage: a new number (updatephone step 0); otherwise the player's number (step 1). */
  changeNumber: boolean;
}

export const phoneVerificationSlice = createSlice({
  name: 'accountPhoneVerification',
  initialState,
  reducers: {
    /** The screen or dialog opened: spec §4, a verified player starts in VerifiedPage. */
    phoneVerificationOpened(_state, action: PayloadAction<{ smsVerified: boolean }>) {
      return { ...initialState, page: initialPhonePage(action.payload.smsVerified) };
    },
    /** spec §4: Verified goes to UpdatePage via Update Number. */
    updateNumberClicked(state) {
      state.page = PhoneVerificationPage.UpdatePage;
    },
    sendCodeRequested(state, _action: PayloadAction<SendCodePayload>) {
      state.pending = 'sendCode';
    },
    /** spec §4: a successful code send goes to VerificationCodePage and restarts the timer. */
    codeSent: {
      reducer(state, action: PayloadAction<{ phone: string; at: number }>) {
        state.pending = null;
        state.page = PhoneVerificationPage.VerificationCodePage;
        state.codePhone = action.payload.phone;
        state.codeSentAt = action.payload.at;
      },
      prepare: (phone: string) => ({ payload: { phone, at: Date.now() } }),
    },
    verifyRequested(state, _action: PayloadAction<{ phone: string; code: string }>) {
      state.pending = 'verify';
    },
    /** spec §4: VerificationCode goes to Verified on success. */
    verifySucceeded(state) {
      state.pending = null;
      state.page = PhoneVerificationPage.VerifiedPage;
      state.codeSentAt = null;
    },
    /** spec §4: on failure the code field is cleared. */
    verifyFailed(state) {
      state.pending = null;
      state.failedVerifications += 1;
    },
    requestFailed(state) {
      state.pending = null;
    },
  },
});

export const {
  phoneVerificationOpened,
  updateNumberClicked,
  sendCodeRequested,
  codeSent,
  verifyRequested,
  verifySucceeded,
  verifyFailed,
  requestFailed,
} = phoneVerificationSlice.actions;

export type PhoneVerificationRootState = { accountPhoneVerification?: PhoneVerificationState };

/** The slice is injected lazily, so it may be absent until the remote's module is loaded. */
export const selectPhoneVerification = (state: PhoneVerificationRootState) =>
  state.accountPhoneVerification ?? initialState;

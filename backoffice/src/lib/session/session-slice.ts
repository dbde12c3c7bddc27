import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffRole, StaffSelf } from '@oyna/contracts';

/**
 * Who is logged in (staff/me; the session itself is the api's httpOnly cookie, never here).
 * - unknown: staff/me not answered yet (boot)
 * - anonymous: no session, the login screen
 * - code: the password was right and the api asks for the two-factor code
 * - authenticated: `staff` is set
 */
export type SessionStatus = 'unknown' | 'anonymous' | 'code' | 'authenticated';

export interface LoginInput {
  email: string;
  password: string;
  code?: string;
}

export interface SessionState {
  status: SessionStatus;
  staff: StaffSelf | null;
  pending: boolean;
  /** The api's message of the last failed login (in the interface language); '' no answer. */
  error: string | null;
  /** The e-mail and password kept for the code step (memory only, dropped after it). */
  credentials: { email: string; password: string } | null;
}

const initialState: SessionState = {
  status: 'unknown',
  staff: null,
  pending: false,
  error: null,
  credentials: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionChecked: (state, action: PayloadAction<StaffSelf | null>) => {
      state.staff = action.payload;
      state.status = action.payload ? 'authenticated' : 'anonymous';
    },
    loginRequested: (state, _action: PayloadAction<LoginInput>) => {
      state.pending = true;
      state.error = null;
    },
    loginSucceeded: (state, action: PayloadAction<StaffSelf>) => {
      state.pending = false;
      state.staff = action.payload;
      state.status = 'authenticated';
      state.credentials = null;
    },
    codeAsked: (
      state,
      action: PayloadAction<{ email: string; password: string; message: string | null }>,
    ) => {
      state.pending = false;
      state.status = 'code';
      state.credentials = { email: action.payload.email, password: action.payload.password };
      state.error = action.payload.message;
    },
    loginFailed: (state, action: PayloadAction<string>) => {
      state.pending = false;
      state.error = action.payload;
    },
    loginRestarted: (state) => {
      state.status = 'anonymous';
      state.credentials = null;
      state.error = null;
    },
    logoutRequested: (state) => {
      state.pending = true;
    },
    /** The session ended: logged out, or any call answered 401. */
    sessionEnded: (state) => {
      state.status = 'anonymous';
      state.staff = null;
      state.pending = false;
      state.credentials = null;
    },
  },
});

export const {
  sessionChecked,
  loginRequested,
  loginSucceeded,
  codeAsked,
  loginFailed,
  loginRestarted,
  logoutRequested,
  sessionEnded,
} = sessionSlice.actions;

export const selectRole = (state: { session: SessionState }): StaffRole | null =>
  state.session.staff?.role ?? null;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordPayload } from '@oyna/contracts';

export interface ChangePasswordState {
  pending: boolean;
  /** Bumped on every successful change: the form is keyed by it, so it starts afresh. */
  changes: number;
}

const initialState: ChangePasswordState = { pending: false, changes: 0 };

export const changePasswordSlice = createSlice({
  name: 'accountChangePassword',
  initialState,
  reducers: {
    changePasswordRequested(state, _action: PayloadAction<ChangePasswordPayload>) {
      state.pending = true;
    },
    changePasswordSucceeded(state) {
      state.pending = false;
      state.changes += 1;
    },
    changePasswordFailed(state) {
      state.pending = false;
    },
  },
});

export const { changePasswordRequested, changePasswordSucceeded, changePasswordFailed } =
  changePasswordSlice.actions;

export type ChangePasswordRootState = { accountChangePassword?: ChangePasswordState };

/** The slice is injected lazily, so it may be absent until the remote's module is loaded. */
export const selectChangePassword = (state: ChangePasswordRootState) =>
  state.accountChangePassword ?? initialState;

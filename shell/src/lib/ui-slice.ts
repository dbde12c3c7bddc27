import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { events, SHELL_DIALOGS, type DialogName, type UiState } from '@oyna/contracts';

const initialState: UiState = {
  dialog: null,
  dialogProps: {},
  sideMenuOpen: false,
  profileSidebarOpen: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    sideMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sideMenuOpen = action.payload ?? !state.sideMenuOpen;
    },
    profileSidebarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.profileSidebarOpen = action.payload ?? !state.profileSidebarOpen;
    },
  },
  extraReducers: (builder) => {
    builder
      // spec §2: only one dialog is open at a time; opening one closes any other.
      .addCase(events.openDialog, (state, action) => {
        state.dialog = action.payload.dialog;
        state.dialogProps = action.payload.props ?? {};
        state.sideMenuOpen = false;
      })
      .addCase(events.closeDialog, (state) => {
        state.dialog = null;
        state.dialogProps = {};
      })
      .addCase(events.requireLogin, (state) => {
        state.dialog = 'login';
        state.dialogProps = {};
      });
  },
});

export const { sideMenuToggled, profileSidebarToggled } = uiSlice.actions;

/**
 * spec §4 dialog priority: when several flags are set, the first of SHELL_DIALOGS wins; a lent
 * dialog comes after every shell dialog.
 */
export function pickDialog(open: readonly DialogName[]): DialogName | null {
  for (const name of SHELL_DIALOGS) if (open.includes(name)) return name;
  return open[0] ?? null;
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BackofficeDashboard } from '@oyna/contracts';

export interface DashboardState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  figures: BackofficeDashboard | null;
  /** The api's message when the figures could not be loaded ('' no answer). */
  error: string | null;
}

const initialState: DashboardState = { status: 'idle', figures: null, error: null };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    dashboardRequested: (state) => {
      // A refresh keeps the figures on screen until the new ones come.
      state.status = state.figures ? 'ready' : 'loading';
      state.error = null;
    },
    dashboardLoaded: (state, action: PayloadAction<BackofficeDashboard>) => {
      state.status = 'ready';
      state.figures = action.payload;
    },
    dashboardFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { dashboardRequested, dashboardLoaded, dashboardFailed } = dashboardSlice.actions;
export const selectDashboard = (s: { dashboard: DashboardState }) => s.dashboard;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BackofficeReport } from '@oyna/contracts';

export interface Range {
  from: string;
  to: string;
}

export interface ReportsState {
  range: Range | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  report: BackofficeReport | null;
  error: string | null;
  exporting: boolean;
}

const initialState: ReportsState = {
  range: null,
  status: 'idle',
  report: null,
  error: null,
  exporting: false,
};

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {
    reportRequested: (state, action: PayloadAction<Range>) => {
      state.range = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    reportLoaded: (state, action: PayloadAction<BackofficeReport>) => {
      state.status = 'ready';
      state.report = action.payload;
    },
    reportFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    exportRequested: (state, _action: PayloadAction<Range>) => {
      state.exporting = true;
    },
    exportDone: (state) => {
      state.exporting = false;
    },
  },
});

export const { reportRequested, reportLoaded, reportFailed, exportRequested, exportDone } =
  reportsSlice.actions;
export const selectReports = (s: { reports: ReportsState }) => s.reports;

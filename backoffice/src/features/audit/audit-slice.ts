import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditPage } from '@oyna/contracts';

/** The audit log's filters (AuditQuerySchema): actor, action, days (UTC, `to` whole). */
export interface AuditFilter {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const AUDIT_PAGE = 50;

export interface AuditState {
  filter: AuditFilter;
  skip: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  page: AuditPage | null;
  error: string | null;
  exporting: boolean;
}

const initialState: AuditState = {
  filter: {},
  skip: 0,
  status: 'idle',
  page: null,
  error: null,
  exporting: false,
};

export const auditSlice = createSlice({
  name: 'audit',
  initialState,
  reducers: {
    auditRequested: (state, action: PayloadAction<{ filter: AuditFilter; skip?: number }>) => {
      state.filter = action.payload.filter;
      state.skip = action.payload.skip ?? 0;
      state.status = 'loading';
      state.error = null;
    },
    auditLoaded: (state, action: PayloadAction<AuditPage>) => {
      state.status = 'ready';
      state.page = action.payload;
    },
    auditFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    auditExportRequested: (state, _action: PayloadAction<AuditFilter>) => {
      state.exporting = true;
    },
    auditExportDone: (state) => {
      state.exporting = false;
    },
  },
});

export const { auditRequested, auditLoaded, auditFailed, auditExportRequested, auditExportDone } =
  auditSlice.actions;
export const selectAudit = (s: { audit: AuditState }) => s.audit;

/** The filter without its empty fields (the api takes absent, not empty). */
export function cleanFilter(filter: AuditFilter): AuditFilter {
  return Object.fromEntries(
    Object.entries(filter)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as AuditFilter;
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminSiteContent, AnnouncementSet, PopupSet } from '@oyna/contracts';

export interface SiteContentState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  content: AdminSiteContent | null;
  error: string | null;
  /** Which part is being saved. */
  saving: 'popup' | 'announcement' | null;
}

const initialState: SiteContentState = { status: 'idle', content: null, error: null, saving: null };

export const siteContentSlice = createSlice({
  name: 'siteContent',
  initialState,
  reducers: {
    siteContentRequested: (state) => {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    siteContentLoaded: (state, action: PayloadAction<AdminSiteContent>) => {
      state.status = 'ready';
      state.content = action.payload;
      state.saving = null;
    },
    siteContentFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    popupSaveRequested: (state, _action: PayloadAction<PopupSet>) => {
      state.saving = 'popup';
    },
    announcementSaveRequested: (state, _action: PayloadAction<AnnouncementSet>) => {
      state.saving = 'announcement';
    },
    siteSaveFailed: (state) => {
      state.saving = null;
    },
  },
});

export const {
  siteContentRequested,
  siteContentLoaded,
  siteContentFailed,
  popupSaveRequested,
  announcementSaveRequested,
  siteSaveFailed,
} = siteContentSlice.actions;

export const selectSiteContent = (s: { siteContent: SiteContentState }) => s.siteContent;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminPageList, PageUpsert } from '@oyna/contracts';

export interface PagesState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  list: AdminPageList;
  error: string | null;
  selected: number | 'new' | null;
  saving: boolean;
}

const initialState: PagesState = {
  status: 'idle',
  list: { categories: [], pages: [] },
  error: null,
  selected: null,
  saving: false,
};

export const pagesSlice = createSlice({
  name: 'pages',
  initialState,
  reducers: {
    pagesRequested: (state) => {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    pagesLoaded: (state, action: PayloadAction<AdminPageList>) => {
      state.status = 'ready';
      state.list = action.payload;
    },
    pagesFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    pageSelected: (state, action: PayloadAction<number | 'new' | null>) => {
      state.selected = action.payload;
    },
    pageSaveRequested: (state, _action: PayloadAction<PageUpsert>) => {
      state.saving = true;
    },
    pageSaved: (state, action: PayloadAction<{ id: number }>) => {
      state.saving = false;
      state.selected = action.payload.id;
    },
    pageSaveFailed: (state) => {
      state.saving = false;
    },
  },
});

export const {
  pagesRequested,
  pagesLoaded,
  pagesFailed,
  pageSelected,
  pageSaveRequested,
  pageSaved,
  pageSaveFailed,
} = pagesSlice.actions;

export const selectPages = (s: { pages: PagesState }) => s.pages;

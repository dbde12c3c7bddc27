import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentItem, ContentPage, Promotion, TopWinner } from '@oyna/contracts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A static page's text (GET cms/content/:id): title and HTML body. */
export type StaticPage = ContentPage;

export interface PagesState {
  promotions: { status: LoadStatus; items: Promotion[] };
  /** spec §2 static-page menu (cms/contentlist, status true, categoryId 1). */
  menu: { status: LoadStatus; items: ContentItem[] };
  pages: Record<number, { status: LoadStatus; page: StaticPage | null }>;
  winners: { status: LoadStatus; items: TopWinner[] };
}

const initialState: PagesState = {
  promotions: { status: 'idle', items: [] },
  menu: { status: 'idle', items: [] },
  pages: {},
  winners: { status: 'idle', items: [] },
};

/** Shell-local state of /promotions, /pages/:id and the top-winners card (spec §2). */
export const pagesSlice = createSlice({
  name: 'pages',
  initialState,
  reducers: {
    promotionsRequested(state) {
      state.promotions.status = 'loading';
    },
    promotionsLoaded(state, action: PayloadAction<Promotion[]>) {
      state.promotions = { status: 'ready', items: action.payload };
    },
    promotionsFailed(state) {
      state.promotions = { status: 'failed', items: [] };
    },
    pageMenuRequested(state) {
      state.menu.status = 'loading';
    },
    pageMenuLoaded(state, action: PayloadAction<ContentItem[]>) {
      state.menu = { status: 'ready', items: action.payload };
    },
    pageMenuFailed(state) {
      state.menu = { status: 'failed', items: [] };
    },
    pageRequested(state, action: PayloadAction<{ id: number }>) {
      state.pages[action.payload.id] = { status: 'loading', page: null };
    },
    pageLoaded(state, action: PayloadAction<StaticPage>) {
      state.pages[action.payload.id] = { status: 'ready', page: action.payload };
    },
    pageFailed(state, action: PayloadAction<{ id: number }>) {
      state.pages[action.payload.id] = { status: 'failed', page: null };
    },
    winnersRequested(state) {
      state.winners.status = 'loading';
    },
    winnersLoaded(state, action: PayloadAction<TopWinner[]>) {
      state.winners = { status: 'ready', items: action.payload };
    },
    winnersFailed(state) {
      state.winners = { status: 'failed', items: [] };
    },
  },
  selectors: {
    selectPromotions: (state) => state.promotions,
    selectPageMenu: (state) => state.menu,
    selectPage: (state, id: number) => state.pages[id],
    selectWinners: (state) => state.winners,
  },
});

export const {
  promotionsRequested,
  promotionsLoaded,
  promotionsFailed,
  pageMenuRequested,
  pageMenuLoaded,
  pageMenuFailed,
  pageRequested,
  pageLoaded,
  pageFailed,
  winnersRequested,
  winnersLoaded,
  winnersFailed,
} = pagesSlice.actions;
export const { selectPromotions, selectPageMenu, selectPage, selectWinners } = pagesSlice.selectors;

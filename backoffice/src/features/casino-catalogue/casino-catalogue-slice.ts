import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminCasinoCategoryRecord, AdminCasinoGameRecord } from '@oyna/contracts';

/** How many games a page of the list shows. */
export const GAMES_PAGE = 25;

export interface GamesQuery {
  categoryId: number | null;
  q: string;
  skip: number;
}

export interface CasinoCatalogueState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  categories: AdminCasinoCategoryRecord[];
  query: GamesQuery;
  games: AdminCasinoGameRecord[];
  total: number;
  /** The game whose categories are open for editing. */
  openGame: number | null;
  /** Changes on their way, by key ('category:3', 'game:12', 'place:12:3'): no second click. */
  pending: string[];
}

const initialState: CasinoCatalogueState = {
  status: 'idle',
  error: null,
  categories: [],
  query: { categoryId: null, q: '', skip: 0 },
  games: [],
  total: 0,
  openGame: null,
  pending: [],
};

export type CatalogueChange =
  | { kind: 'category'; id: number; enabled: boolean; name: string }
  | { kind: 'game'; id: number; enabled: boolean; name: string }
  | { kind: 'place'; gameId: number; categoryId: number; placed: boolean; name: string };

export const keyOf = (c: CatalogueChange) =>
  c.kind === 'place' ? `place:${c.gameId}:${c.categoryId}` : `${c.kind}:${c.id}`;

export const casinoCatalogueSlice = createSlice({
  name: 'casinoCatalogue',
  initialState,
  reducers: {
    catalogueRequested: (state, action: PayloadAction<Partial<GamesQuery> | undefined>) => {
      state.query = { ...state.query, ...(action.payload ?? {}) };
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    catalogueLoaded: (
      state,
      action: PayloadAction<{
        categories: AdminCasinoCategoryRecord[];
        games: AdminCasinoGameRecord[];
        total: number;
      }>,
    ) => {
      state.status = 'ready';
      Object.assign(state, action.payload);
    },
    catalogueFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    gameOpened: (state, action: PayloadAction<number | null>) => {
      state.openGame = action.payload;
    },
    changeRequested: (state, action: PayloadAction<CatalogueChange>) => {
      state.pending.push(keyOf(action.payload));
    },
    changeDone: (state, action: PayloadAction<CatalogueChange>) => {
      const change = action.payload;
      state.pending = state.pending.filter((k) => k !== keyOf(change));
      if (change.kind === 'category') {
        const category = state.categories.find((c) => c.id === change.id);
        if (category) category.enabled = change.enabled;
      } else if (change.kind === 'game') {
        const game = state.games.find((g) => g.id === change.id);
        if (game) game.enabled = change.enabled;
      } else {
        const game = state.games.find((g) => g.id === change.gameId);
        const category = state.categories.find((c) => c.id === change.categoryId);
        if (game && game.categoryIds.includes(change.categoryId) !== change.placed) {
          game.categoryIds = change.placed
            ? [...game.categoryIds, change.categoryId].sort((a, b) => a - b)
            : game.categoryIds.filter((id) => id !== change.categoryId);
          if (category) category.games += change.placed ? 1 : -1;
        }
      }
    },
    changeFailed: (state, action: PayloadAction<CatalogueChange>) => {
      state.pending = state.pending.filter((k) => k !== keyOf(action.payload));
    },
  },
});

export const {
  catalogueRequested,
  catalogueLoaded,
  catalogueFailed,
  gameOpened,
  changeRequested,
  changeDone,
  changeFailed,
} = casinoCatalogueSlice.actions;

export const selectCasinoCatalogue = (s: { casinoCatalogue: CasinoCatalogueState }) =>
  s.casinoCatalogue;

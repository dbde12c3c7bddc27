import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CatalogueGame, ShellState } from '@oyna/contracts';

export type LoadStatus = 'loading' | 'ready';

/** The lobby's catalogue: categories, the player's favourites and the search (spec §2, §4, §7). */
export interface CasinoState {
  /** Games per category slug (spec §3: games per category kept with name, slugList, games). */
  categories: Record<string, { status: LoadStatus; games: CatalogueGame[] }>;
  /** spec §4 Favourites: the player's games; membership by game code decides the star. */
  favourites: { status: LoadStatus | 'idle'; games: CatalogueGame[] };
  search: { query: string; live: boolean; status: LoadStatus | 'idle'; results: CatalogueGame[] };
}

export const initialCasinoState: CasinoState = {
  categories: {},
  favourites: { status: 'idle', games: [] },
  search: { query: '', live: false, status: 'idle', results: [] },
};

export const casinoSlice = createSlice({
  name: 'casino',
  initialState: initialCasinoState,
  reducers: {
    /** spec §9: the lobby's categories, loaded in batches of 20 by the saga. */
    loadLobby: (_s, _a: PayloadAction<{ slugs: string[] }>) => {},
    categoryLoading: (s, a: PayloadAction<string>) => {
      s.categories[a.payload] = { status: 'loading', games: s.categories[a.payload]?.games ?? [] };
    },
    categoryLoaded: (s, a: PayloadAction<{ slug: string; games: CatalogueGame[] }>) => {
      s.categories[a.payload.slug] = { status: 'ready', games: a.payload.games };
    },
    loadFavourites: () => {},
    favouritesLoaded: (s, a: PayloadAction<CatalogueGame[]>) => {
      s.favourites = { status: 'ready', games: a.payload };
    },
    toggleFavourite: (_s, _a: PayloadAction<{ game: CatalogueGame }>) => {},
    search: (s, a: PayloadAction<{ query: string; live: boolean }>) => {
      s.search.query = a.payload.query;
      s.search.live = a.payload.live;
      s.search.status = a.payload.query.trim() ? 'loading' : 'idle';
      if (!a.payload.query.trim()) s.search.results = [];
    },
    searchLoaded: (s, a: PayloadAction<CatalogueGame[]>) => {
      s.search.status = 'ready';
      s.search.results = a.payload;
    },
  },
});

export const casinoActions = casinoSlice.actions;

export type CasinoRootState = ShellState & { casino: CasinoState };
export const selectCasino = (s: CasinoRootState): CasinoState => s.casino ?? initialCasinoState;

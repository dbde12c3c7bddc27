import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CatalogueGame, GameRef, ShellState } from '@oyna/contracts';

/** A game as the casino opens it: the three fields of spec §3 and its launch data when known. */
export type PlayableGame = GameRef & Partial<Pick<CatalogueGame, 'system' | 'productId'>>;

export type LoadStatus = 'loading' | 'ready';

export interface CasinoState {
  /** Games per category slug (spec §3: games per category kept with name, slugList, games). */
  categories: Record<string, { status: LoadStatus; games: CatalogueGame[] }>;
  /** spec §4 Favourites: the player's games; membership by game code decides the star. */
  favourites: { status: LoadStatus | 'idle'; games: CatalogueGame[] };
  search: { query: string; live: boolean; status: LoadStatus | 'idle'; results: CatalogueGame[] };
  /** The game being played (play page or game dialog). */
  player: {
    game: PlayableGame | null;
    status: 'idle' | 'loading' | 'ready' | 'error';
    /** The launch URL (an iframe's src) or, for soft games, HTML (spec §7). */
    url: string | null;
    html: string | null;
    /** Bumped by a restart (refresh button, provider's reload): the frame is built anew. */
    run: number;
  };
}

export const initialCasinoState: CasinoState = {
  categories: {},
  favourites: { status: 'idle', games: [] },
  search: { query: '', live: false, status: 'idle', results: [] },
  player: { game: null, status: 'idle', url: null, html: null, run: 0 },
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
    /** Launch (or relaunch) a game for the play page or the dialog. */
    launch: (s, a: PayloadAction<{ game: PlayableGame; mobile: boolean }>) => {
      s.player = {
        game: a.payload.game,
        status: 'loading',
        url: null,
        html: null,
        run: s.player.run + 1,
      };
    },
    launched: (s, a: PayloadAction<{ url: string | null; html: string | null }>) => {
      s.player.status = 'ready';
      s.player.url = a.payload.url;
      s.player.html = a.payload.html;
    },
    launchFailed: (s) => {
      s.player.status = 'error';
    },
    closeGame: (s) => {
      s.player = { ...initialCasinoState.player, run: s.player.run };
    },
  },
});

export const casinoActions = casinoSlice.actions;

export type CasinoRootState = ShellState & { casino: CasinoState };
export const selectCasino = (s: CasinoRootState): CasinoState => s.casino ?? initialCasinoState;

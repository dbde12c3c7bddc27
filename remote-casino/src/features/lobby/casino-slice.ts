import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GameRef } from '@oyna/contracts';

export interface CasinoState {
  /** The game a player asked to open; the lobby or play page launches it. */
  requestedGame: GameRef | null;
  /** A search whose first result should be opened (compact menu Aviator, spec §2). */
  requestedSearch: { search: string; live: boolean } | null;
}

const initialState: CasinoState = { requestedGame: null, requestedSearch: null };

export const casinoSlice = createSlice({
  name: 'casino',
  initialState,
  reducers: {
    gameRequested(state, action: PayloadAction<GameRef>) {
      state.requestedGame = action.payload;
    },
    searchRequested(state, action: PayloadAction<{ search: string; live: boolean }>) {
      state.requestedSearch = action.payload;
    },
  },
});

export const { gameRequested, searchRequested } = casinoSlice.actions;
export type CasinoRootState = { casino?: CasinoState };

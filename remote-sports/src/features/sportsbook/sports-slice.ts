import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SportsState {
  /** The last sports page the player opened (kept across navigation). */
  lastRouteId: string | null;
  /** Bumped when the player's session changes, so the sportsbook frame reloads for the new player. */
  sessionGeneration: number;
}

const initialState: SportsState = { lastRouteId: null, sessionGeneration: 0 };

export const sportsSlice = createSlice({
  name: 'sports',
  initialState,
  reducers: {
    pageOpened(state, action: PayloadAction<string>) {
      state.lastRouteId = action.payload;
    },
    sessionRenewed(state) {
      state.sessionGeneration += 1;
    },
  },
});

export const { pageOpened, sessionRenewed } = sportsSlice.actions;
export type SportsRootState = { sports?: SportsState };

import { createSlice } from '@reduxjs/toolkit';

export interface SportsState {
  /** Bumped when the player's session changes, so the sportsbook frame reloads for the new player. */
  sessionGeneration: number;
}

const initialState: SportsState = { sessionGeneration: 0 };

export const sportsSlice = createSlice({
  name: 'sports',
  initialState,
  reducers: {
    sessionRenewed(state) {
      state.sessionGeneration += 1;
    },
  },
});

export const { sessionRenewed } = sportsSlice.actions;
export type SportsRootState = { sports?: SportsState };

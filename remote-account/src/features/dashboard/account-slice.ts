import { createSlice } from '@reduxjs/toolkit';

export interface AccountState {
  /** Bumped whenever the player changes; screens refetch their data when it moves. */
  playerGeneration: number;
}

export const accountSlice = createSlice({
  name: 'account',
  initialState: { playerGeneration: 0 } as AccountState,
  reducers: {
    playerChanged(state) {
      state.playerGeneration += 1;
    },
  },
});

export const { playerChanged } = accountSlice.actions;
export type AccountRootState = { account?: AccountState };

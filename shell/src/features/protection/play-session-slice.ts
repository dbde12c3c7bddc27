import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlaySession } from '@oyna/contracts';

export interface PlaySessionState {
  /** When this session logged in (server time, ISO). */
  startedAt: string | null;
  /** Server clock minus this device's clock, so the clock shows the server's elapsed time. */
  offsetMs: number;
  /** Wins minus stakes of this session, in lira (RTS 13). */
  net: number | null;
  realityCheckSeconds: number;
  /** The reality check is on screen and waits for an answer (RTS 13: play waits too). */
  checkOpen: boolean;
}

const initialState: PlaySessionState = {
  startedAt: null,
  offsetMs: 0,
  net: null,
  realityCheckSeconds: 0,
  checkOpen: false,
};

/** The session clock and the reality check (UKGC RTS 13); shell-local. */
export const playSessionSlice = createSlice({
  name: 'playSession',
  initialState,
  reducers: {
    playSessionLoaded(state, action: PayloadAction<{ session: PlaySession; receivedAt: number }>) {
      const { session, receivedAt } = action.payload;
      state.startedAt = session.startedAt;
      state.offsetMs = Date.parse(session.now) - receivedAt;
      state.net = session.net;
      state.realityCheckSeconds = session.realityCheckSeconds;
    },
    /** The header clock was tapped: fetch the net position now. */
    playSessionRefreshRequested() {},
    realityCheckDue(state) {
      state.checkOpen = true;
    },
    /** Continue, View game history or Log out: the dialog closes, the next check is scheduled. */
    realityCheckAnswered(state, _action: PayloadAction<'continue' | 'history' | 'logout'>) {
      state.checkOpen = false;
    },
    playSessionReset() {
      return initialState;
    },
  },
  selectors: {
    selectPlaySession: (state) => state,
  },
});

export const {
  playSessionLoaded,
  playSessionRefreshRequested,
  realityCheckDue,
  realityCheckAnswered,
  playSessionReset,
} = playSessionSlice.actions;
export const { selectPlaySession } = playSessionSlice.selectors;

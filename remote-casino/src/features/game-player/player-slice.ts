import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShellState } from '@oyna/contracts';
import type { PlayableGame } from './playable-game';

/** The game being played (play page or game dialog). */
export interface PlayerState {
  game: PlayableGame | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The launch URL (an iframe's src) or, for soft games, HTML (spec §7). */
  url: string | null;
  html: string | null;
  /** Bumped by a restart (refresh button, provider's reload): the frame is built anew. */
  run: number;
}

export const initialPlayerState: PlayerState = {
  game: null,
  status: 'idle',
  url: null,
  html: null,
  run: 0,
};

export const playerSlice = createSlice({
  name: 'casinoPlayer',
  initialState: initialPlayerState,
  reducers: {
    /** Launch (or relaunch) a game for the play page or the dialog. */
    launch: (s, a: PayloadAction<{ game: PlayableGame; mobile: boolean }>) => ({
      game: a.payload.game,
      status: 'loading',
      url: null,
      html: null,
      run: s.run + 1,
    }),
    launched: (s, a: PayloadAction<{ url: string | null; html: string | null }>) => {
      s.status = 'ready';
      s.url = a.payload.url;
      s.html = a.payload.html;
    },
    launchFailed: (s) => {
      s.status = 'error';
    },
    closeGame: (s) => ({ ...initialPlayerState, run: s.run }),
  },
});

export const playerActions = {
  ...playerSlice.actions,
  /**
   * A player (play page or dialog) shows a game: the player saga launches it unless it is
   * already being launched or shown (a phone's tap launches before the dialog is drawn).
   */
  show: createAction<{ game: PlayableGame; mobile: boolean }>('casinoPlayer/show'),
};

/** The same game (the key a player is shown by). */
export const sameGame = (a: PlayableGame, b: PlayableGame) =>
  a.mainProviderId === b.mainProviderId && a.gameCode === b.gameCode;

export type PlayerRootState = ShellState & { casinoPlayer?: PlayerState };
export const selectPlayer = (s: PlayerRootState): PlayerState =>
  s.casinoPlayer ?? initialPlayerState;

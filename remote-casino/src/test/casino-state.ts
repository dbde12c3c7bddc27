import { watchPlayer } from '../features/game-player/player-saga';
import { playerSlice } from '../features/game-player/player-slice';
import { watchCasino } from '../features/lobby/casino-saga';
import { casinoSlice } from '../features/lobby/casino-slice';

/**
 * The remote's state as module.ts registers it: the lobby's catalogue and the game player, each
 * with its saga. A screen test that crosses features (the lobby opens a game) runs both.
 */
export const casinoSlices = [casinoSlice, playerSlice];
export const casinoSagas = [watchCasino, watchPlayer];

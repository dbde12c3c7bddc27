import type { TestStoreOptions } from '@oyna/test-kit';
import { watchPlayer } from '../features/game-player/player-saga';
import { playerSlice } from '../features/game-player/player-slice';
import { watchCasino } from '../features/lobby/casino-saga';
import { casinoCalls } from '../features/lobby/casino-calls';

/**
 * The remote's state as module.ts registers it: the lobby's call data and the game player, each
 * with its saga. A screen test that crosses features (the lobby opens a game) runs both.
 */
export const casinoSlices: TestStoreOptions['slices'] = [casinoCalls.slice, playerSlice];
export const casinoSagas = [watchCasino, casinoCalls.saga, watchPlayer];

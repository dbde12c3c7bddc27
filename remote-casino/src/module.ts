import type { RemoteModule } from '@oyna/contracts';
import { casinoSlice } from './features/lobby/casino-slice';
import { watchGameRequests } from './features/lobby/casino-saga';
import { makeLobbyPage } from './features/lobby/lobby-page';
import { PlayPage } from './features/lobby/play-page';

/** The casino remote (ARCHITECTURE.md): /casino/*, games, search, favourites, play page. */
const casinoModule: RemoteModule = {
  name: 'casino',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  routes: {
    'casino.slot': makeLobbyPage('casino.slot'),
    'casino.live': makeLobbyPage('casino.live'),
    'casino.games': makeLobbyPage('casino.games'),
    'casino.bingo': makeLobbyPage('casino.bingo'),
    'casino.tvbets': makeLobbyPage('casino.tvbets'),
    'casino.play': PlayPage,
  },
  slices: [casinoSlice],
  sagas: { games: watchGameRequests },
};

export default casinoModule;

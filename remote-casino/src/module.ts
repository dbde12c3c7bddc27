import type { RemoteModule } from '@oyna/contracts';
import { casinoMessages } from './messages';
import { watchGameRequests } from './features/lobby/casino-saga';
import { LobbyPage } from './features/lobby/lobby-page';
import { PlayPage } from './features/lobby/play-page';

/** The casino remote (ARCHITECTURE.md): /casino/*, games, search, favourites, play page. */
const casinoModule: RemoteModule = {
  name: 'casino',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  messages: casinoMessages,
  routes: {
    'casino.slot': LobbyPage,
    'casino.live': LobbyPage,
    'casino.games': LobbyPage,
    'casino.bingo': LobbyPage,
    'casino.tvbets': LobbyPage,
    'casino.play': PlayPage,
  },
  sagas: { games: watchGameRequests },
};

export default casinoModule;

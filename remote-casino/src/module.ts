import type { RemoteModule } from '@oyna/contracts';
import { casinoMessages } from './messages';
import { casinoSlice } from './features/catalogue/casino-slice';
import { watchCasino } from './features/catalogue/casino-saga';
import { LobbyPage } from './features/lobby/lobby-page';
import { PlayPage } from './features/lobby/play-page';
import { GameDialog } from './features/player/game-dialog';

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
  slices: [casinoSlice],
  sagas: { casino: watchCasino },
  // spec §2 game player dialog, opened as `casino:game` on phones.
  dialogs: { game: GameDialog },
};

export default casinoModule;

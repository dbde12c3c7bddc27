import type { RemoteModule } from '@oyna/contracts';
import { casinoMessages } from './messages';
import { casinoCalls } from './features/lobby/casino-calls';
import { watchCasino } from './features/lobby/casino-saga';
import { playerSlice } from './features/game-player/player-slice';
import { watchPlayer } from './features/game-player/player-saga';
import { LobbyPage } from './features/lobby/lobby-page';
import { PlayPage } from './features/game-player/play-page';
import { GameDialog } from './features/game-player/game-dialog';

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
  // The lobby's catalogue (call data, loaded by its saga and its screen) and the game player
  // each own their state and saga.
  slices: [casinoCalls.slice, playerSlice],
  sagas: { casino: watchCasino, casinoCalls: casinoCalls.saga, player: watchPlayer },
  // spec §2 game player dialog, opened as `casino:game` on phones.
  dialogs: { game: GameDialog },
};

export default casinoModule;

import type { RemoteModule } from '@oyna/contracts';
import { sportsMessages } from './messages';
import { sportsSlice } from './features/sportsbook/sports-slice';
import { watchSportsSession } from './features/sportsbook/sports-saga';
import { SportsPage } from './app/sports-page';
import { bookSlice } from './features/book/book-slice';
import { watchBook } from './features/book/book-saga';
import { slipSlice } from './lib/slip-slice';
import { watchSlip } from './features/slip/slip-saga';
import { betsSlice } from './features/bets/bets-slice';
import { watchBets } from './features/bets/bets-saga';
import { sportsCalls } from './lib/sports-calls';

/** The sports remote (ARCHITECTURE.md): /spor, /livespor, /esports, /esports/betco, fcg variants. */
const sportsModule: RemoteModule = {
  name: 'sports',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  messages: sportsMessages,
  routes: {
    spor: SportsPage,
    'spor.fcg': SportsPage,
    livespor: SportsPage,
    'livespor.fcg': SportsPage,
    esports: SportsPage,
    'esports.betco': SportsPage,
  },
  slices: [sportsSlice, bookSlice, slipSlice, betsSlice, sportsCalls.slice],
  sagas: {
    session: watchSportsSession,
    book: watchBook,
    slip: watchSlip,
    bets: watchBets,
    sportsCalls: sportsCalls.saga,
  },
};

export default sportsModule;

import type { RemoteModule } from '@oyna/contracts';
import { sportsMessages } from './messages';
import { sportsSlice } from './features/sportsbook/sports-slice';
import { watchSportsSession } from './features/sportsbook/sports-saga';
import { SportsPage } from './features/sportsbook/sports-page';

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
  slices: [sportsSlice],
  sagas: { session: watchSportsSession },
};

export default sportsModule;

import type { RemoteModule } from '@oyna/contracts';
import { sportsSlice } from './features/sportsbook/sports-slice';
import { watchSportsSession } from './features/sportsbook/sports-saga';
import { makeSportsPage } from './features/sportsbook/sports-page';

/** The sports remote (ARCHITECTURE.md): /spor, /livespor, /esports, /esports/betco, fcg variants. */
const sportsModule: RemoteModule = {
  name: 'sports',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  routes: {
    spor: makeSportsPage('spor'),
    'spor.fcg': makeSportsPage('spor.fcg'),
    livespor: makeSportsPage('livespor'),
    'livespor.fcg': makeSportsPage('livespor.fcg'),
    esports: makeSportsPage('esports'),
    'esports.betco': makeSportsPage('esports.betco'),
  },
  slices: [sportsSlice],
  sagas: { session: watchSportsSession },
};

export default sportsModule;

import type { RemoteModule, RouteId } from '@oyna/contracts';
import { accountSlice } from './features/dashboard/account-slice';
import { watchAccountSession } from './features/dashboard/account-saga';
import {
  DashboardPage,
  accountRouteIds,
  makeAccountScreen,
} from './features/dashboard/dashboard-page';

const screens: RemoteModule['routes'] = {};
for (const id of accountRouteIds) {
  screens[id as RouteId] = id === 'dashboard' ? DashboardPage : makeAccountScreen(id);
}

/** The account remote (ARCHITECTURE.md): /dashboard and its account screens. */
const accountModule: RemoteModule = {
  name: 'account',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  routes: screens,
  slices: [accountSlice],
  sagas: { session: watchAccountSession },
};

export default accountModule;

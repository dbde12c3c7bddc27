import type { ComponentType } from 'react';
import type { RemoteModule, RouteId, RoutePageProps } from '@oyna/contracts';
import { accountSlice } from './features/dashboard/account-slice';
import { watchAccountSession } from './features/dashboard/account-saga';
import {
  DashboardPage,
  accountRouteIds,
  makeAccountScreen,
} from './features/dashboard/dashboard-page';
import { changePasswordSlice } from './features/change-password/change-password-slice';
import { watchChangePassword } from './features/change-password/change-password-saga';
import {
  ChangePasswordDialog,
  ChangePasswordScreen,
} from './features/change-password/change-password-screen';
import { phoneVerificationSlice } from './features/phone-verification/phone-verification-slice';
import { watchPhoneVerification } from './features/phone-verification/phone-verification-saga';
import {
  PhoneVerificationDialog,
  PhoneVerificationScreen,
} from './features/phone-verification/phone-verification-screen';

/** Screens with their own feature; every other account route keeps the dashboard's screen. */
const featureScreens: Partial<Record<RouteId, ComponentType<RoutePageProps>>> = {
  'dashboard.change-password': ChangePasswordScreen,
  'dashboard.phone-verification': PhoneVerificationScreen,
};

const screens: RemoteModule['routes'] = {};
for (const id of accountRouteIds) {
  screens[id as RouteId] =
    featureScreens[id as RouteId] ?? (id === 'dashboard' ? DashboardPage : makeAccountScreen(id));
}

/** The account remote (ARCHITECTURE.md): /dashboard and its account screens. */
const accountModule: RemoteModule = {
  name: 'account',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  routes: screens,
  slices: [accountSlice, phoneVerificationSlice, changePasswordSlice],
  sagas: {
    session: watchAccountSession,
    phoneVerification: watchPhoneVerification,
    changePassword: watchChangePassword,
  },
  // spec §2: change password and phone verification are also dialogs; the shell's slot frames
  // them (secondary style) when its `changePassword` / `phoneVerification` dialogs open.
  dialogs: {
    changePassword: ChangePasswordDialog,
    phoneVerification: PhoneVerificationDialog,
  },
};

export default accountModule;

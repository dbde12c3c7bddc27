import { lazy } from 'react';
import type { RemoteModule } from '@oyna/contracts';
import { accountMessages } from './messages';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AccountDetailsScreen } from './features/dashboard/account-details-screen';
import { ClaimBonusScreen } from './features/bonus/claim-bonus-screen';
import { BonusesScreen } from './features/bonus/bonuses-screen';
import { SessionHistoryScreen } from './features/sessions/session-history-screen';
import { protectionSlice } from './features/protection/protection-slice';
import { watchProtection } from './features/protection/protection-saga';
import { accountDataSlice } from './lib/account-data/account-data-slice';
import { accountCalls } from './lib/account-data/account-calls';
import { watchAccountData } from './lib/account-data/account-data-saga';
import { changePasswordSlice } from './features/change-password/change-password-slice';
import { watchChangePassword } from './features/change-password/change-password-saga';
import { phoneVerificationSlice } from './features/phone-verification/phone-verification-slice';
import { watchPhoneVerification } from './features/phone-verification/phone-verification-saga';

// The screens and dialogs with a form (filters, password, phone code, limits) are fetched when
// they open, with the form kit: /dashboard draws without final-form and the fields. The shell's
// remote area shows its spinner meanwhile (docs/decisions/004).
const FinancialActivitiesScreen = lazy(() =>
  import('./features/history/financial-activities-screen').then((m) => ({
    default: m.FinancialActivitiesScreen,
  })),
);
const GameHistoryScreen = lazy(() =>
  import('./features/history/game-history-screen').then((m) => ({
    default: m.GameHistoryScreen,
  })),
);
const ResponsibleGamingScreen = lazy(() =>
  import('./features/protection/protection-screen').then((m) => ({
    default: m.ResponsibleGamingScreen,
  })),
);
const changePassword = () => import('./features/change-password/change-password-screen');
const ChangePasswordScreen = lazy(() =>
  changePassword().then((m) => ({ default: m.ChangePasswordScreen })),
);
const ChangePasswordDialog = lazy(() =>
  changePassword().then((m) => ({ default: m.ChangePasswordDialog })),
);
const phoneVerification = () => import('./features/phone-verification/phone-verification-screen');
const PhoneVerificationScreen = lazy(() =>
  phoneVerification().then((m) => ({ default: m.PhoneVerificationScreen })),
);
const PhoneVerificationDialog = lazy(() =>
  phoneVerification().then((m) => ({ default: m.PhoneVerificationDialog })),
);

/** The account remote (ARCHITECTURE.md): /dashboard and its account screens. */
const accountModule: RemoteModule = {
  name: 'account',
  contractsVersion: __OYNA_CONTRACTS_VERSION__,
  messages: accountMessages,
  routes: {
    dashboard: DashboardPage,
    'dashboard.account': AccountDetailsScreen,
    'dashboard.change-password': ChangePasswordScreen,
    'dashboard.phone-verification': PhoneVerificationScreen,
    'dashboard.financial-activities': FinancialActivitiesScreen,
    'dashboard.game-history': GameHistoryScreen,
    'dashboard.claim-bonus': ClaimBonusScreen,
    'dashboard.bonuses': BonusesScreen,
    'dashboard.session-history': SessionHistoryScreen,
    'dashboard.responsible-gaming': ResponsibleGamingScreen,
  },
  slices: [
    phoneVerificationSlice,
    changePasswordSlice,
    accountDataSlice,
    accountCalls.slice,
    protectionSlice,
  ],
  sagas: {
    phoneVerification: watchPhoneVerification,
    changePassword: watchChangePassword,
    accountData: watchAccountData,
    accountCalls: accountCalls.saga,
    protection: watchProtection,
  },
  // spec §2: change password and phone verification are also dialogs; the shell's slot frames
  // them (secondary style) when its `changePassword` / `phoneVerification` dialogs open.
  dialogs: {
    changePassword: ChangePasswordDialog,
    phoneVerification: PhoneVerificationDialog,
  },
};

export default accountModule;

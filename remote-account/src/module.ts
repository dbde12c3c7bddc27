import type { RemoteModule } from '@oyna/contracts';
import { accountMessages } from './messages';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { AccountDetailsScreen } from './features/dashboard/account-details-screen';
import { FinancialActivitiesScreen } from './features/history/financial-activities-screen';
import { GameHistoryScreen } from './features/history/game-history-screen';
import { ClaimBonusScreen } from './features/bonus/claim-bonus-screen';
import { BonusesScreen } from './features/bonus/bonuses-screen';
import { SessionHistoryScreen } from './features/sessions/session-history-screen';
import { ResponsibleGamingScreen } from './features/protection/protection-screen';
import { protectionSlice } from './features/protection/protection-slice';
import { watchProtection } from './features/protection/protection-saga';
import { accountDataSlice } from './features/account-data/account-data-slice';
import { watchAccountData } from './features/account-data/account-data-saga';
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
  slices: [phoneVerificationSlice, changePasswordSlice, accountDataSlice, protectionSlice],
  sagas: {
    phoneVerification: watchPhoneVerification,
    changePassword: watchChangePassword,
    accountData: watchAccountData,
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

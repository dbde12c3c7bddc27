import type { RemoteModule } from '@oyna/contracts';
import { accountMessages } from './messages';
import { AccountScreen, DashboardPage } from './features/dashboard/dashboard-page';
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
    'dashboard.account': AccountScreen,
    'dashboard.change-password': ChangePasswordScreen,
    'dashboard.phone-verification': PhoneVerificationScreen,
    'dashboard.financial-activities': AccountScreen,
    'dashboard.game-history': AccountScreen,
    'dashboard.claim-bonus': AccountScreen,
    'dashboard.bonuses': AccountScreen,
    'dashboard.session-history': AccountScreen,
  },
  slices: [phoneVerificationSlice, changePasswordSlice],
  sagas: {
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

import type {
  AuthFormData,
  BalanceData,
  ChangePasswordResult,
  PhoneState,
  StoredAuthData,
  TrialBonusResult,
} from '../../domain/auth';
import { endpoint, type CallsOf, type NoPayload } from '../endpoint-def';
import type {
  AUTH_REQUEST_SCHEMAS,
  ChangePasswordPayload,
  LoginPayload,
  PhoneVerificationPayload,
  RecoveryCodePayload,
  RecoveryPasswordPayload,
  RecoveryUsernamePayload,
  RegistrationPayload,
} from './schemas';

/** The identity calls of spec §7: auth, the player's phone and password, balance, trial bonus. */
export const AUTH_CALLS = {
  /** data: the stored auth data of spec §3 (its fingerprint echoes the x-fingerprint sent). */
  login: endpoint<LoginPayload, StoredAuthData>().post('auth/login', 'public'),
  /** spec §7: success logs in, so data is the auth data as for login. */
  register: endpoint<RegistrationPayload, StoredAuthData>().post('auth/register', 'public'),
  getAuthForm: endpoint<NoPayload, AuthFormData>().get('auth/form', 'public'),
  /** spec §7: response ignored; ends the bearer's session when there is one. */
  logout: endpoint().get('auth/logout', 'public'),
  sendResetPassword: endpoint<RecoveryUsernamePayload>().post('auth/sendresetpassword', 'public'),
  checkResetCode: endpoint<RecoveryCodePayload>().post('auth/checkresetcode', 'public'),
  changePasswordWithCode: endpoint<RecoveryPasswordPayload>().post(
    'auth/changepasswordwithcode',
    'public',
  ),
  updatePhone: endpoint<PhoneVerificationPayload, PhoneState>().post(
    'customer/updatephone',
    'player',
  ),
  changePassword: endpoint<ChangePasswordPayload, ChangePasswordResult>().post(
    'customer/changepassword',
    'player',
  ),
  getBalance: endpoint<NoPayload, BalanceData>().get('user/balance', 'player'),
  defineTrialBonus: endpoint<NoPayload, TrialBonusResult>().get('bonus/definetrialbonus', 'player'),
} as const satisfies CallsOf<typeof AUTH_REQUEST_SCHEMAS>;

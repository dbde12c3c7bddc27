import type { ApiEnvelope } from '../envelope';
import type { ContactType } from './enums';

/**
 * Identity entities of spec §3, in wire format (field names exactly as the api speaks them,
 * e.g. `PersonalNo`, CONVENTIONS.md › Names).
 */

/** spec §3: login payload. */
export interface LoginPayload {
  username: string;
  password: string;
}

/**
 * spec §3: registration payload. birthDate is composed from the three boxes
 * (composeBirthDate); trialBonus is a form field only and is removed while submitting, so it is
 * not part of what the api receives (see RegistrationFormValues).
 */
export interface RegistrationPayload {
  name: string;
  surname: string;
  username: string;
  email: string;
  /** Digits with the prefix 90 (phoneWithPrefix). */
  phone: string;
  /** National id (TC No), 11 digits. */
  PersonalNo: string;
  /** Country id (spec §3: default Türkiye, 235). */
  country: number;
  /** spec §3: default 1 (DEFAULT_CURRENCY_ID). */
  currencyId: number;
  /** year-month-day. */
  birthDate: string;
  birthDateDay: string;
  birthDateMonth: string;
  birthDateYear: string;
  password: string;
  password2: string;
  /** spec §3: added only when a stored referral id exists in local storage. */
  refId?: number;
}

/** The registration form's values: the payload plus the trial bonus box (0 or 1, spec §3). */
export interface RegistrationFormValues extends RegistrationPayload {
  trialBonus: 0 | 1;
}

/** spec §3: country item. */
export interface Country {
  id: number;
  name: string;
}

/** spec §7: `GET auth/form` → data.countries. */
export interface AuthFormData {
  countries: Country[];
}

/**
 * spec §3/§7: phone verification payload (`customer/updatephone`). step 0 sends a code to a new
 * number (Update Number page), 1 sends a code to `phone` (Send Code, resend), 2 checks `code` and
 * only then makes `phone` the account's verified number (code is sent at step 2 only).
 */
export interface PhoneVerificationPayload {
  step: 0 | 1 | 2;
  phone: string;
  code?: string;
}

/** spec §3: recovery payloads, one per step (`auth/sendresetpassword`, …). */
export interface RecoveryUsernamePayload {
  username: string;
}
export interface RecoveryCodePayload {
  username: string;
  code: string;
}
export interface RecoveryPasswordPayload {
  username: string;
  code: string;
  password: string;
  password2: string;
}

/** spec §3: change password payload (`customer/changepassword`). */
export interface ChangePasswordPayload {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * spec §3: stored auth data (local storage key `authData`). The betsy* and betco* fields carry
 * the sports providers' session data; they are null while no provider session exists.
 */
export interface StoredAuthData {
  token: string;
  username: string;
  usercode: string;
  betsyCid: string | null;
  betsyUrl: string | null;
  betsyToken: string | null;
  betcoToken: string | null;
  betcoUrl: string | null;
  /** Digits with the prefix 90. */
  phone: string;
  smsVerified: boolean;
  /** Two-decimal lira amount. */
  balance: number;
  /** The browser's fingerprint (spec §9: stored once and reused); the api echoes x-fingerprint. */
  fingerprint: string;
}

/** What `auth/login` and `auth/register` return in data: the auth data without the fingerprint. */
export type AuthData = Omit<StoredAuthData, 'fingerprint'>;

/** spec §3: auth response (success, message, data). */
export type AuthResponse = ApiEnvelope<AuthData | null>;

/** spec §3: user (user name, user code, balance, login flag). */
export interface User {
  username: string;
  usercode: string;
  balance: number;
  loggedIn: boolean;
}

/** spec §7: `GET user/balance` → data.balance. */
export interface BalanceData {
  balance: number;
}

/** `GET bonus/definetrialbonus` data on success: the amount credited and the new balance. */
export interface TrialBonusResult {
  amount: number;
  balance: number;
}

/** spec §3: one contact of a call request. */
export interface CallRequestContact {
  type: ContactType;
  contact: string;
}

/** spec §3: call request (`cms/callme`). */
export interface CallRequest {
  name: string;
  message: string;
  contacts: CallRequestContact[];
}

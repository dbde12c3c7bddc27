import type { Static } from '@sinclair/typebox';
import type { ApiEnvelope } from '../envelope';
import type {
  ChangePasswordPayloadSchema,
  LoginPayloadSchema,
  PhoneVerificationPayloadSchema,
  RecoveryCodePayloadSchema,
  RecoveryPasswordPayloadSchema,
  RecoveryUsernamePayloadSchema,
  RegistrationPayloadSchema,
} from '../http/schemas/auth';
import type { CallRequestSchema } from '../http/schemas/cms';

/**
 * Identity entities of spec §3, in wire format (field names exactly as the api speaks them,
 * e.g. `PersonalNo`, CONVENTIONS.md › Names). Request payloads are `Static` of their schema in
 * ../http/schemas (one source for the type and the api's validation); imported as types only,
 * so the schemas never reach a browser bundle.
 */

/** spec §3: login payload. */
export type LoginPayload = Static<typeof LoginPayloadSchema>;

/**
 * spec §3: registration payload. birthDate is composed from the three boxes
 * (composeBirthDate); trialBonus is a form field only and is removed while submitting, so it is
 * not part of what the api receives (see RegistrationFormValues). PersonalNo is the national id
 * (TC No, 11 digits); phone carries the prefix 90 (phoneWithPrefix); country defaults to
 * Türkiye (235) and currencyId to 1 (spec §3); refId is added only when a referral id is stored.
 */
export type RegistrationPayload = Static<typeof RegistrationPayloadSchema>;

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
export type PhoneVerificationPayload = Static<typeof PhoneVerificationPayloadSchema>;

/** `customer/updatephone` data: the account's number and whether it is verified (spec §4). */
export interface PhoneState {
  phone: string;
  smsVerified: boolean;
}

/** spec §3: recovery payloads, one per step (`auth/sendresetpassword`, …). */
export type RecoveryUsernamePayload = Static<typeof RecoveryUsernamePayloadSchema>;
export type RecoveryCodePayload = Static<typeof RecoveryCodePayloadSchema>;
export type RecoveryPasswordPayload = Static<typeof RecoveryPasswordPayloadSchema>;

/** spec §3: change password payload (`customer/changepassword`). */
export type ChangePasswordPayload = Static<typeof ChangePasswordPayloadSchema>;

/**
 * `customer/changepassword` data: every session of the player has ended, so the answer carries
 * the token of a fresh session for the device that made the change.
 */
export interface ChangePasswordResult {
  token: string;
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

/**
 * The auth data without the fingerprint: what a client needs of the `auth/login` and
 * `auth/register` data (the api's answer carries the fingerprint too, as stored).
 */
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

/** spec §3: call request (`cms/callme`): name, message, contacts (type and contact value). */
export type CallRequest = Static<typeof CallRequestSchema>;

/** spec §3: one contact of a call request. */
export type CallRequestContact = CallRequest['contacts'][number];

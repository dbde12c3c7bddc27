import type { ApiEnvelope } from '../envelope';
import type { CallRequest } from '../http/cms/schemas';
import type { RegistrationPayload } from '../http/auth/schemas';

/**
 * Identity entities of spec §3, in wire format (field names exactly as the api speaks them,
 * e.g. `PersonalNo`, CONVENTIONS.md › Names). Request payloads are `Static` of their schema beside
 * it in ../http/auth/schemas.ts (one source for the type and the api's validation); imported as
 * types only, so the schemas never reach a browser bundle.
 */

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

/** `customer/updatephone` data: the account's number and whether it is verified (spec §4). */
export interface PhoneState {
  phone: string;
  smsVerified: boolean;
}

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
  /** What the player can stake: cash + bonus (spec §7; games are told this total). */
  balance: number;
  /** Deposits and winnings from cash: the only money that can be withdrawn. */
  cash: number;
  /** Bonus money of the active bonus; it becomes cash when its wagering is met. */
  bonus: number;
  /**
   * The active bonus's maximum stake in lira (spec §1 promotions and bonuses: while a bonus is
   * active its offer's maximum bet applies); null or absent when no bonus limits stakes.
   * Optional (contracts 2.11): an older api leaves it out, an older shell ignores it.
   */
  maxBet?: number | null;
}

/** `GET bonus/definetrialbonus` data on success: the amount credited and the new balance. */
export interface TrialBonusResult {
  amount: number;
  balance: number;
}

/** spec §3: one contact of a call request. */
export type CallRequestContact = CallRequest['contacts'][number];

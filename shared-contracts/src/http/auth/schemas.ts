import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_CURRENCY_ID } from '../../domain/constants';
import { Id, Input, NoInput, OneOf, Text, TEXT_MAX } from '../schemas/formats';

/**
 * Request bodies of the identity calls (spec §3 payloads, §7 calls), and their types (`Static` of
 * them, at the end). The §5 rules run in the api's services through ../../validation, so these
 * only fix types and bound sizes.
 */

const field = () => Text(TEXT_MAX.field);
const secret = () => Text(TEXT_MAX.secret);

/** spec §3 Login payload (`auth/login`). */
export const LoginPayloadSchema = Input({ username: field(), password: secret() });

/**
 * spec §3 Registration payload (`auth/register`). currencyId defaults to 1 (spec §3); birthDate
 * may be left out, the api composes it from the three boxes; trialBonus is a form field only
 * (removed while submitting); refId is sent only when a referral id is stored.
 */
export const RegistrationPayloadSchema = Input({
  name: field(),
  surname: field(),
  username: field(),
  email: field(),
  phone: field(),
  PersonalNo: field(),
  country: Id(),
  currencyId: Id({ default: DEFAULT_CURRENCY_ID }),
  birthDate: Type.Optional(field()),
  birthDateDay: field(),
  birthDateMonth: field(),
  birthDateYear: field(),
  password: secret(),
  password2: secret(),
  refId: Type.Optional(Id()),
});

/**
 * spec §3 Phone verification payload (`customer/updatephone`): step 0 sends a code to a new
 * number, 1 sends a code to `phone`, 2 checks `code` (sent at step 2 only).
 */
export const PhoneVerificationPayloadSchema = Input({
  step: OneOf([0, 1, 2]),
  phone: field(),
  code: Type.Optional(field()),
});

/** spec §3 Recovery payloads, one per step (`auth/sendresetpassword`, …). */
export const RecoveryUsernamePayloadSchema = Input({ username: field() });
export const RecoveryCodePayloadSchema = Input({ username: field(), code: field() });
export const RecoveryPasswordPayloadSchema = Input({
  username: field(),
  code: field(),
  password: secret(),
  password2: secret(),
});

/** spec §3 Change password payload (`customer/changepassword`). */
export const ChangePasswordPayloadSchema = Input({
  oldPassword: secret(),
  password: secret(),
  confirmPassword: secret(),
});

/** The request schema of each identity call (calls.ts), by the call's name. */
export const AUTH_REQUEST_SCHEMAS = {
  login: LoginPayloadSchema,
  register: RegistrationPayloadSchema,
  getAuthForm: NoInput,
  logout: NoInput,
  sendResetPassword: RecoveryUsernamePayloadSchema,
  checkResetCode: RecoveryCodePayloadSchema,
  changePasswordWithCode: RecoveryPasswordPayloadSchema,
  updatePhone: PhoneVerificationPayloadSchema,
  changePassword: ChangePasswordPayloadSchema,
  getBalance: NoInput,
  defineTrialBonus: NoInput,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

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

/**
 * spec §3/§7: phone verification payload (`customer/updatephone`). step 0 sends a code to a new
 * number (Update Number page), 1 sends a code to `phone` (Send Code, resend), 2 checks `code` and
 * only then makes `phone` the account's verified number (code is sent at step 2 only).
 */
export type PhoneVerificationPayload = Static<typeof PhoneVerificationPayloadSchema>;

/** spec §3: recovery payloads, one per step (`auth/sendresetpassword`, …). */
export type RecoveryUsernamePayload = Static<typeof RecoveryUsernamePayloadSchema>;
export type RecoveryCodePayload = Static<typeof RecoveryCodePayloadSchema>;
export type RecoveryPasswordPayload = Static<typeof RecoveryPasswordPayloadSchema>;

/** spec §3: change password payload (`customer/changepassword`). */
export type ChangePasswordPayload = Static<typeof ChangePasswordPayloadSchema>;

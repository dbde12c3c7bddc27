import { Type } from '@sinclair/typebox';
import { DEFAULT_CURRENCY_ID } from '../../domain/constants';
import { Id, Input, OneOf, Text, TEXT_MAX } from './formats';

/**
 * Request bodies of the identity calls (spec §3 payloads, §7 calls). The types in
 * domain/auth.ts are `Static` of these; the §5 rules run in the api's services through
 * ../../validation, so these only fix types and bound sizes.
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

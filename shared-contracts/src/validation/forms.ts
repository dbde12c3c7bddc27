import { composeBirthDate } from '../domain/format';
import { PhoneVerificationPage } from '../domain/enums';
import type { FieldRules, FieldValidator, FormErrors } from './errors';
import { validationError } from './errors';
import { FIELD_LIMITS as L } from './limits';
import {
  alphanumeric,
  chain,
  dateUnitRange,
  digitsOnly,
  email,
  exactLength,
  isMissing,
  lengthBetween,
  lettersOnly,
  matchesField,
  minLength,
  oneOf,
  required,
  textOf,
} from './rules';

/**
 * One set of field validators and one record validator per form of the spec §5 table. The
 * rules of each field run in the order of the table row; the first failure is reported. Forms
 * use the field validators (`<Field validate={registerRules.username}>`) or the record
 * validator (`<Form validate={validateRegister}>`); the api runs the record validator on the
 * request body and reports `firstError`.
 */

type Values = Readonly<Record<string, unknown>>;

function asValues(values: unknown): Values {
  return values && typeof values === 'object' ? (values as Values) : {};
}

/** Runs each field's validator on its value, in the order of `rules`. */
export function validateWith<F extends string>(
  rules: FieldRules<F>,
  values: unknown,
): FormErrors<F> {
  const all = asValues(values);
  const errors = {} as FormErrors<F>;
  for (const field of Object.keys(rules) as F[]) errors[field] = rules[field](all[field], all);
  return errors;
}

// spec §5 Login: username required, 1 to 50; password required, 3 to 100.
export const loginRules = {
  username: chain(required(), lengthBetween(L.login.username.min, L.login.username.max)),
  password: chain(required(), lengthBetween(L.login.password.min, L.login.password.max)),
} satisfies FieldRules<string>;
export type LoginField = keyof typeof loginRules;
export const validateLogin = (values: unknown): FormErrors<LoginField> =>
  validateWith(loginRules, values);

/** spec §5: "password, password2 — required, at least 5, must match" (register, recovery 3). */
const newPassword = chain(required(), minLength(L.password));
const confirmOf = (field: string) => chain(required(), minLength(L.password), matchesField(field));

/** spec §5: "name, surname — required, 2 to 100, letters only, single spaces between words". */
const personName = chain(
  required(),
  lengthBetween(L.register.name.min, L.register.name.max),
  lettersOnly(),
);

/** spec §5: "day 2 digits, month 2 digits, year 4 digits" (plus a real calendar day). */
const birthDay: FieldValidator = chain(
  required(),
  digitsOnly(),
  exactLength(L.register.birthDay),
  dateUnitRange(1, 31),
  (value, all) => {
    // 31 in a 30-day month, or 29 February outside a leap year, is not a date the api can store.
    const v = asValues(all);
    const [month, year] = [textOf(v.birthDateMonth), textOf(v.birthDateYear)];
    if (!/^\d{2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined;
    const iso = composeBirthDate(textOf(value), month, year);
    const date = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso
      ? validationError('invalidDate')
      : undefined;
  },
);

// spec §5 Register: every row of the table, in the order the form shows the fields.
export const registerRules = {
  name: personName,
  surname: personName,
  username: chain(
    required(),
    lengthBetween(L.register.username.min, L.register.username.max),
    alphanumeric(),
  ),
  email: chain(required(), lengthBetween(L.register.email.min, L.register.email.max), email()),
  phone: chain(required(), lengthBetween(L.register.phone.min, L.register.phone.max), digitsOnly()),
  PersonalNo: chain(required(), exactLength(L.register.personalNo), digitsOnly()),
  country: required(),
  birthDateDay: birthDay,
  birthDateMonth: chain(
    required(),
    digitsOnly(),
    exactLength(L.register.birthMonth),
    dateUnitRange(1, 12),
  ),
  birthDateYear: chain(required(), digitsOnly(), exactLength(L.register.birthYear)),
  password: newPassword,
  password2: confirmOf('password'),
} satisfies FieldRules<string>;
export type RegisterField = keyof typeof registerRules;
export const validateRegister = (values: unknown): FormErrors<RegisterField> =>
  validateWith(registerRules, values);

/**
 * spec §5 Phone verification: code "exactly 6 chars (masked 00-00-00)". The masked input hands
 * over '12-34-56' (or '12-3_-__' half typed): the mask's separators are dropped before counting,
 * anything else that is not a digit fails.
 */
const smsCode: FieldValidator = (value) => {
  if (isMissing(value)) return validationError('required');
  const text = textOf(value);
  if (/[^0-9\s_-]/.test(text)) return validationError('digitsOnly');
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return validationError('required');
  return digits.length === L.phoneVerification.code
    ? undefined
    : validationError('exactLength', { length: L.phoneVerification.code });
};

// spec §5 Phone verification (all): phone required, digits only, 5 to 20; code as above.
export const phoneVerificationRules = {
  phone: chain(
    required(),
    digitsOnly(),
    lengthBetween(L.phoneVerification.phone.min, L.phoneVerification.phone.max),
  ),
  code: smsCode,
} satisfies FieldRules<string>;

/** The phone step of the SMS verify dialog and the phone verification screen. */
export const validateSmsPhone = (values: unknown): FormErrors<'phone'> =>
  validateWith({ phone: phoneVerificationRules.phone }, values);

/** The code step (VerificationCodePage, spec §4). */
export const validateSmsCode = (values: unknown): FormErrors<'code'> =>
  validateWith({ code: phoneVerificationRules.code }, values);

/**
 * The api's check of `customer/updatephone` (spec §7: step, phone, and code at step 2). The
 * step values are the 0, 1, 2 of spec §3, not the PhoneVerificationPage numbers.
 */
export function validatePhoneVerification(values: unknown): FormErrors<'step' | 'phone' | 'code'> {
  const v = asValues(values);
  return {
    step: chain(required(), oneOf([0, 1, 2]))(v.step, v),
    phone: phoneVerificationRules.phone(v.phone, v),
    code: textOf(v.step) === '2' ? smsCode(v.code, v) : undefined,
  };
}

/** spec §4: the page a verified or unverified player starts on. */
export function initialPhonePage(smsVerified: boolean): PhoneVerificationPage {
  return smsVerified ? PhoneVerificationPage.VerifiedPage : PhoneVerificationPage.NotVerifiedPage;
}

// spec §5 Recovery 1: username required, 2 to 20. Recovery 2: code required, 3 to 20.
// Recovery 3: password, password2 required, at least 5, must match. Later steps carry the
// earlier fields too (spec §3 recovery payloads), checked the same way.
const recoveryUsername = chain(
  required(),
  lengthBetween(L.recovery.username.min, L.recovery.username.max),
);
const recoveryCode = chain(required(), lengthBetween(L.recovery.code.min, L.recovery.code.max));

export const recoveryRules = {
  username: recoveryUsername,
  code: recoveryCode,
  password: newPassword,
  password2: confirmOf('password'),
} satisfies FieldRules<string>;

/** Recovery step 1 form (and the api's `auth/sendresetpassword`). */
export const validateRecoveryUsername = (values: unknown): FormErrors<'username'> =>
  validateWith({ username: recoveryUsername }, values);
/** Recovery step 2 form: the code only (the username is kept from step 1). */
export const validateRecoveryCode = (values: unknown): FormErrors<'code'> =>
  validateWith({ code: recoveryCode }, values);
/** Recovery step 3 form: the new password twice. */
export const validateRecoveryPassword = (values: unknown): FormErrors<'password' | 'password2'> =>
  validateWith({ password: recoveryRules.password, password2: recoveryRules.password2 }, values);

/** The api's `auth/checkresetcode` body: username and code. */
export const validateCheckResetCode = (values: unknown): FormErrors<'username' | 'code'> =>
  validateWith({ username: recoveryUsername, code: recoveryCode }, values);
/** The api's `auth/changepasswordwithcode` body: username, code, password, password2. */
export const validateChangePasswordWithCode = (
  values: unknown,
): FormErrors<'username' | 'code' | 'password' | 'password2'> =>
  validateWith(recoveryRules, values);

// spec §5 Change password: all required, minimum 5 each; confirmPassword must equal password
// (error key mismatch).
export const changePasswordRules = {
  oldPassword: newPassword,
  password: newPassword,
  confirmPassword: confirmOf('password'),
} satisfies FieldRules<string>;
export type ChangePasswordField = keyof typeof changePasswordRules;
export const validateChangePassword = (values: unknown): FormErrors<ChangePasswordField> =>
  validateWith(changePasswordRules, values);

import {
  CALL_MESSAGE_MAX_LENGTH,
  CALL_MESSAGE_MIN_LENGTH,
  CALL_NAME_MAX_LENGTH,
  CALL_NAME_MIN_LENGTH,
  CONTACT_VALUE_MAX_LENGTH,
  CONTACT_VALUE_MIN_LENGTH,
  MAX_CONTACTS,
  MIN_CONTACTS,
  PASSWORD_MIN_LENGTH,
  PERSONAL_NO_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  SMS_CODE_LENGTH,
} from '../domain/constants';

/**
 * The length limits of the spec §5 table in one place, so that a form's `maxLength` attribute,
 * its validator and the api's check agree. Limits that spec §9 also names come from the §9
 * constants (declared once, in domain/constants.ts).
 */
export const FIELD_LIMITS = {
  login: { username: { min: 1, max: 50 }, password: { min: 3, max: 100 } },
  register: {
    name: { min: 2, max: 100 },
    username: { min: 5, max: 30 },
    email: { min: 5, max: 100 },
    phone: { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS },
    personalNo: PERSONAL_NO_LENGTH,
    birthDay: 2,
    birthMonth: 2,
    birthYear: 4,
    password: PASSWORD_MIN_LENGTH,
  },
  phoneVerification: {
    phone: { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS },
    code: SMS_CODE_LENGTH,
  },
  recovery: { username: { min: 2, max: 20 }, code: { min: 3, max: 20 } },
  password: PASSWORD_MIN_LENGTH,
  callRequest: {
    name: { min: CALL_NAME_MIN_LENGTH, max: CALL_NAME_MAX_LENGTH },
    message: { min: CALL_MESSAGE_MIN_LENGTH, max: CALL_MESSAGE_MAX_LENGTH },
    contact: { min: CONTACT_VALUE_MIN_LENGTH, max: CONTACT_VALUE_MAX_LENGTH },
    contacts: { min: MIN_CONTACTS, max: MAX_CONTACTS },
  },
} as const;

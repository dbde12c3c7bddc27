import {
  composeBirthDate,
  DEFAULT_COUNTRY_ID,
  DEFAULT_CURRENCY_ID,
  INITIAL_BIRTH_DATE,
  phoneWithPrefix,
  STORAGE_KEYS,
  type RegistrationPayload,
} from '@oyna/contracts';

/**
 * The registration form as the person fills it (spec §2 Registration form): text boxes, the
 * 10 local phone digits after the fixed prefix 90, the country id as the select gives it, and
 * the trial bonus box.
 */
export interface RegisterFormValues {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  PersonalNo: string;
  country: string;
  birthDateDay: string;
  birthDateMonth: string;
  birthDateYear: string;
  password: string;
  password2: string;
  trialBonus: boolean;
}

const [initialYear = '', initialMonth = '', initialDay = ''] = INITIAL_BIRTH_DATE.split('-');

/** spec §3: birthDate starts as 01-01-1970; spec §3/§9: country Türkiye (235) by default. */
export const initialRegisterValues: RegisterFormValues = {
  name: '',
  surname: '',
  username: '',
  email: '',
  phone: '',
  PersonalNo: '',
  country: String(DEFAULT_COUNTRY_ID),
  birthDateDay: initialDay,
  birthDateMonth: initialMonth,
  birthDateYear: initialYear,
  password: '',
  password2: '',
  trialBonus: false,
};

/** spec §3: "refId (number, added when a stored referral id exists in local storage)". */
export function storedRefId(): number | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.refId);
    const id = raw === null ? NaN : Number(raw);
    return Number.isFinite(id) && raw?.trim() ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * spec §3 Registration payload: birthDate composed year-month-day from the boxes, phone with the
 * prefix 90, currencyId 1, the country id as a number, refId when stored, and trialBonus removed
 * while submitting.
 */
export function buildRegistrationPayload(
  values: RegisterFormValues,
  refId: number | undefined = storedRefId(),
): RegistrationPayload {
  const { trialBonus: _removed, ...fields } = values;
  const payload: RegistrationPayload = {
    ...fields,
    name: fields.name.trim(),
    surname: fields.surname.trim(),
    phone: phoneWithPrefix(fields.phone),
    country: Number(fields.country),
    currencyId: DEFAULT_CURRENCY_ID,
    birthDate: composeBirthDate(fields.birthDateDay, fields.birthDateMonth, fields.birthDateYear),
  };
  if (refId !== undefined) payload.refId = refId;
  return payload;
}

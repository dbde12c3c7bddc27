import { translate, type MessageKey } from '../i18n/catalog';
import type { Locale } from '../i18n/define';
import { errorMessageKey, firstError, type ValidationError } from './errors';

/**
 * The label of each wire field, for readable messages ("Username: Must be between 5 and 30
 * characters"). Contact parts are matched by their final-form name ('contacts[0].contact').
 */
export const FIELD_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  username: 'auth.field.username',
  password: 'auth.field.password',
  password2: 'auth.field.password2',
  oldPassword: 'auth.field.oldPassword',
  confirmPassword: 'auth.field.confirmPassword',
  name: 'auth.field.name',
  surname: 'auth.field.surname',
  email: 'auth.field.email',
  phone: 'auth.field.phone',
  PersonalNo: 'auth.field.personalNo',
  country: 'auth.field.country',
  birthDate: 'auth.field.birthDate',
  birthDateDay: 'auth.field.birthDateDay',
  birthDateMonth: 'auth.field.birthDateMonth',
  birthDateYear: 'auth.field.birthDateYear',
  code: 'auth.field.code',
  step: 'api.field.step',
  message: 'callRequest.field.message',
  contacts: 'callRequest.field.contacts',
};

/** The label key of a wire field, by final-form name ('username', 'contacts[0].type'). */
export function fieldLabelKey(field: string): MessageKey | undefined {
  if (/^contacts\[\d+\]\.type$/.test(field)) return 'callRequest.field.contactType';
  if (/^contacts\[\d+\]\.contact$/.test(field)) return 'callRequest.field.contact';
  return FIELD_LABEL_KEYS[field];
}

/** The message of one error, e.g. 'Must be between 5 and 30 characters'. */
export function errorText(locale: Locale | string, error: ValidationError): string {
  return translate(locale, errorMessageKey(error), error.values);
}

/** '<label>: <message>' for one field; an unknown field is named as it is. */
export function describeError(
  locale: Locale | string,
  field: string,
  error: ValidationError,
  labelKey: MessageKey | undefined = fieldLabelKey(field),
): string {
  const label = labelKey ? translate(locale, labelKey) : field;
  return translate(locale, 'api.fieldError', { field: label, error: errorText(locale, error) });
}

/**
 * What the api answers with HTTP 400 (ARCHITECTURE.md › api: "a readable message"): the first
 * failing field of a record validator's result, in the request's locale; undefined when valid.
 */
export function describeFirstError(
  locale: Locale | string,
  errors: Readonly<Record<string, ValidationError | undefined>>,
): string | undefined {
  const first = firstError(errors);
  return first ? describeError(locale, first.field, first.error) : undefined;
}

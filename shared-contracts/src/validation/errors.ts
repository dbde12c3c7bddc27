/**
 * The shape of a validation failure shared by the forms and the api (spec §5: "The form shows
 * the first error of a control, looked up by error key in a message map"). The key picks the
 * message `validation.<key>` of the i18n catalog; values fill its `{placeholders}`.
 */
export const ERROR_KEYS = [
  'required',
  'minLength',
  'maxLength',
  'lengthBetween',
  'exactLength',
  'lettersOnly',
  'personName',
  'alphanumeric',
  'digitsOnly',
  'email',
  'mismatch',
  'notBlank',
  'maxContacts',
  'minContacts',
  'invalidDate',
  'number',
  'oneOf',
  'amountRange',
  'siteLink',
  'plainText',
  'slug',
  'hostName',
  'messageKey',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export interface ValidationError {
  key: ErrorKey;
  values?: Record<string, string | number>;
}

/**
 * A field-level validator. The signature fits final-form's `FieldValidator` (value, all values)
 * so a form passes it straight to `<Field validate>`; the api calls it the same way.
 */
export type FieldValidator = (value: unknown, allValues?: object) => ValidationError | undefined;

/** One validator per field of a form. */
export type FieldRules<F extends string> = Record<F, FieldValidator>;

/** What a record validator returns: the first failing rule of each field, or undefined. */
export type FormErrors<F extends string> = Record<F, ValidationError | undefined>;

export function validationError(
  key: ErrorKey,
  values?: Record<string, string | number>,
): ValidationError {
  return values ? { key, values } : { key };
}

/** The first field with an error, in the form's field order (the api reports this one). */
export function firstError(
  errors: Readonly<Record<string, ValidationError | undefined>>,
): { field: string; error: ValidationError } | undefined {
  for (const [field, error] of Object.entries(errors)) {
    if (error) return { field, error };
  }
  return undefined;
}

/** True when no field has an error (submit buttons are disabled otherwise, spec §5). */
export function isValid(errors: Readonly<Record<string, ValidationError | undefined>>): boolean {
  return firstError(errors) === undefined;
}

/** The i18n key of an error's message (see validation.messages.ts). */
export function errorMessageKey<K extends ErrorKey>(error: { key: K }): `validation.${K}` {
  return `validation.${error.key}`;
}

import { ContactType, enumValues } from '../domain/enums';
import { validationError, type FieldValidator, type ValidationError } from './errors';
import { FIELD_LIMITS } from './limits';
import { chain, lengthBetween, notBlank, oneOf, required } from './rules';

const L = FIELD_LIMITS.callRequest;

/**
 * spec §5 Call request: name required, 5 to 30, not blank after trimming; message required,
 * 5 to 100; contacts at least 1, at most 5, each with a type (required) and a contact value
 * (required, 5 to 30). Save Request stays disabled unless all of them pass.
 */
export const callRequestRules = {
  name: chain(required(), lengthBetween(L.name.min, L.name.max), notBlank()),
  message: chain(required(), lengthBetween(L.message.min, L.message.max)),
  /** The list itself (a FieldArray's `validate`). */
  contacts: ((value) =>
    contactCountError(Array.isArray(value) ? value.length : 0)) as FieldValidator,
  contactType: chain(required(), oneOf(enumValues(ContactType))),
  contact: chain(required(), lengthBetween(L.contact.min, L.contact.max)),
};

function contactCountError(count: number): ValidationError | undefined {
  if (count < L.contacts.min) return validationError('minContacts', { min: L.contacts.min });
  if (count > L.contacts.max) return validationError('maxContacts', { max: L.contacts.max });
  return undefined;
}

/**
 * spec §5 warnings: at the limit 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz' (adding is
 * refused), with none 'En az bir iletişim bilgisi eklemelisiniz'. Shown by message key
 * (validation.maxContacts / validation.minContacts) next to the contact list.
 */
export function contactsWarning(count: number): ValidationError | undefined {
  if (count >= L.contacts.max) return validationError('maxContacts', { max: L.contacts.max });
  if (count < L.contacts.min) return validationError('minContacts', { min: L.contacts.min });
  return undefined;
}

/** Whether another contact may be added (spec §5: at most 5). */
export function canAddContact(count: number): boolean {
  return count < L.contacts.max;
}

/** Field name of a contact's part, as final-form addresses it ('contacts[2].contact'). */
export type ContactFieldName = `contacts[${number}].${'type' | 'contact'}`;

export type CallRequestErrors = {
  name: ValidationError | undefined;
  message: ValidationError | undefined;
  contacts: ValidationError | undefined;
} & Partial<Record<ContactFieldName, ValidationError | undefined>>;

/**
 * The record validator of the call request, for the api and for tests. Contact errors are keyed
 * by final-form field name ('contacts[0].type'); the form itself puts `callRequestRules` on its
 * fields (`<Field name="contacts[0].type" validate={callRequestRules.contactType}>`), because
 * final-form looks nested errors up by path.
 */
export function validateCallRequest(values: unknown): CallRequestErrors {
  const v = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  const list = Array.isArray(v.contacts) ? (v.contacts as unknown[]) : [];
  const errors: CallRequestErrors = {
    name: callRequestRules.name(v.name, v),
    message: callRequestRules.message(v.message, v),
    contacts: callRequestRules.contacts(v.contacts, v),
  };
  list.forEach((item, i) => {
    const c = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    errors[`contacts[${i}].type`] = callRequestRules.contactType(c.type, c);
    errors[`contacts[${i}].contact`] = callRequestRules.contact(c.contact, c);
  });
  return errors;
}

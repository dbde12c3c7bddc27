import { isDropdownField, type PaymentDetailField } from '../domain/payment';
import { NUMERIC_OBJECT_TYPES } from '../domain/enums';
import type { FieldValidator, FormErrors } from './errors';
import { chain, notBlank, numeric, oneOf, personName, required } from './rules';

/** The payment fields that hold a person's name (an account holder, a card holder). */
export const PERSON_NAME_KEYS: readonly string[] = ['FullName', 'CardHolder'];

/**
 * spec §5 Dynamic payment: "every field required; dropdowns required". A dropdown's value must
 * also be one of its options and a numeric field (Int, Long, Decimal) a number, so the api can
 * convert the detail as spec §3 says (buildPaymentDetail) without guessing.
 */
export function paymentFieldRule(field: PaymentDetailField): FieldValidator {
  if (isDropdownField(field))
    return chain(required(), oneOf((field.option ?? []).map((o) => o.id)));
  if (NUMERIC_OBJECT_TYPES.includes(field.objectType)) {
    return chain(required(), numeric({ integer: field.objectType !== 'Decimal' }));
  }
  if (PERSON_NAME_KEYS.includes(field.key)) return chain(required(), personName());
  // Blank text would reach the gateway as an empty value once trimmed (buildPaymentDetail).
  return chain(required(), notBlank());
}

/** Record validator of a dynamic deposit or withdraw form, keyed by field key. */
export function validatePaymentDetail(
  fields: readonly PaymentDetailField[],
  values: unknown,
): FormErrors<string> {
  const v = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  const errors: FormErrors<string> = {};
  for (const field of fields) errors[field.key] = paymentFieldRule(field)(v[field.key], v);
  return errors;
}

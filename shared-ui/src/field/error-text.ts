import { useIntl } from 'react-intl';
import { ERROR_KEYS, errorMessageKey, type ValidationError } from '@oyna/contracts';

/** Whether a final-form error is one of the contracts' validation errors (spec §5). */
export function isValidationError(value: unknown): value is ValidationError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (ERROR_KEYS as readonly unknown[]).includes((value as { key?: unknown }).key)
  );
}

/**
 * spec §5: "The form shows the first error of a control, looked up by error key in a message
 * map" — the map is the catalog's `validation.<key>` messages, filled with the error's values.
 */
export function useErrorText(): (error: ValidationError) => string {
  const intl = useIntl();
  return (error) => intl.formatMessage({ id: errorMessageKey(error) }, error.values);
}

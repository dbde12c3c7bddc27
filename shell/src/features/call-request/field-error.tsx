import type { FieldMetaState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { errorMessageKey, type ValidationError } from '@oyna/contracts';

/** spec §5: the first error of a control, by error key, once the control was touched. */
export function FieldError({ id, meta }: { id: string; meta: FieldMetaState<unknown> }) {
  const intl = useIntl();
  const error = meta.error as ValidationError | undefined;
  if (!meta.touched || !error) return null;
  return (
    <p id={id} className="call-field__error">
      {intl.formatMessage({ id: errorMessageKey(error) }, error.values)}
    </p>
  );
}

import { useId } from 'react';
import { Field } from 'react-final-form';
import { IMaskInput } from 'react-imask';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  PHONE_PREFIX,
  SMS_CODE_MASK,
  errorMessageKey,
  type FieldValidator,
  type ValidationError,
} from '@oyna/contracts';

/** spec §9: 10 digits after the fixed prefix 90 (PHONE_MASK_DIGITS), grouped as 5xx xxx xx xx. */
export const PHONE_INPUT_MASK = '000 000 00 00';

/** spec §5: the first error of a control, by error key from the message map, once touched. */
function FieldError({ id, error }: { id: string; error: ValidationError }) {
  const intl = useIntl();
  return (
    <p className="account-field-error" id={id} role="alert">
      {intl.formatMessage({ id: errorMessageKey(error) }, error.values)}
    </p>
  );
}

interface MaskedFieldProps {
  name: 'phone' | 'code';
  validate?: FieldValidator;
  readOnly?: boolean;
  autoFocus?: boolean;
}

/**
 * A labelled masked input bound to react-final-form. The label is the field's accessible name
 * (issue 3). The phone keeps its 10 local digits (unmasked); the code keeps the masked text
 * ('12-34-56'), which the contracts' code rule reads (spec §5: exactly 6, masked 00-00-00).
 */
function MaskedField({ name, validate, readOnly = false, autoFocus = false }: MaskedFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const isPhone = name === 'phone';
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error =
          meta.touched && !readOnly ? (meta.error as ValidationError | undefined) : undefined;
        return (
          <div className={`account-field account-field-${name}`}>
            <label htmlFor={id}>
              <FormattedMessage id={isPhone ? 'auth.field.phone' : 'auth.field.code'} />
            </label>
            <div className="account-input-row">
              {isPhone ? (
                <span className="account-phone-prefix" aria-hidden="true">
                  +{PHONE_PREFIX}
                </span>
              ) : null}
              <IMaskInput
                id={id}
                name={input.name}
                mask={isPhone ? PHONE_INPUT_MASK : SMS_CODE_MASK}
                unmask={isPhone}
                value={input.value ?? ''}
                onAccept={(value: string) => input.onChange(value)}
                onFocus={input.onFocus}
                onBlur={input.onBlur}
                readOnly={readOnly}
                autoFocus={autoFocus}
                inputMode="numeric"
                autoComplete={isPhone ? 'tel-national' : 'one-time-code'}
                placeholder={isPhone ? undefined : SMS_CODE_MASK}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            {error ? <FieldError id={errorId} error={error} /> : null}
          </div>
        );
      }}
    </Field>
  );
}

export function PhoneField(props: Omit<MaskedFieldProps, 'name'>) {
  return <MaskedField name="phone" {...props} />;
}

export function CodeField(props: Omit<MaskedFieldProps, 'name'>) {
  return <MaskedField name="code" {...props} />;
}

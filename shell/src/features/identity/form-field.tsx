import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMaskInput } from 'react-imask';
import { errorMessageKey, type MessageKey, type ValidationError } from '@oyna/contracts';

/**
 * spec §5: "The form shows the first error of a control, looked up by error key in a message
 * map". The validators of @oyna/contracts return one error per field; it shows once the field
 * has been touched.
 */
export function FieldError({ id, meta }: { id: string; meta: FieldMetaState<unknown> }) {
  const intl = useIntl();
  const error = meta.error as ValidationError | undefined;
  const shown = meta.touched && error;
  // The line is always there, so that an error appearing on blur never moves the controls below
  // it (a click that blurs a field must still land where it was aimed).
  return (
    <p id={id} className="field-error" role={shown ? 'alert' : undefined}>
      {shown ? intl.formatMessage({ id: errorMessageKey(error) }, error.values) : null}
    </p>
  );
}

interface FieldProps {
  name: string;
  /** The visible label, also the field's accessible name (issue 3). */
  label: MessageKey;
  labelValues?: Record<string, string>;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readOnly?: boolean;
  placeholder?: string;
  /** Shown before the input, e.g. the phone prefix +90. */
  prefix?: ReactNode;
}

function FieldFrame({
  id,
  errorId,
  label,
  labelValues,
  prefix,
  meta,
  children,
}: {
  id: string;
  errorId: string;
  label: MessageKey;
  labelValues?: Record<string, string>;
  prefix?: ReactNode;
  meta: FieldMetaState<unknown>;
  children: ReactNode;
}) {
  return (
    <div className={`form-field${meta.touched && meta.error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>
        <FormattedMessage id={label} values={labelValues} />
      </label>
      <div className="form-field-control">
        {prefix ? <span className="form-field-prefix">{prefix}</span> : null}
        {children}
      </div>
      <FieldError id={errorId} meta={meta} />
    </div>
  );
}

/** A text input with its label and its first error. */
export function TextField({ name, type = 'text', readOnly, ...rest }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FieldFrame id={id} errorId={errorId} meta={meta} {...rest}>
          <input
            {...input}
            id={id}
            type={type}
            readOnly={readOnly}
            autoComplete={rest.autoComplete}
            inputMode={rest.inputMode}
            placeholder={rest.placeholder}
            aria-invalid={Boolean(meta.touched && meta.error)}
            aria-describedby={meta.touched && meta.error ? errorId : undefined}
          />
        </FieldFrame>
      )}
    </Field>
  );
}

/**
 * A masked input (spec §2/§9: the phone's 10 digits after 90, the SMS code as 00-00-00).
 * `unmask` hands the form the digits only; otherwise the masked text.
 */
export function MaskedField({
  name,
  mask,
  unmask = false,
  readOnly,
  ...rest
}: FieldProps & { mask: string; unmask?: boolean }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FieldFrame id={id} errorId={errorId} meta={meta} {...rest}>
          <IMaskInput
            id={id}
            name={input.name}
            mask={mask}
            unmask={unmask}
            lazy
            value={input.value ?? ''}
            onAccept={(value: string) => input.onChange(value)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            readOnly={readOnly}
            inputMode={rest.inputMode ?? 'numeric'}
            autoComplete={rest.autoComplete}
            placeholder={rest.placeholder ?? mask}
            aria-invalid={Boolean(meta.touched && meta.error)}
            aria-describedby={meta.touched && meta.error ? errorId : undefined}
          />
        </FieldFrame>
      )}
    </Field>
  );
}

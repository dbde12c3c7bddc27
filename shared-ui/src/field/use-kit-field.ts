import { useId, useMemo } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { chain, required, type FieldValidator, type ValidationError } from '@oyna/contracts';
import { isValidationError } from './error-text';
import type { LabelText, LabelValues } from './label';

/** What every field of the kit takes. */
export interface FieldBaseProps {
  /** final-form field name ('phone', 'contacts[0].type'). */
  name: string;
  /** The visible label, which is also the control's accessible name. */
  label: LabelText;
  labelValues?: LabelValues;
  /** A contracts rule (spec §5), e.g. `callRequestRules.name`; a form-level `validate` works too. */
  validate?: FieldValidator;
  /** Puts the contracts' `required()` rule before `validate` and marks the control required. */
  required?: boolean;
  /** Read-only controls show no error: the person cannot fix them. */
  readOnly?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/** The rules of a field in order: required first (spec §5 tables list it first), then the rest. */
export function composeRules(
  isRequired: boolean | undefined,
  validate: FieldValidator | undefined,
): FieldValidator | undefined {
  if (!isRequired) return validate;
  return validate ? chain(required(), validate) : required();
}

/**
 * One field's binding to the form: final-form's input and meta, the error to show (spec §5: the
 * first error of the control, once it has been touched), the props of its frame and the props
 * every control of the kit shares.
 */
export function useKitField<V>(props: FieldBaseProps, config: UseFieldConfig = {}) {
  const id = useId();
  const { required: isRequired, validate } = props;
  const rules = useMemo(() => composeRules(isRequired, validate), [isRequired, validate]);
  const { input, meta } = useField<V>(props.name, rules ? { ...config, validate: rules } : config);
  const error: ValidationError | undefined =
    meta.touched && !props.readOnly && isValidationError(meta.error) ? meta.error : undefined;
  const frame = {
    id,
    label: props.label,
    labelValues: props.labelValues,
    error,
    className: props.className,
  };
  const control = {
    id,
    name: input.name,
    className: 'ui-input',
    readOnly: props.readOnly,
    disabled: props.disabled,
    autoFocus: props.autoFocus,
    'aria-required': props.required || undefined,
    onFocus: () => input.onFocus(),
    onBlur: () => input.onBlur(),
  };
  /** Sets the value as if typed and left (a paste from the clipboard). */
  const fill = (value: V) => {
    input.onChange(value);
    input.onBlur();
  };
  return { input, meta, error, frame, control, fill };
}

import { FieldFrame } from './field-frame';
import { useLabelText, type LabelText } from './label';
import { useKitField, type FieldBaseProps } from './use-kit-field';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: LabelText;
}

export interface SelectFieldProps<V extends string | number> extends FieldBaseProps {
  options: readonly SelectOption<V>[];
  /** The first, empty option (spec §2: "dropdown with a 'Select' first option"). */
  placeholder?: LabelText;
  /** The options are still loading: the select waits, disabled and marked busy. */
  busy?: boolean;
}

/**
 * A labelled select whose first option is 'Select' (value ''). The form receives the chosen
 * option's own value — a number stays a number — or '' for the first option, which the
 * contracts' `required()` rule refuses when the field is required (spec §5 "dropdowns required").
 */
export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { options, placeholder = 'form.select', busy = false } = props;
  const labelText = useLabelText();
  const { input, frame, control } = useKitField<V | ''>(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <select
          {...control}
          {...aria}
          value={String(input.value ?? '')}
          onChange={(event) => {
            const chosen = options.find((o) => String(o.value) === event.target.value);
            input.onChange(chosen ? chosen.value : '');
          }}
          // A select cannot be read-only: the read-only field waits like a disabled one.
          disabled={props.disabled || busy || props.readOnly}
          aria-busy={busy || undefined}
        >
          <option value="">{labelText(placeholder)}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {labelText(o.label)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

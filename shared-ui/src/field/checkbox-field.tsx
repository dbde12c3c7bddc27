import { useField } from 'react-final-form';
import { useLabelText, type LabelText, type LabelValues } from './label';
// The kit's styles come with the parts that draw them: an app importing one part through the
// index (which the bundler may skip, package.json › sideEffects) still gets them.
import '../form.css';

export interface CheckboxFieldProps {
  name: string;
  /** The text beside the box, which is also its accessible name. */
  label: LabelText;
  labelValues?: LabelValues;
  disabled?: boolean;
  className?: string;
}

/** A labelled checkbox that hands the form true or false (e.g. the trial bonus box, spec §2). */
export function CheckboxField({
  name,
  label,
  labelValues,
  disabled,
  className,
}: CheckboxFieldProps) {
  const labelText = useLabelText();
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <label className={`ui-checkbox${className ? ` ${className}` : ''}`}>
      <input
        type="checkbox"
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        disabled={disabled}
      />
      <span>{labelText(label, labelValues)}</span>
    </label>
  );
}

import { useFormState } from 'react-final-form';
import { useLabelText, type LabelText } from '../field/label';
// The kit's styles come with the parts that draw them: an app importing one part through the
// index (which the bundler may skip, package.json › sideEffects) still gets them.
import '../form.css';

export interface SubmitButtonProps {
  label: LabelText;
  /** The request is on its way (the feature's `pending` state): no second submit. */
  pending?: boolean;
  className?: string;
}

/**
 * The submit button of a kit form. spec §5: "Forms are not submitted while invalid" — disabled
 * while any field has an error, while final-form submits and while the request is pending.
 */
export function SubmitButton({ label, pending = false, className }: SubmitButtonProps) {
  const labelText = useLabelText();
  const { invalid, submitting } = useFormState({
    subscription: { invalid: true, submitting: true },
  });
  return (
    <button
      type="submit"
      className={`ui-submit${className ? ` ${className}` : ''}`}
      disabled={invalid || submitting || pending}
    >
      {labelText(label)}
    </button>
  );
}

import { useState, type ReactNode } from 'react';
import type { MessageKey, ValidationError } from '@oyna/contracts';
import { useErrorText } from './error-text';
import { useLabelText, type LabelText, type LabelValues } from './label';
import { PasteButton } from './paste-button';
// The kit's styles come with the parts that draw them: an app importing one part through the
// index (which the bundler may skip, package.json › sideEffects) still gets them.
import '../form.css';

export interface FrameProps {
  /** The control's id (from useKitField). */
  id: string;
  label: LabelText;
  labelValues?: LabelValues;
  error: ValidationError | undefined;
  /** Shown before the control, e.g. the phone prefix +90 or the lira sign. */
  prefix?: ReactNode;
  /** spec §2: a paste-from-clipboard button that hands the clipboard's text to the field. */
  onPaste?: (text: string) => void;
  className?: string;
  /** Renders the control with the aria attributes the frame computed. */
  children: (aria: ControlAria) => ReactNode;
}

export interface ControlAria {
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A field's frame: its visible label (the control's accessible name), the control with an
 * optional prefix and paste button, and one message line under it. The line is always there,
 * so that an error appearing never moves the controls below.
 */
export function FieldFrame({
  id,
  label,
  labelValues,
  error,
  prefix,
  onPaste,
  className,
  children,
}: FrameProps) {
  const labelText = useLabelText();
  const errorText = useErrorText();
  const [note, setNote] = useState<MessageKey | null>(null);
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const noteText = note ? labelText(note) : null;
  const shown = error ? errorText(error) : noteText;
  const aria: ControlAria = {
    'aria-invalid': Boolean(error),
    'aria-describedby': shown ? messageId : undefined,
  };
  const classes = ['ui-field', error ? 'ui-field--invalid' : '', className ?? ''];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={id} className="ui-field__label">
        {labelText(label, labelValues)}
      </label>
      <div className="ui-field__control">
        {prefix ? <span className="ui-field__prefix">{prefix}</span> : null}
        {children(aria)}
        {onPaste ? (
          <PasteButton
            labelledBy={labelId}
            onText={(text) => {
              setNote(null);
              onPaste(text);
            }}
            onProblem={setNote}
          />
        ) : null}
      </div>
      <p
        id={messageId}
        className={`ui-field__message${error ? '' : ' ui-field__message--note'}`}
        role={error ? 'alert' : note ? 'status' : undefined}
      >
        {shown}
      </p>
    </div>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { useKitField, type FieldBaseProps } from './use-kit-field';

/** The kinds of plain input: 'numeric' is a text box with the digit keyboard (TC No, day…). */
export type TextKind = 'text' | 'password' | 'email' | 'numeric' | 'tel';

export interface TextFieldProps extends FieldBaseProps {
  type?: TextKind;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  prefix?: ReactNode;
  /** spec §2: a paste-from-clipboard button (the Iban and CardNo payment fields). */
  paste?: boolean;
}

const INPUT_MODES: Partial<Record<TextKind, TextFieldProps['inputMode']>> = {
  numeric: 'numeric',
  email: 'email',
  tel: 'tel',
};

/** A labelled text, password, e-mail, numeric or phone input with its first error (spec §5). */
export function TextField(props: TextFieldProps) {
  const { type = 'text', autoComplete, inputMode, placeholder, maxLength, prefix, paste } = props;
  const { input, frame, control, fill } = useKitField<string>(props);
  return (
    <FieldFrame {...frame} prefix={prefix} onPaste={paste ? fill : undefined}>
      {(aria) => (
        <input
          {...control}
          {...aria}
          value={input.value ?? ''}
          onChange={input.onChange}
          type={type === 'numeric' ? 'text' : type}
          inputMode={inputMode ?? INPUT_MODES[type]}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
        />
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
  placeholder?: string;
}

/** A labelled multi-line text box with its first error. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { input, frame, control } = useKitField<string>(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <textarea
          {...control}
          {...aria}
          value={input.value ?? ''}
          onChange={input.onChange}
          rows={props.rows ?? 3}
          placeholder={props.placeholder}
        />
      )}
    </FieldFrame>
  );
}

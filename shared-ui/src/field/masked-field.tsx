import type { HTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { useMaskInput } from './mask-input';
import { useKitField, type FieldBaseProps } from './use-kit-field';

export interface MaskedFieldProps extends FieldBaseProps {
  /**
   * An imask pattern: '0' a digit, 'a' a letter, '*' any character, the rest literal
   * (PHONE_MASK '000 000 00 00', SMS_CODE_MASK '00-00-00', a payment field's own mask).
   */
  mask: string;
  /** Hand the form the typed characters only (the phone's 10 digits) instead of the masked text. */
  unmask?: boolean;
  /** spec §2: "a field with a mask uses an input mask with the mask as placeholder". */
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  prefix?: ReactNode;
  /** spec §2: a paste-from-clipboard button (the Iban and CardNo payment fields). */
  paste?: boolean;
}

/**
 * A labelled input with an input mask (spec §2, §9). react-imask is loaded on first use; until
 * it is here a plain input with the same box, value and handlers stands in, so nothing moves
 * and nothing typed is lost (the mask tidies the value once it arrives).
 */
export function MaskedField(props: MaskedFieldProps) {
  const { mask, unmask = false, prefix, paste } = props;
  const { input, frame, control, fill } = useKitField<string>(props);
  const MaskInput = useMaskInput();
  const shared = {
    ...control,
    autoComplete: props.autoComplete,
    inputMode: props.inputMode ?? 'numeric',
    placeholder: props.placeholder ?? mask,
  };
  return (
    <FieldFrame {...frame} prefix={prefix} onPaste={paste ? fill : undefined}>
      {(aria) =>
        MaskInput ? (
          <MaskInput
            {...shared}
            {...aria}
            mask={mask}
            unmask={unmask}
            lazy
            value={input.value ?? ''}
            onAccept={(value: string) => input.onChange(value)}
          />
        ) : (
          <input
            {...shared}
            {...aria}
            aria-busy
            value={input.value ?? ''}
            onChange={(event) => input.onChange(event.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}

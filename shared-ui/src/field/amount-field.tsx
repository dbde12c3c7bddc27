import { useState, type InputHTMLAttributes } from 'react';
import { CURRENCY_DECIMALS, CURRENCY_SYMBOL } from '@oyna/contracts';
import { FieldFrame } from './field-frame';
import { useMaskInput } from './mask-input';
import { useKitField, type FieldBaseProps } from './use-kit-field';

export interface AmountFieldProps extends FieldBaseProps {
  /** Decimals allowed: spec §9 money has 2; a whole-number payment field (Int, Long) passes 0. */
  scale?: number;
  placeholder?: string;
}

/** tr-TR as typed ('1.234,5') → 1234.5; '' or anything else → undefined (the field is empty). */
export function parseAmount(text: string): number | undefined {
  const plain = text.trim().replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(plain)) return undefined;
  const n = Number(plain);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A lira amount (spec §2: "number with a Turkish lira prefix"; spec §9: tr-TR, 2 decimals): the
 * ₺ prefix, '.' between thousands and ',' before the decimals as the person types, and the form
 * receives a number (undefined while empty, so `required` applies).
 */
export function AmountField(props: AmountFieldProps) {
  const scale = props.scale ?? CURRENCY_DECIMALS;
  const { input, frame, control } = useKitField<number | undefined>(props);
  const MaskInput = useMaskInput();
  const shared = {
    ...control,
    autoComplete: 'off',
    inputMode: scale > 0 ? ('decimal' as const) : ('numeric' as const),
    placeholder: props.placeholder,
  };
  const value = typeof input.value === 'number' ? input.value : undefined;
  return (
    <FieldFrame {...frame} prefix={<span aria-hidden="true">{CURRENCY_SYMBOL}</span>}>
      {(aria) =>
        MaskInput ? (
          <MaskInput
            {...shared}
            {...aria}
            mask={Number}
            scale={scale}
            radix=","
            mapToRadix={[',']}
            thousandsSeparator="."
            min={0}
            unmask
            // The unmasked text uses '.' before decimals ('1234.5'), which Number() reads.
            value={value === undefined ? '' : String(value)}
            onAccept={(text: string) => input.onChange(text === '' ? undefined : Number(text))}
          />
        ) : (
          <PlainAmountInput
            {...shared}
            {...aria}
            value={value}
            onValue={(n) => input.onChange(n)}
          />
        )
      }
    </FieldFrame>
  );
}

/**
 * Stands in while the mask loads: keeps the text as typed ('12,' stays '12,') and hands the form
 * its number.
 */
function PlainAmountInput({
  value,
  onValue,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  value: number | undefined;
  onValue: (value: number | undefined) => void;
}) {
  const [text, setText] = useState(() =>
    value === undefined ? '' : String(value).replace('.', ','),
  );
  return (
    <input
      {...rest}
      aria-busy
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onValue(parseAmount(event.target.value));
      }}
    />
  );
}

import { PHONE_MASK, PHONE_PREFIX, SMS_CODE_MASK } from '@oyna/contracts';
import type { LabelText } from './label';
import { MaskedField, type MaskedFieldProps } from './masked-field';
import type { FieldBaseProps } from './use-kit-field';

export type PresetFieldProps = Omit<FieldBaseProps, 'name' | 'label'> & {
  /** The preset's own name ('phone', 'code') unless told otherwise. */
  name?: string;
  label?: LabelText;
  autoComplete?: string;
};

type Preset = Pick<MaskedFieldProps, 'name' | 'label' | 'mask' | 'unmask' | 'prefix'> & {
  autoComplete: string;
};

/** A masked field with the contracts' mask and its usual name, label and autofill hint. */
function maskedPreset(preset: Preset) {
  return function PresetField({
    name = preset.name,
    label = preset.label,
    autoComplete = preset.autoComplete,
    ...rest
  }: PresetFieldProps) {
    return (
      <MaskedField {...preset} {...rest} name={name} label={label} autoComplete={autoComplete} />
    );
  };
}

/**
 * spec §2/§9: the phone as the 10 digits after the fixed prefix 90, masked as PHONE_MASK (the
 * one phone mask of every package); the form receives the 10 digits.
 */
export const PhoneField = maskedPreset({
  name: 'phone',
  label: 'auth.field.phone',
  mask: PHONE_MASK,
  unmask: true,
  prefix: `+${PHONE_PREFIX}`,
  autoComplete: 'tel-national',
});

/**
 * spec §2/§5: the SMS code, 6 digits masked 00-00-00; the form receives the masked text
 * ('12-34-56'), which the contracts' code rule reads.
 */
export const SmsCodeField = maskedPreset({
  name: 'code',
  label: 'auth.field.code',
  mask: SMS_CODE_MASK,
  autoComplete: 'one-time-code',
});

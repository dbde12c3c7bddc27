/**
 * @oyna/ui — the form kit of every Oyna form (docs/decisions/005-form-kit.md) and its styles.
 * Its styles (form.css) are imported by the parts that draw them, so they come with any part an
 * app takes. Design tokens live in '@oyna/ui/tokens.css', loaded once by the shell.
 */

export * from './form/form';
export { SubmitButton, type SubmitButtonProps } from './form/submit-button';
export {
  TextField,
  TextAreaField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type TextKind,
} from './field/text-field';
export { MaskedField, type MaskedFieldProps } from './field/masked-field';
export { PhoneField, SmsCodeField, type PresetFieldProps } from './field/phone-field';
export { AmountField, parseAmount, type AmountFieldProps } from './field/amount-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './field/select-field';
export { CheckboxField, type CheckboxFieldProps } from './field/checkbox-field';
export { FieldFrame, type ControlAria, type FrameProps } from './field/field-frame';
export { useKitField, composeRules, type FieldBaseProps } from './field/use-kit-field';
export { readClipboardText } from './field/paste-button';
export { loadMaskInput } from './field/mask-input';
export { useErrorText, isValidationError } from './field/error-text';
export { useLabelText, type LabelText, type LabelValues } from './field/label';

/**
 * The form machinery every Oyna form uses, re-exported so that the whole page runs ONE copy of
 * react-final-form: the kit's fields find the `<Form>` through react-final-form's React context,
 * which only works when both come from the same module instance (docs/decisions/005-form-kit.md).
 * Apps import these from @oyna/ui; importing react-final-form directly is a lint error.
 */
export { Form, FormSpy, useField, useForm, useFormState } from 'react-final-form';
export type { FormProps, FormRenderProps, FieldRenderProps } from 'react-final-form';
export { FieldArray, useFieldArray } from 'react-final-form-arrays';
export { default as arrayMutators } from 'final-form-arrays';
export type { FormApi } from 'final-form';

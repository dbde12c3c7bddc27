import { FieldFrame, useKitField, type FieldBaseProps } from '@oyna/ui';

/**
 * A labelled day picker (the browser's own, YYYY-MM-DD) bound to a kit form like the kit's own
 * fields: its label, its first error once touched. The kit has no date field; the back office's
 * report and audit ranges need one.
 */
export function DateField(props: FieldBaseProps & { min?: string; max?: string }) {
  const { input, frame, control } = useKitField<string>(props);
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <input
          {...control}
          {...aria}
          type="date"
          value={input.value ?? ''}
          onChange={input.onChange}
          min={props.min}
          max={props.max}
        />
      )}
    </FieldFrame>
  );
}

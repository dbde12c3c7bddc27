import type { ReactNode } from 'react';
import { chain, required, validationError, type FieldValidator } from '@oyna/contracts';
import { Form, MaskedField, SubmitButton } from '@oyna/ui';

/** A day as typed in the date fields: day.month.year (tr-TR). */
export const DAY_MASK = '00.00.0000';

/** '07.03.2026' → '2026-03-07', or undefined when it is not a real day. */
export function isoOfTyped(text: string): string | undefined {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** '2026-03-07' → '07.03.2026'. */
export function typedOfIso(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** spec §5 style rule for a date box: a real day. */
const realDay: FieldValidator = (value) =>
  typeof value === 'string' && value !== '' && isoOfTyped(value) === undefined
    ? validationError('invalidDate')
    : undefined;

/** Whole-form rule: the start is not after the end. */
const inOrder = (values: FilterValues) => {
  const from = isoOfTyped(values.from ?? '');
  const to = isoOfTyped(values.to ?? '');
  return from && to && from > to ? { to: validationError('invalidDate') } : undefined;
};

export const dayRule = chain(required(), realDay);

export interface FilterValues {
  from: string;
  to: string;
}

interface FilterFormProps<V extends FilterValues> {
  initialValues: V;
  onSubmit: (values: V) => void;
  /** The extra fields (type, status, game) before the dates. */
  children?: ReactNode;
  label: string;
}

/**
 * A list's filter (spec §2 financial activities and game history): the extra selects and a date
 * range (both days included). It does not submit while a date is not a real day (spec §5).
 */
export function FilterForm<V extends FilterValues>({
  initialValues,
  onSubmit,
  children,
  label,
}: FilterFormProps<V>) {
  return (
    <Form<V>
      initialValues={initialValues}
      onSubmit={onSubmit}
      validate={inOrder}
      render={({ handleSubmit }) => (
        <form className="account-filter" onSubmit={handleSubmit} noValidate aria-label={label}>
          {children}
          <MaskedField name="from" label="account.filter.from" mask={DAY_MASK} validate={dayRule} />
          <MaskedField name="to" label="account.filter.to" mask={DAY_MASK} validate={dayRule} />
          <SubmitButton label="account.filter.apply" />
        </form>
      )}
    />
  );
}

import { validationError, type ValidationError } from '@oyna/contracts';
import { addDays, dayIn } from '../../lib/format';
import type { Range } from './reports-slice';

/**
 * The contracts' BACKOFFICE_TIME_ZONE and REPORT_RANGE_DAYS (http/backoffice/schemas.ts), whose
 * schema module never reaches a page bundle: the days are Istanbul's, a report a year at most.
 */
export const TIME_ZONE = 'Europe/Istanbul';
export const RANGE_DAYS_MAX = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The last seven days, today included (Istanbul's today). */
export function lastWeek(now: Date = new Date()): Range {
  const to = dayIn(TIME_ZONE, now);
  return { from: addDays(to, -6), to };
}

/** The range in the address, or none when either day is missing or not a day. */
export function rangeOf(params: URLSearchParams): Range | null {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return DAY.test(from) && DAY.test(to) ? { from, to } : null;
}

/** The days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: Range) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A range the api takes: two days, the second not before the first, a year at most. */
export function validateRange(values: Partial<Range>): {
  from?: ValidationError;
  to?: ValidationError;
} {
  const errors: { from?: ValidationError; to?: ValidationError } = {};
  if (!values.from || !DAY.test(values.from)) errors.from = validationError('required');
  if (!values.to || !DAY.test(values.to)) errors.to = validationError('required');
  if (errors.from || errors.to) return errors;
  const days = daysIn(values as Range);
  if (days < 1 || days > RANGE_DAYS_MAX) errors.to = validationError('invalidDate');
  return errors;
}

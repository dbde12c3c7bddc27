import {
  formatMoney,
  validatePaymentDetail,
  type PaymentDetailField,
  type PaymentRequest,
  type ValidationError,
} from '@oyna/contracts';
import { assertValid, badRequest } from '../../lib/errors';
import type { ApiLocale } from '../../lib/messages';
import { amountToMinor, minorToAmount } from '../../lib/money';
import { matchesMask } from './checks';
import type { MethodRow } from './queries';

/** The detail field that carries the amount (spec §3 Decimal). */
const AMOUNT_KEY = 'Amount';

/** A method's name and processing time in the player's language (Turkish when not written). */
export function methodText(method: MethodRow, locale: ApiLocale) {
  return method.texts[locale] ?? method.texts.tr ?? { name: method.code, processing: '' };
}

/**
 * spec §5 "every field required", and what the gateway needs: each value of its type, masks
 * filled, dropdown values among the options, the amount within the method's min/max with at
 * most two decimals. Returns the amount in kuruş and the detail restricted to the fields.
 */
export function validatePaymentRequest(
  method: MethodRow,
  body: PaymentRequest,
  locale: ApiLocale,
): { amountMinor: number; detail: Record<string, unknown> } {
  const fields = method.fields as unknown as PaymentDetailField[];
  // spec §3: number types as numbers, dropdown values as a number when numeric — as JSON
  // numbers, never text to convert (the body is validated without type coercion; "50" is no
  // ₺50): a number field that carries anything else is a 400 naming the field.
  const numberErrors: Record<string, ValidationError | undefined> = {};
  for (const f of fields) {
    const raw = body.detail[f.key];
    const numericType =
      f.objectType === 'Int' || f.objectType === 'Long' || f.objectType === 'Decimal';
    const numericOption = (f.option ?? []).some((o) => typeof o.id === 'number');
    if ((numericType || numericOption) && raw !== undefined && typeof raw !== 'number') {
      numberErrors[f.key] = { key: 'number' };
    }
  }
  assertValid(numberErrors);
  assertValid(validatePaymentDetail(fields, body.detail));
  // Only the method's own fields count: an amount sent to a method without one is no amount.
  const values: Record<string, unknown> = {};
  for (const f of fields) values[f.key] = body.detail[f.key];
  for (const f of fields) {
    const value = values[f.key];
    if (f.mask && (typeof value !== 'string' || !matchesMask(f.mask, value))) {
      throw badRequest('server.paymentFieldFormat', { field: f.key });
    }
  }
  const amount = values[AMOUNT_KEY];
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    throw badRequest('server.paymentFieldFormat', { field: AMOUNT_KEY });
  }
  let amountMinor: number;
  try {
    amountMinor = amountToMinor(amount);
  } catch {
    throw badRequest('server.paymentFieldFormat', { field: AMOUNT_KEY });
  }
  if (Math.abs(amount * 100 - amountMinor) > 1e-6) {
    throw badRequest('server.paymentFieldFormat', { field: AMOUNT_KEY });
  }
  if (amountMinor < method.min_minor || amountMinor > method.max_minor) {
    throw badRequest('server.paymentAmountRange', {
      min: formatMoney(minorToAmount(method.min_minor), locale),
      max: formatMoney(minorToAmount(method.max_minor), locale),
    });
  }
  const detail: Record<string, unknown> = {};
  for (const f of fields) detail[f.key] = values[f.key];
  return { amountMinor, detail };
}

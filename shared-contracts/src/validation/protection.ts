import { DEPOSIT_LIMIT_MAX as AMOUNT_MAX, LIMIT_PERIODS } from '../domain/protection';
import { validationError, type FieldValidator } from './errors';
import { chain, isMissing, oneOf, required } from './rules';

/** The smallest deposit limit in lira (RTS 12B: a free amount; at least one lira). */
export const DEPOSIT_LIMIT_MIN = 1;

function amountBetween(min: number, max: number): FieldValidator {
  return (value) => {
    if (isMissing(value)) return undefined;
    const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
    return Number.isFinite(n) && n >= min && n <= max && Math.round(n * 100) === n * 100
      ? undefined
      : validationError('amountRange', { min, max: AMOUNT_MAX.toLocaleString('en') });
  };
}

/** The deposit limit form (RTS 12B): a period and a free amount in lira. */
export const depositLimitRules = {
  period: chain(required(), oneOf(LIMIT_PERIODS)),
  amount: chain(required(), amountBetween(DEPOSIT_LIMIT_MIN, AMOUNT_MAX)),
};

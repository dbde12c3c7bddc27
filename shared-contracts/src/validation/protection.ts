import { DEPOSIT_LIMIT_MAX as AMOUNT_MAX, LIMIT_PERIODS } from '../domain/enums';
import { amountBetween, chain, oneOf, required } from './rules';

/** The smallest deposit limit in lira (RTS 12B: a free amount; at least one lira). */
export const DEPOSIT_LIMIT_MIN = 1;

/** The deposit limit form (RTS 12B): a period and a free amount in lira. */
export const depositLimitRules = {
  period: chain(required(), oneOf(LIMIT_PERIODS)),
  amount: chain(required(), amountBetween(DEPOSIT_LIMIT_MIN, AMOUNT_MAX)),
};

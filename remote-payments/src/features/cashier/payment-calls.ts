import { createCallData } from '@oyna/contracts';

/**
 * What the cashier reads by call (createCallData): the method lists of /dashboard/deposit and
 * /dashboard/withdraw, one slot each (`getPaymentMethods`, keyed 'deposit' and 'withdraw').
 */
export const paymentCalls = createCallData('paymentCalls');

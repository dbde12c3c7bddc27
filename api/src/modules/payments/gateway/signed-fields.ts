import type { GatewayCallback } from './types';

/** The payment's side of what a gateway signs. */
export interface SignedPaymentFields {
  direction: number;
  amount_minor: number;
  currency: string;
}

/**
 * Which field a signed callback disagrees with its payment on, if any. A valid signature only
 * says the gateway sent it: every field the gateway signs (its reference picked the payment;
 * the amount and the currency) must also be the payment's, or the callback is refused (409) and
 * changes nothing — a TRY deposit is never confirmed by a callback for USD 100.
 */
export function signedFieldMismatch(
  event: Pick<GatewayCallback, 'currency'>,
  amountMinor: number,
  payment: SignedPaymentFields,
): 'direction' | 'amount' | 'currency' | undefined {
  if (payment.direction !== 1) return 'direction';
  if (payment.currency !== event.currency) return 'currency';
  if (payment.amount_minor !== amountMinor) return 'amount';
  return undefined;
}

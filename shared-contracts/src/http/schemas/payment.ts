import { Type } from '@sinclair/typebox';
import { TransactionType } from '../../domain/enums';
import { Id, Input, OneOf, SafeNumber, Text, TEXT_MAX } from './formats';

/** Request bodies of the payment calls (spec §3, §7). */

/** spec §7: deposit (1) or withdraw (2). */
const direction = () => OneOf([TransactionType.Deposit, TransactionType.Withdraw]);

/** How many fields a payment method's form may have. */
const DETAIL_FIELDS_CAP = 50;

/** spec §7 `payment/detail` (id, type): the method id and the direction. */
export const PaymentDetailRequestSchema = Input({ id: Id(), type: direction() });

/**
 * spec §3 detail: keyed by field key; number types as numbers, dropdown values as a number if
 * numeric, otherwise text (buildPaymentDetail).
 */
export const PaymentDetailSchema = Type.Record(
  Type.String(),
  Type.Union([Text(TEXT_MAX.field), SafeNumber()]),
  { maxProperties: DETAIL_FIELDS_CAP, propertyNames: Text(TEXT_MAX.field) },
);

/** spec §3 Deposit/withdraw request; target is always 'pay'. */
export const PaymentRequestSchema = Input({
  id: Id(),
  type: direction(),
  target: OneOf(['pay']),
  detail: PaymentDetailSchema,
});

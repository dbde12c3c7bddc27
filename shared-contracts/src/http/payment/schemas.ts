import { Type, type Static } from '@sinclair/typebox';
import { TransactionType } from '../../domain/enums';
import { Flag, Id, Input, Int, OneOf, SafeNumber, Text, TEXT_MAX } from '../schemas/formats';

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
  /**
   * Beyond §3: the dialog's idempotency key for this submit, so a double click or a retried
   * request makes one payment, not two (shared notes › Stripe idempotency keys).
   */
  requestKey: Type.Optional(Text(100)),
  /**
   * Beyond §3: a withdrawal while a bonus is active forfeits it; the player confirms that in the
   * dialog ("you will lose ₺X bonus and its winnings"). Without it such a withdrawal is a 400.
   */
  forfeitBonus: Type.Optional(Flag()),
});

/** Beyond §7: the method list of /dashboard/deposit and /dashboard/withdraw (spec §2). */
export const PaymentMethodsRequestSchema = Input({ type: direction() });

/** The most payments an operator list returns at once. */
const PAYMENTS_PAGE_MAX = 500;

/** Operators: payments by status and direction, oldest first (the cashier's queue). */
export const AdminPaymentsQuerySchema = Input({
  status: OneOf(['Created', 'Pending', 'Confirmed', 'Rejected', 'Cancelled', 'Expired'], {
    default: 'Pending',
  }),
  type: OneOf([TransactionType.All, TransactionType.Deposit, TransactionType.Withdraw], {
    default: TransactionType.All,
  }),
  limit: Int(PAYMENTS_PAGE_MAX, { minimum: 1, default: 50 }),
});

/**
 * Who acts is the caller (the back office › staff identity): a staff member or a machine token is
 * recorded under its own name, and `operator` is ignored. Only the shared admin token (the CLIs,
 * scripts) may name the person it acts for, recorded "on behalf of" beside its integration name.
 */
const operator = () => Type.Optional(Text(TEXT_MAX.field, { minLength: 1 }));

/**
 * Operators: approve (a withdrawal is paid out, a bank transfer deposit credited) or reject (a
 * withdrawal's hold returns to the balance) a Pending payment; who and why are recorded. A
 * withdrawal at or above the four-eyes amount needs two different staff members' approvals.
 */
export const AdminPaymentDecisionSchema = Input({
  id: Id(),
  operator: operator(),
  reason: Text(TEXT_MAX.message, { default: '' }),
});

/**
 * Operators (cashier, risk, owner): clear the identity (KYC) review that holds a player's large
 * first withdrawal, with the reason; the withdrawal may then be approved.
 */
export const AdminKycClearSchema = Input({
  id: Id(),
  operator: operator(),
  reason: Text(TEXT_MAX.message, { minLength: 1 }),
});

/** Operators: the refund queue and the balances owed to self-excluded players (LCCP 3.5). */
export const AdminRefundsQuerySchema = Input({
  limit: Int(PAYMENTS_PAGE_MAX, { minimum: 1, default: 100 }),
});

/** Operators: ask the gateway again for a refund it refused; who asked is recorded. */
export const AdminRefundRetrySchema = Input({
  id: Id(),
  operator: operator(),
});

/** Operators: pay a self-excluded player's balance out to them (LCCP 3.5). */
export const AdminOwedPayoutSchema = Input({
  playerId: Id(),
  operator: operator(),
});

/** The request schema of each payment call (calls.ts), by the call's name. */
export const PAYMENT_REQUEST_SCHEMAS = {
  getPaymentDetail: PaymentDetailRequestSchema,
  deposit: PaymentRequestSchema,
  withdraw: PaymentRequestSchema,
  getPaymentMethods: PaymentMethodsRequestSchema,
  adminPayments: AdminPaymentsQuerySchema,
  adminApprovePayment: AdminPaymentDecisionSchema,
  adminRejectPayment: AdminPaymentDecisionSchema,
  adminKycClearPayment: AdminKycClearSchema,
  adminPaymentRefunds: AdminRefundsQuerySchema,
  adminRetryRefund: AdminRefundRetrySchema,
  adminBalancesOwed: AdminRefundsQuerySchema,
  adminPayOutOwed: AdminOwedPayoutSchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

/** spec §7: `payment/detail` (id, type) — the method id and deposit (1) or withdraw (2). */
export type PaymentDetailRequest = Static<typeof PaymentDetailRequestSchema>;

/** The detail object of a deposit/withdraw request: field key → text or number. */
export type PaymentDetail = Static<typeof PaymentDetailSchema>;

/** spec §3: deposit/withdraw request; target is always 'pay'. */
export type PaymentRequest = Static<typeof PaymentRequestSchema>;

/** Beyond §7 `payment/methods`: which list (deposit 1 or withdraw 2). */
export type PaymentMethodsRequest = Static<typeof PaymentMethodsRequestSchema>;

export type AdminPaymentsQuery = Static<typeof AdminPaymentsQuerySchema>;

export type AdminPaymentDecision = Static<typeof AdminPaymentDecisionSchema>;

export type AdminKycClear = Static<typeof AdminKycClearSchema>;

export type AdminRefundsQuery = Static<typeof AdminRefundsQuerySchema>;

export type AdminRefundRetry = Static<typeof AdminRefundRetrySchema>;

export type AdminOwedPayout = Static<typeof AdminOwedPayoutSchema>;

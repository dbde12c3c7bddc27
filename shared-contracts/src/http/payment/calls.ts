import type {
  AdminBalanceOwed,
  AdminPaymentRecord,
  DepositResult,
  PaymentDetailField,
  PaymentMethod,
} from '../../domain/payment';
import { endpoint, type CallsOf } from '../endpoint-def';
import type {
  AdminKycClear,
  AdminOwedPayout,
  AdminPaymentDecision,
  AdminPaymentsQuery,
  AdminRefundRetry,
  AdminRefundsQuery,
  PAYMENT_REQUEST_SCHEMAS,
  PaymentDetailRequest,
  PaymentMethodsRequest,
  PaymentRequest,
} from './schemas';

/** The payment calls (spec §7) and the cashier's operator calls. */
export const PAYMENT_CALLS = {
  getPaymentDetail: endpoint<PaymentDetailRequest, PaymentDetailField[]>().post(
    'payment/detail',
    'player',
  ),
  deposit: endpoint<PaymentRequest, DepositResult>().post('payment/deposit', 'player'),
  withdraw: endpoint<PaymentRequest>().post('payment/withdraw', 'player'),
  /** Beyond §7: the method lists of /dashboard/deposit and /dashboard/withdraw (spec §2). */
  getPaymentMethods: endpoint<PaymentMethodsRequest, PaymentMethod[]>().post(
    'payment/methods',
    'player',
  ),
  /** The cashier's queue: payments by status (Pending by default) and type. */
  adminPayments: endpoint<AdminPaymentsQuery, AdminPaymentRecord[]>().get(
    'admin/payments',
    'admin',
  ),
  /** Approve a Pending withdrawal (paid out) or bank transfer deposit (credited). */
  adminApprovePayment: endpoint<AdminPaymentDecision, AdminPaymentRecord>().post(
    'admin/payments/approve',
    'admin',
  ),
  /** Reject a Pending payment; a withdrawal's hold returns to the balance. */
  adminRejectPayment: endpoint<AdminPaymentDecision, AdminPaymentRecord>().post(
    'admin/payments/reject',
    'admin',
  ),
  /** Clear the identity (KYC) review holding a large first withdrawal, with a reason. */
  adminKycClearPayment: endpoint<AdminKycClear, AdminPaymentRecord>().post(
    'admin/payments/kycclear',
    'admin',
  ),
  /** Deposits returned to their source whose refund the gateway refused or has not answered. */
  adminPaymentRefunds: endpoint<AdminRefundsQuery, AdminPaymentRecord[]>().get(
    'admin/payments/refunds',
    'admin',
  ),
  /** Ask the gateway again for a refused refund. */
  adminRetryRefund: endpoint<AdminRefundRetry, AdminPaymentRecord>().post(
    'admin/payments/refunds/retry',
    'admin',
  ),
  /** Self-excluded players' balances still held, to be paid out to them (LCCP 3.5). */
  adminBalancesOwed: endpoint<AdminRefundsQuery, AdminBalanceOwed[]>().get(
    'admin/payments/owed',
    'admin',
  ),
  /** Pay a self-excluded player's balance out to them: a withdrawal, paid out at once. */
  adminPayOutOwed: endpoint<AdminOwedPayout, AdminPaymentRecord>().post(
    'admin/payments/owed/payout',
    'admin',
  ),
} as const satisfies CallsOf<typeof PAYMENT_REQUEST_SCHEMAS>;

import type { PaymentDetail } from '../http/payment/schemas';
import { NUMERIC_OBJECT_TYPES, type PaymentObjectType } from './enums';

/** Payment entities of spec §3 and the one conversion both the dialogs and the api rely on. */

/** spec §3: a dropdown option of a payment detail field. */
export interface PaymentFieldOption {
  id: number | string;
  name: string;
}

/**
 * spec §3: payment detail field. When `option` is a list the field is a dropdown (with a
 * 'Select' first option, spec §2); a field with a mask uses it as input mask and placeholder.
 */
export interface PaymentDetailField {
  key: string;
  mask: string | null;
  objectType: PaymentObjectType;
  option: PaymentFieldOption[] | null;
  /** Prefilled value, if any. */
  value: string | null;
}

/**
 * spec §7 `payment/deposit` data: a string starting with http opens in a new tab (type Iframe,
 * spec §4); anything else is shown as a message.
 */
export type DepositResult = string | Record<string, unknown> | null;

/** spec §2/§4: whether a deposit result is a URL to continue at. */
export function isDepositUrl(result: DepositResult): result is string {
  return typeof result === 'string' && /^https?:\/\//i.test(result);
}

export function isDropdownField(field: PaymentDetailField): boolean {
  return field.objectType === 'Dropdown' || Array.isArray(field.option);
}

/**
 * spec §3: "detail (object keyed by field key; number types converted to numbers, dropdown
 * values to a number if numeric, otherwise text)". Text is trimmed; a numeric field typed with
 * the Turkish decimal comma ('12,50') is read as 12.5. Keys not in `fields` are dropped.
 */
export function buildPaymentDetail(
  fields: readonly PaymentDetailField[],
  values: Readonly<Record<string, unknown>>,
): PaymentDetail {
  const detail: PaymentDetail = {};
  for (const field of fields) {
    const raw = values[field.key];
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (isDropdownField(field)) {
      detail[field.key] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    } else if (NUMERIC_OBJECT_TYPES.includes(field.objectType)) {
      const n = Number(text.replace(',', '.'));
      detail[field.key] = text !== '' && Number.isFinite(n) ? n : text;
    } else {
      detail[field.key] = text;
    }
  }
  return detail;
}

/**
 * A payment method of the lists on /dashboard/deposit and /dashboard/withdraw (spec §2): its id
 * and type open the dynamic dialog (`payment/detail`), the rest is shown on its card. Served by
 * the api's payments domain from the `payment_method` table (seeded, changed by ops).
 */
export interface PaymentMethod {
  id: number;
  /** spec §3 transaction type: Deposit 1, Withdraw 2. */
  type: number;
  /** Title of the dialog and the card, in the request's language. */
  name: string;
  /** Address of the method's logo picture. */
  logo: string;
  /** Limits in lira, two decimals. */
  min: number;
  max: number;
  /** E.g. 'Instant', '1–3 hours', in the request's language. */
  processingTime: string;
}

/** The payment states of spec §3 (transaction status) as the api stores them, plus Expired. */
export type PaymentStatusName =
  'Created' | 'Pending' | 'Confirmed' | 'Rejected' | 'Cancelled' | 'Expired';

/** A payment as the cashier (operators) sees it. */
export interface AdminPaymentRecord {
  id: number;
  username: string;
  type: number;
  method: string;
  amount: number;
  status: PaymentStatusName;
  detail: Record<string, unknown>;
  reference: string | null;
  reason: string | null;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /**
   * A deposit not credited (a break, a limit lowered) is returned to its source through the
   * gateway: `pending` until it answers, `refunded` (refundId), `refused` (refundError: the
   * operators' refund queue). Null for every other payment.
   */
  refundState: 'pending' | 'refunded' | 'refused' | null;
  refundId: string | null;
  refundError: string | null;
  /**
   * What a Pending payment waits for besides a decision: `kycReview` (a large first withdrawal
   * held for an identity review, admin/payments/kycclear), `secondApproval` (a withdrawal at or
   * above the four-eyes amount approved once), or null.
   */
  awaiting?: 'kycReview' | 'secondApproval' | null;
  /** The first of a four-eyes withdrawal's two approvers, and when. */
  firstApprovedBy?: string | null;
  firstApprovedAt?: string | null;
  /** Who cleared the identity (KYC) review, when one held the withdrawal. */
  kycClearedBy?: string | null;
}

/** A self-excluded player's balance still held, to be paid out to them (LCCP 3.5). */
export interface AdminBalanceOwed {
  playerId: number;
  username: string;
  email: string;
  balance: number;
  excludedAt: string | null;
  until: string;
}

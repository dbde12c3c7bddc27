import type { ColumnType, Generated } from 'kysely';
import type { Json, CreatedAt, Timestamp, Minor } from './common';

/** Payments (migration 0050) and the built-in gateway's sessions (modules/payments). */

/** A stored payment detail field (spec §3: key, mask, objectType, option, value). */
export interface PaymentFieldDef {
  key: string;
  mask: string | null;
  objectType: 'String' | 'Int' | 'Long' | 'Decimal' | 'Dropdown';
  option: { id: number | string; name: string }[] | null;
  value: string | null;
}

export interface PaymentMethodTable {
  id: Generated<number>;
  /** spec §3 transaction type: Deposit 1, Withdraw 2. */
  direction: number;
  code: string;
  flow: 'hosted' | 'transfer' | 'payout';
  logo: string;
  min_minor: Minor;
  max_minor: Minor;
  texts: Json<Record<string, { name: string; processing: string }>>;
  fields: Json<PaymentFieldDef[]>;
  sort: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export type PaymentStatusColumn =
  'Created' | 'Pending' | 'Confirmed' | 'Rejected' | 'Cancelled' | 'Expired';

export interface PaymentTable {
  id: Generated<number>;
  player_id: number;
  method_id: number;
  direction: number;
  status: PaymentStatusColumn;
  amount_minor: Minor;
  currency: ColumnType<string, string | undefined, string>;
  detail: Json<Record<string, unknown>>;
  locale: ColumnType<string, string | undefined, string>;
  idempotency_key: string | null;
  reference: string | null;
  gateway_session: string | null;
  gateway_transaction: string | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  expires_at: Timestamp | null;
  /** A deposit returned to its source (migration 0053): the gateway refund's progress. */
  refund_state: ColumnType<'pending' | 'refunded' | 'refused' | null, never, string | null>;
  refund_id: ColumnType<string | null, never, string | null>;
  refund_error: ColumnType<string | null, never, string | null>;
  /** Four eyes (migration 0101): the first of a large withdrawal's two approvals. */
  first_approved_by: ColumnType<string | null, never, string | null>;
  first_approver_key: ColumnType<string | null, never, string | null>;
  first_approved_at: ColumnType<Date | null, never, string | null>;
  /** A large first withdrawal held for an identity (KYC) review, and who cleared it. */
  kyc_hold: ColumnType<boolean, boolean | undefined, boolean>;
  kyc_cleared_by: ColumnType<string | null, never, string | null>;
  kyc_cleared_at: ColumnType<Date | null, never, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface PaymentAuditTable {
  id: Generated<number>;
  payment_id: number;
  actor: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  created_at: CreatedAt;
}

/** The built-in payment gateway's own sessions (modules/payments/gateway). */
export interface GatewaySessionTable {
  id: string;
  merchant_reference: string;
  amount_minor: Minor;
  currency: string;
  method: string;
  locale: string;
  return_url: string;
  status: 'open' | 'paid' | 'declined' | 'cancelled' | 'expired';
  transaction_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
  /** The built-in gateway's refund of this transaction (migration 0053), once. */
  refund_id: ColumnType<string | null, never, string | null>;
  /** `challenge`: waiting for the 3-D Secure code on the same page (migration 0054). */
  step: Generated<'card' | 'challenge'>;
  // PCI DSS 3.3, 3.4: what the gateway keeps of a card — never its number nor its CVC.
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  /** The gateway's own token for the card. */
  card_token: string | null;
  challenge_failures: Generated<number>;
}

/** The tables of this file, by name. */
export interface PaymentsTables {
  payment_method: PaymentMethodTable;
  payment: PaymentTable;
  payment_audit: PaymentAuditTable;
  gateway_session: GatewaySessionTable;
}

import { TransactionStatus, TransactionType, type FinancialCategory } from '@oyna/contracts';

/**
 * The one place that says how a ledger kind shows in financial activities (spec §2
 * /dashboard/financial-activities, §3 transaction type and status). Kinds not named here (the
 * casino wallet's bet/win/rollback) are game play: they show in the game history instead.
 *
 * Payments plug in here: a kind's `status` is its status when nothing else is known; a kind with
 * `refundedBy` shows `refundedStatus` once a row of that kind with the same reference exists (a
 * withdrawal paid back). When payment records carry their own status (Pending, Merged, …), this
 * table is where that lookup joins in.
 */
export interface FinancialKind {
  category: FinancialCategory;
  type: TransactionType;
  status: TransactionStatus;
  /** Counted in the period's net deposits: +1 deposit, −1 withdrawal, 0 neither. */
  net: 1 | -1 | 0;
  /** Shown as a row (a refund is folded into the withdrawal it pays back). */
  listed: boolean;
  refundedBy?: string;
  refundedStatus?: TransactionStatus;
  /**
   * The row's reference is `payment:<id>` of the payments domain: its status is the payment
   * record's (a withdrawal held for approval shows Pending, then Confirmed or Rejected).
   */
  fromPayment?: boolean;
}

/** The payment record's status (payments migration 0050) as the §3 transaction status. */
export const PAYMENT_STATUS: Readonly<Record<string, TransactionStatus>> = {
  Created: TransactionStatus.Created,
  Pending: TransactionStatus.Pending,
  Confirmed: TransactionStatus.Confirmed,
  Rejected: TransactionStatus.Rejected,
  Cancelled: TransactionStatus.Cancelled,
  Expired: TransactionStatus.Cancelled,
};

/** The row kind of a deposit returned to its source (payments migration 0053). */
export const RETURNED_DEPOSIT_KIND = 'deposit_returned';

export const FINANCIAL_KINDS: Readonly<Record<string, FinancialKind>> = {
  deposit: {
    category: 'deposit',
    type: TransactionType.Deposit,
    status: TransactionStatus.Confirmed,
    net: 1,
    listed: true,
  },
  // The payments domain's kinds (a withdrawal is held at request, refunded when rejected).
  withdrawal: {
    category: 'withdraw',
    type: TransactionType.Withdraw,
    status: TransactionStatus.Confirmed,
    net: -1,
    listed: true,
    refundedBy: 'withdrawal_refund',
    refundedStatus: TransactionStatus.Rejected,
    fromPayment: true,
  },
  // A refunded withdrawal: its amount comes back, so it is taken off the period's withdrawals.
  withdrawal_refund: {
    category: 'withdraw',
    type: TransactionType.Withdraw,
    status: TransactionStatus.Rejected,
    net: -1,
    listed: false,
  },
  // A deposit the gateway took but that was not credited (LCCP 3.5 break, RTS 12 limit): not a
  // ledger kind — the payment record itself, listed Cancelled with the reason "returned to
  // source" (AccountQueries reads it from `payment`); no balance change, not in net deposits.
  [RETURNED_DEPOSIT_KIND]: {
    category: 'deposit',
    type: TransactionType.Deposit,
    status: TransactionStatus.Cancelled,
    net: 0,
    listed: true,
  },
  trial_bonus: {
    category: 'bonus',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: true,
  },
  bonus: {
    category: 'bonus',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: true,
  },
  // Bonus money leaving or turning into cash (platform/bonus-wallet.ts; spec §3 statuses): the
  // player sees where their bonus went — its release and conversion when the wagering was met,
  // a forfeit (by the player, a withdrawal, ops), an expiry, forfeited winnings of a closed one.
  bonus_release: {
    category: 'bonus',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: true,
  },
  bonus_conversion: {
    category: 'bonus',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: true,
  },
  bonus_forfeit: {
    category: 'bonus',
    type: TransactionType.All,
    status: TransactionStatus.Cancelled,
    net: 0,
    listed: true,
  },
  bonus_expiry: {
    category: 'bonus',
    type: TransactionType.All,
    status: TransactionStatus.Cancelled,
    net: 0,
    listed: true,
  },
  bonus_winnings_forfeit: {
    category: 'bonus',
    type: TransactionType.All,
    status: TransactionStatus.Cancelled,
    net: 0,
    listed: true,
  },
  adjustment: {
    category: 'adjustment',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: true,
  },
  // The sportsbook's kinds (modules/sports): game play like the casino's bets and wins, so not
  // rows of financial activities nor counted in net deposits; the sports remote's My bets is
  // their history (stake, return, status per bet). Named here so that no sports row is ever
  // mistaken for a payment.
  sports_stake: {
    category: 'adjustment',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: false,
  },
  sports_win: {
    category: 'adjustment',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: false,
  },
  sports_refund: {
    category: 'adjustment',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: false,
  },
  sports_cashout: {
    category: 'adjustment',
    type: TransactionType.All,
    status: TransactionStatus.Confirmed,
    net: 0,
    listed: false,
  },
};

export const LISTED_KINDS = Object.entries(FINANCIAL_KINDS)
  .filter(([, k]) => k.listed)
  .map(([kind]) => kind);

/** The kinds of one §3 type filter (All: every listed kind). */
export function kindsOfType(type: TransactionType): string[] {
  return type === TransactionType.All
    ? LISTED_KINDS
    : LISTED_KINDS.filter((kind) => FINANCIAL_KINDS[kind]?.type === type);
}

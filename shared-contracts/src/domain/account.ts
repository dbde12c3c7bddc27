import type { GameTransactionKind, TransactionStatus, TransactionType } from './enums';

/**
 * The account area (spec §2 account routes): dashboard, details, financial activities, game
 * history, bonus requests and bonuses, session history. Amounts are two-decimal lira; times UTC
 * ISO 8601.
 */

/** What a financial row is, beyond §3's type (All0, Deposit1, Withdraw2). */
export type FinancialCategory = 'deposit' | 'withdraw' | 'bonus' | 'adjustment';

export interface FinancialActivity {
  id: number;
  /** spec §3 transaction type; bonuses and adjustments are All (0): neither deposit nor withdraw. */
  type: TransactionType;
  category: FinancialCategory;
  /** spec §3 transaction status. */
  status: TransactionStatus;
  /** Signed: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  /** The ledger kind (trial_bonus, deposit, bonus_request, …). */
  kind: string;
  reference: string | null;
  time: string;
  /**
   * Why the row's status is what it is, when the player is told: a deposit the gateway took but
   * that was not credited (a break, a limit lowered) shows Cancelled, "returned to source".
   */
  reason?: 'returnedToSource';
}

export interface FinancialActivitiesPage {
  items: FinancialActivity[];
  total: number;
  /** The period shown (default the last 30 days), YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  /** Deposits minus withdrawals of the period (UKGC RTS 1), whatever the type/status filter. */
  netDeposits: number;
  deposits: number;
  withdrawals: number;
}

export interface FinancialExport {
  fileName: string;
  /** text/csv, comma separated, header row first. */
  csv: string;
}

export interface GameRound {
  id: number;
  time: string;
  game: string;
  gameCode: string;
  provider: string;
  stake: number;
  win: number;
  /** win − stake. */
  net: number;
  /** spec §3 game transaction kind: Win1 when the round paid, else Bet2. */
  kind: GameTransactionKind;
  status: 'open' | 'closed' | 'rolled_back';
  /** The provably fair verification page of a built-in provider round, else null. */
  verifyUrl: string | null;
}

export interface GameHistoryPage {
  items: GameRound[];
  total: number;
  from: string;
  to: string;
  /** The games the player has played, for the filter. */
  games: { code: string; name: string }[];
}

export interface AccountSummary {
  name: string;
  surname: string;
  username: string;
  usercode: string;
  balance: number;
  phone: string;
  smsVerified: boolean;
  recentActivities: FinancialActivity[];
  recentRounds: GameRound[];
  pendingBonusRequest: boolean;
}

export interface AccountDetails {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  smsVerified: boolean;
  /** TC No with all but the first 3 and last 2 digits masked. */
  personalNo: string;
  birthDate: string;
  country: string;
  memberSince: string;
  /** The operator's rule: which fields the player may change here (KYC locks the others). */
  editable: ('phone' | 'password')[];
}

export type BonusOfferCode = 'first_deposit' | 'weekly_cashback' | 'birthday';

export interface BonusOffer {
  code: string;
  title: string;
  terms: string;
  /** What the bonus would credit now (0 when not eligible). */
  amount: number;
  /** Wagering requirement as a multiple of the bonus. */
  wageringMultiplier: number;
  eligible: boolean;
  /** Why not, in the request's language (null when eligible). */
  reason: string | null;
}

export type BonusStatus = 'requested' | 'active' | 'completed' | 'rejected' | 'expired';

export interface PlayerBonus {
  id: number;
  offer: string;
  title: string;
  status: BonusStatus;
  amount: number;
  requestedAt: string;
  decidedAt: string | null;
  expiresAt: string | null;
  wagered: number;
  wageringRequired: number;
  note: string | null;
}

export interface BonusListPage {
  items: PlayerBonus[];
  total: number;
}

export interface SessionRecord {
  id: string;
  startedAt: string;
  lastSeenAt: string;
  endedAt: string | null;
  endReason: string | null;
  browser: string;
  os: string;
  device: string;
  /** The address with its last part masked. */
  ip: string;
  current: boolean;
}

export interface EndSessionsResult {
  ended: number;
}

export interface AdminBonusRequest {
  id: number;
  username: string;
  offer: string;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
  requestedAt: string;
  decidedAt: string | null;
  note: string | null;
}

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

/**
 * What a bet counts toward a bonus's wagering, by product: casino games by their category (a slot
 * 100 %, table and live games 10–20 %), sports singles at odds of at least `sportsMinOdds` and
 * combos — counted when the bet settles. A percent, 0–100.
 */
export type BonusProduct = 'slots' | 'table' | 'live' | 'crash' | 'bingo' | 'sports';
export type BonusContributions = Record<BonusProduct, number>;

/** The terms a bonus runs under, copied from its offer when it is granted. */
export interface BonusTerms {
  /** Wagering requirement as a multiple of the bonus. */
  wageringMultiplier: number;
  contributions: BonusContributions;
  /** Sports singles count only at odds of at least this (combos always). */
  sportsMinOdds: number;
  /** The largest stake while the bonus is active (null: no maximum). */
  maxBet: number | null;
  /** The most the bonus can become as cash (null: all of it). */
  maxConversion: number | null;
  /** Days the bonus has to meet its wagering. */
  validDays: number;
}

export interface BonusOffer {
  code: string;
  title: string;
  /** The offer's terms in plain words, in the request's language, written from its record. */
  terms: string;
  /** What the bonus would credit now (0 when not eligible). */
  amount: number;
  /** Wagering requirement as a multiple of the bonus. */
  wageringMultiplier: number;
  eligible: boolean;
  /** Why not, in the request's language (null when eligible). */
  reason: string | null;
  /** The record's terms, for a screen that lays them out as a list. */
  rules?: BonusTerms;
}

/**
 * spec §3 status Processing1 (active), Completed2 (wagering met, converted to cash), Cancelled3
 * (forfeited by the player, a withdrawal, a self-exclusion or ops), Expired4; and a request's
 * own states before a bonus exists (requested, rejected).
 */
export type BonusStatus =
  'requested' | 'active' | 'completed' | 'rejected' | 'expired' | 'cancelled';

/** Where a bonus came from: the trial bonus of registration, an approved claim, or ops. */
export type BonusSource = 'trial' | 'claim' | 'grant';

export interface PlayerBonus {
  /** The bonus's id once granted, else the request's id. */
  id: number;
  /** The granted bonus (forfeit by this id), or null while only requested or when rejected. */
  bonusId: number | null;
  /** The claim request behind it, if any. */
  requestId: number | null;
  source: BonusSource;
  offer: string;
  title: string;
  status: BonusStatus;
  amount: number;
  requestedAt: string;
  decidedAt: string | null;
  expiresAt: string | null;
  wagered: number;
  wageringRequired: number;
  /** The bonus money it holds now (0 unless active). */
  bonusBalance: number;
  /** What became cash when the wagering was met (null until then). */
  converted: number | null;
  /** Its terms (null while only requested or when rejected). */
  rules: BonusTerms | null;
  /** The terms and what a withdrawal does, in plain words, in the request's language. */
  terms: string;
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

// ── the operators' bonus calls (admin/bonus*) ───────────────────────────────────────────────

/** An offer's kind: the first four have fixed eligibility (one offer each); manual is ops' own. */
export type BonusOfferKind = 'trial' | 'first_deposit' | 'weekly_cashback' | 'birthday' | 'manual';

/** An offer record as ops read and write it (`admin/bonusoffers`, `admin/bonusoffer`). */
export interface AdminBonusOffer {
  code: string;
  kind: BonusOfferKind;
  titleTr: string;
  titleEn: string;
  /** Percent of the deposit (first deposit) or of the loss (cashback), or null. */
  percent: number | null;
  /** A fixed amount (birthday, a manual offer's default grant), or null. */
  amount: number | null;
  /** The most one bonus of the offer pays, or null. */
  cap: number | null;
  /** The least loss that earns a cashback, or null. */
  minimum: number | null;
  /** Days of history a cashback looks back over, or a birthday's window, or null. */
  windowDays: number | null;
  wageringMultiplier: number;
  contributions: BonusContributions;
  sportsMinOdds: number;
  maxBet: number | null;
  maxConversion: number | null;
  validDays: number;
  enabled: boolean;
  sort: number;
  /** ISO 8601. */
  updatedAt: string;
}

/** A player's granted bonus as ops read it (`admin/bonusgrant`, `admin/bonuscancel`). */
export interface AdminPlayerBonus {
  id: number;
  username: string;
  offer: string;
  source: BonusSource;
  status: 'active' | 'completed' | 'cancelled' | 'expired';
  amount: number;
  wageringRequired: number;
  wagered: number;
  /** The terms it runs under (copied from its offer when granted). */
  rules: BonusTerms;
  grantedAt: string;
  expiresAt: string;
  closedAt: string | null;
  closeReason: string | null;
  /** What became cash (completed), or null. */
  converted: number | null;
  /** The bonus money removed (cancelled, expired), or null. */
  removed: number | null;
  grantedBy: string | null;
  reason: string | null;
}

/** The bonus money of one day (UTC) by what happened to it, in lira. */
export interface BonusCostFigures {
  /** Bonus money credited (grants, claims, the trial bonus). */
  granted: number;
  /** Bonus money that became cash: the real cost. */
  converted: number;
  /** Bonus money (and bonus winnings) removed on a forfeit or a cancellation. */
  forfeited: number;
  /** Bonus money removed when a bonus expired. */
  expired: number;
}

export interface BonusCostDay extends BonusCostFigures {
  /** YYYY-MM-DD, UTC. */
  day: string;
}

/** `admin/bonuscost`: every day of the range (zeros included) and the range's total. */
export interface BonusCostReport {
  from: string;
  to: string;
  days: BonusCostDay[];
  total: BonusCostFigures;
}

/** One of ops' actions on offers and players' bonuses (`admin/bonusaudit`). */
export interface BonusAuditRecord {
  id: number;
  /** `operator:<name>`. */
  actor: string;
  action: 'offer.create' | 'offer.edit' | 'grant' | 'cancel';
  /** `offer:<code>` or `player:<username>`. */
  target: string;
  detail: Record<string, unknown>;
  /** ISO 8601. */
  time: string;
}

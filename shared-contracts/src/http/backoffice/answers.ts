/**
 * The answers of the back office's screen calls (calls.ts). Amounts are lira (two decimals),
 * times ISO 8601, days YYYY-MM-DD in Europe/Istanbul. Personal data (TC No, phone, e-mail, IBAN)
 * arrives masked (`5** *** ** 67`) for a role that does not need it; `masked` says so.
 */

/** A count and the sum of its amounts. */
export interface CountSum {
  count: number;
  amount: number;
}

/** Gross gaming revenue of a product: stakes less wins (refunds and rollbacks taken off stakes). */
export interface ProductGgr {
  stakes: number;
  wins: number;
  ggr: number;
}

/** `admin/dashboard`: today's figures and what waits. */
export interface BackofficeDashboard {
  /** Today, YYYY-MM-DD in Europe/Istanbul. */
  day: string;
  timeZone: string;
  /** Confirmed today. */
  deposits: CountSum;
  /** Paid out (confirmed) today. */
  withdrawals: CountSum;
  ggr: { casino: ProductGgr; sports: ProductGgr; total: number };
  newPlayers: number;
  queues: {
    /** Withdrawals waiting for a decision. */
    withdrawals: number;
    /** Bank-transfer deposits waiting for a decision. */
    bankTransfers: number;
    bonusClaims: number;
    /** Call requests not handled yet. */
    callRequests: number;
  };
}

/** A player as a list shows them. */
export interface BackofficePlayer {
  id: number;
  usercode: string;
  username: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** TC No (T.C. Kimlik No). */
  personalNo: string;
  locked: boolean;
  createdAt: string;
}

export interface BackofficePlayerPage {
  items: BackofficePlayer[];
  total: number;
  /** Whether personal data was masked for the caller's role. */
  masked: boolean;
}

/** The protection state (read-only here): limits, a break in force, the reality check. */
export interface BackofficeProtection {
  block: { kind: 'timeout' | 'exclusion'; until: string; endRequestedAt: string | null } | null;
  depositLimits: {
    period: 'day' | 'week' | 'month';
    amount: number | null;
    pending: number | null;
  }[];
  realityCheckMinutes: number | null;
}

/** `admin/players/:id`: the profile's head. */
export interface BackofficePlayerProfile {
  player: BackofficePlayer & {
    birthDate: string;
    smsVerified: boolean;
    lock: { reason: string; by: string; at: string } | null;
  };
  balance: { total: number; cash: number; bonus: number };
  protection: BackofficeProtection;
  /** Sessions still open. */
  openSessions: number;
  masked: boolean;
}

export interface BackofficeLedgerRow {
  id: number;
  kind: string;
  amount: number;
  /** The part of `amount` that was bonus money. */
  bonusAmount: number;
  balanceAfter: number;
  bonusAfter: number;
  reference: string | null;
  createdAt: string;
}

export interface BackofficePayment {
  id: number;
  direction: 'deposit' | 'withdrawal';
  method: string;
  status: string;
  amount: number;
  /** The payment's details (an IBAN masked by role). */
  detail: Record<string, unknown>;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export interface BackofficeBet {
  id: number;
  kind: string;
  status: string;
  stake: number;
  oddsMilli: number;
  payout: number | null;
  live: boolean;
  legs: {
    eventName: string;
    market: string;
    selection: string;
    oddsMilli: number;
    status: string;
  }[];
  placedAt: string;
  settledAt: string | null;
}

export interface BackofficeRound {
  id: number;
  provider: string;
  gameCode: string;
  gameName: string;
  stake: number;
  win: number;
  status: string;
  createdAt: string;
  closedAt: string | null;
}

export interface BackofficeSession {
  id: string;
  ip: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  endedAt: string | null;
  endReason: string | null;
}

export interface BackofficeBonus {
  id: number;
  offer: string;
  source: string;
  status: string;
  amount: number;
  wageringRequired: number;
  wagered: number;
  grantedAt: string;
  expiresAt: string;
  closedAt: string | null;
  closeReason: string | null;
  grantedBy: string | null;
}

export interface BackofficeNote {
  id: number;
  text: string;
  /** The staff member (or integration) who wrote it. */
  author: string;
  createdAt: string;
}

/** One page of a profile's activity list, newest first. */
export interface BackofficeList<T> {
  items: T[];
  total: number;
}

/** `admin/players/lock`: the player's lock after the call, and how many sessions it ended. */
export interface BackofficeLockResult {
  locked: boolean;
  endedSessions: number;
}

/** One day (or the total) of a report. */
export interface ReportFigures {
  casino: ProductGgr;
  sports: ProductGgr;
  /** casino + sports. */
  ggr: number;
  /**
   * Bonus money given away: granted, less what was forfeited or expired (what players staked of
   * it or took as cash).
   */
  bonusCost: number;
  /** GGR − bonus cost. */
  ngr: number;
}

export interface ReportDay extends ReportFigures {
  day: string;
}

/** `admin/reports`: every day of the range (zeros included), the total, payments by method. */
export interface BackofficeReport {
  from: string;
  to: string;
  timeZone: string;
  days: ReportDay[];
  total: ReportFigures;
  /** Confirmed deposits and paid-out withdrawals of the range, by method. */
  payments: {
    direction: 'deposit' | 'withdrawal';
    method: string;
    count: number;
    amount: number;
  }[];
  /** The bonus desk's cost figures over the same days. */
  bonus: { granted: number; converted: number; forfeited: number; expired: number };
}

/** `admin/reports/csv`: a file name and its text (no spreadsheet formula in any field). */
export interface BackofficeReportCsv {
  filename: string;
  csv: string;
  rows: number;
}

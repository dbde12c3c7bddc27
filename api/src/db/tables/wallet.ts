import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Minor } from './common';

/** Balances, the ledger and bonus requests (platform/wallet.ts, modules/account). */

export interface WalletTable {
  player_id: number;
  /** The total a player can stake: cash + bonus. */
  balance_minor: Minor;
  /** The part of the balance that is bonus money (migration 0090); cash is the rest. */
  bonus_minor: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  player_id: number;
  /** What moved the money: trial_bonus, deposit, withdrawal, bet, win, rollback, … */
  kind: string;
  /** Signed: credits positive, debits negative. */
  amount_minor: Minor;
  balance_after_minor: Minor;
  /** Signed: how much of `amount_minor` was bonus money (0 for a cash move). */
  bonus_amount_minor: ColumnType<number, number | undefined, never>;
  bonus_after_minor: ColumnType<number, number | undefined, never>;
  /** The bonus whose money moved, if any. */
  bonus_id: ColumnType<number | null, number | null | undefined, never>;
  /** Unique: a resent request (provider, gateway, double click) never moves money twice. */
  idempotency_key: string;
  reference: string | null;
  created_at: CreatedAt;
}

export type BonusRequestStatus = 'pending' | 'approved' | 'rejected';

/** A player's bonus request (spec §2 /dashboard/claim-bonus), decided by ops. */
export interface BonusRequestTable {
  id: Generated<number>;
  player_id: number;
  offer_code: string;
  period_key: string;
  amount_minor: Minor;
  wagering_required_minor: Minor;
  status: ColumnType<BonusRequestStatus, BonusRequestStatus | undefined, BonusRequestStatus>;
  note: string | null;
  requested_at: CreatedAt;
  decided_at: ColumnType<Date | null, never, string | null>;
  expires_at: ColumnType<Date | null, never, string | null>;
  /** The requesting session's device (spec §7 x-fingerprint, migration 0092); null if unknown. */
  device: ColumnType<string | null, string | null | undefined, never>;
}

export type BonusOfferKind = 'trial' | 'first_deposit' | 'weekly_cashback' | 'birthday' | 'manual';

/** One offer's terms (migration 0090): the one record every screen writes its terms from. */
export interface BonusOfferTable {
  code: string;
  kind: BonusOfferKind;
  title_tr: string;
  title_en: string;
  percent: number | null;
  amount_minor: Minor | null;
  cap_minor: Minor | null;
  minimum_minor: Minor | null;
  window_days: number | null;
  wagering_multiplier: number;
  /** Percent per product: slots, table, live, crash, bingo, sports. */
  contributions: Json<Record<string, number>>;
  sports_min_odds_milli: ColumnType<number, number | undefined, number>;
  max_bet_minor: Minor | null;
  max_conversion_minor: Minor | null;
  valid_days: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export type PlayerBonusStatus = 'active' | 'completed' | 'cancelled' | 'expired';
export type PlayerBonusSource = 'trial' | 'claim' | 'grant';

/** The terms a granted bonus runs under (a copy of its offer's, taken when granted). */
export interface GrantedTerms {
  wageringMultiplier: number;
  contributions: Record<string, number>;
  sportsMinOddsMilli: number;
  maxBetMinor: number | null;
  maxConversionMinor: number | null;
  validDays: number;
}

/** A bonus granted to a player (migration 0090); one active per player. */
export interface PlayerBonusTable {
  id: Generated<number>;
  player_id: number;
  offer_code: string;
  source: PlayerBonusSource;
  request_id: number | null;
  amount_minor: Minor;
  wagering_required_minor: Minor;
  wagered_minor: ColumnType<number, number | undefined, number>;
  terms: Json<GrantedTerms>;
  status: ColumnType<PlayerBonusStatus, PlayerBonusStatus | undefined, PlayerBonusStatus>;
  granted_at: CreatedAt;
  expires_at: ColumnType<Date, string, string>;
  closed_at: ColumnType<Date | null, never, string | null>;
  close_reason: ColumnType<string | null, never, string | null>;
  converted_minor: ColumnType<number | null, never, number | null>;
  removed_minor: ColumnType<number | null, never, number | null>;
  granted_by: string | null;
  reason: string | null;
  device: string | null;
}

/** Ops' changes to offers and players' bonuses. */
export interface BonusAuditTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target: string;
  detail: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** The tables of this file, by name. */
export interface WalletTables {
  wallet: WalletTable;
  ledger_entry: LedgerEntryTable;
  bonus_request: BonusRequestTable;
  bonus_offer: BonusOfferTable;
  player_bonus: PlayerBonusTable;
  bonus_audit: BonusAuditTable;
}

import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Minor } from './common';

/** Balances, the ledger and bonus requests (platform/wallet.ts, modules/account). */

export interface WalletTable {
  player_id: number;
  balance_minor: Minor;
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
}

/** The tables of this file, by name. */
export interface WalletTables {
  wallet: WalletTable;
  ledger_entry: LedgerEntryTable;
  bonus_request: BonusRequestTable;
}

import type { ColumnType, Generated } from 'kysely';
import type { Json, Minor } from './common';

/** Player protection (modules/protection, platform/protection.ts). */

/** Player protection (migration 0070): RTS 12 deposit limits, RTS 13, LCCP 3.5. */
export interface DepositLimitTable {
  player_id: number;
  period: 'day' | 'week' | 'month';
  amount_minor: Minor | null;
  pending: ColumnType<boolean, boolean | undefined, boolean>;
  pending_minor: Minor | null;
  pending_at: ColumnType<Date | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface ProtectionStateTable {
  player_id: number;
  reality_check_seconds: number | null;
  block_kind: 'timeout' | 'exclusion' | null;
  block_from: ColumnType<Date | null, string | null | undefined, string | null>;
  block_until: ColumnType<Date | null, string | null | undefined, string | null>;
  end_requested_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface ProtectionEventTable {
  id: Generated<number>;
  player_id: number;
  actor: string;
  action: string;
  detail: Json<Record<string, unknown>>;
  effective_at: ColumnType<Date | null, string | null, never>;
  created_at: ColumnType<Date, string, never>;
}

/** The tables of this file, by name. */
export interface ProtectionTables {
  deposit_limit: DepositLimitTable;
  protection_state: ProtectionStateTable;
  protection_event: ProtectionEventTable;
}

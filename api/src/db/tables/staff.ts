import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './common';

/** The back office: staff, their sessions, recovery codes, machine tokens and the audit (0100). */

export type StaffRoleColumn = 'owner' | 'cashier' | 'content' | 'support' | 'risk' | 'auditor';

export interface StaffTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  name: string;
  password_hash: string;
  role: StaffRoleColumn;
  /** AES-256-GCM sealed (modules/staff/totp.ts); never leaves the queries layer. */
  totp_secret: string | null;
  totp_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  totp_last_step: number | null;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, string, never>;
  ended_at: ColumnType<Date | null, never, Date | string>;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, never, Date | string>;
}

export interface StaffTokenTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  role: StaffRoleColumn;
  created_by: number | null;
  created_at: CreatedAt;
  revoked_at: ColumnType<Date | null, never, Date | string>;
}

/** Append-only (a trigger refuses update and delete): inserts only. */
export interface AuditLogTable {
  id: ColumnType<number, never, never>;
  actor_kind: 'staff' | 'token' | 'admin-token' | 'cli';
  actor: string;
  staff_id: number | null;
  role: string | null;
  ip: string | null;
  action: string;
  object: string | null;
  status: number | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: CreatedAt;
}

/** The tables of this file, by name. */
export interface StaffTables {
  staff: StaffTable;
  staff_session: StaffSessionTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_token: StaffTokenTable;
  audit_log: AuditLogTable;
}

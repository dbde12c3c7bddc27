import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './common';

/** Players, their sessions, one-time codes, the outbox and the throttles (platform/, modules/auth). */

export interface PlayerTable {
  id: Generated<number>;
  usercode: ColumnType<string, never, never>;
  username: string;
  /** lower(username): usernames are unique and looked up case-insensitively. */
  username_key: string;
  email: string;
  email_key: string;
  personal_no: string;
  name: string;
  surname: string;
  phone: string;
  sms_verified: ColumnType<boolean, boolean | undefined, boolean>;
  country_id: number;
  currency_id: number;
  /** year-month-day; read back as text (see database.ts). */
  birth_date: string;
  ref_id: number | null;
  password_hash: string;
  created_at: CreatedAt;
  password_changed_at: ColumnType<Date, string | undefined, string>;
  /** Locked by staff (migration 0110): no login, sessions ended; null when not locked. */
  locked_at: ColumnType<Date | null, never, string | null>;
  lock_reason: ColumnType<string | null, never, string | null>;
  locked_by: ColumnType<string | null, never, string | null>;
}

export interface SessionTable {
  id: string;
  player_id: number;
  fingerprint: string;
  user_agent: string;
  ip: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, string | undefined, string>;
  ended_at: ColumnType<Date | null, never, string | null>;
  end_reason: string | null;
}

export type CodePurpose = 'sms' | 'reset';

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: CodePurpose;
  player_id: number;
  /** The phone number or e-mail address the code was sent to. */
  target: string;
  code_hash: string;
  tries: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, string, string>;
  used_at: ColumnType<Date | null, never, string | null>;
}

export type OutboxChannel = 'sms' | 'email';

export interface OutboxTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string;
  code: string | null;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, never, string | null>;
}

export interface ThrottleHitTable {
  key: string;
  window_start: ColumnType<Date, string, never>;
  hits: number;
}

/** The tables of this file, by name. */
export interface IdentityTables {
  player: PlayerTable;
  session: SessionTable;
  verification_code: VerificationCodeTable;
  outbox: OutboxTable;
  throttle_hit: ThrottleHitTable;
}

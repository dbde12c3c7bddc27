import type { BlockKind, LimitPeriod } from './enums';

/**
 * Player protection (UKGC RTS 12 deposit limits, RTS 13 reality checks, LCCP 3.5 breaks). Its
 * enumerations live in ./enums, its request types beside their schemas
 * (../http/protection/schemas.ts).
 */

/** One deposit limit with its use in the current (rolling) period. Amounts in lira. */
export interface DepositLimitState {
  period: LimitPeriod;
  /** The limit in force; null: none. */
  amount: number | null;
  /** Deposits confirmed or pending in the period (RTS 12: pending ones count). */
  used: number;
  /** A raise or removal waiting for its 24 hours and the player's confirmation (RTS 12D). */
  pending: { amount: number | null; effectiveAt: string; confirmable: boolean } | null;
}

/** The session's clock and net position (RTS 13: time since login, wins minus stakes). */
export interface PlaySession {
  startedAt: string;
  /** Server time now, so the clock does not depend on the device's clock. */
  now: string;
  /** Wins minus stakes (casino and sports) since login, in lira. */
  net: number;
  /** The reality-check interval in seconds (0: off). */
  realityCheckSeconds: number;
}

export interface ProtectionState {
  limits: DepositLimitState[];
  /** The reality-check interval in seconds (0 = off) and the choices offered. */
  realityCheckSeconds: number;
  realityCheckOptions: number[];
  session: PlaySession;
}

export interface ProtectionHistoryEntry {
  at: string;
  actor: string;
  action: string;
  detail: Record<string, unknown>;
  effectiveAt: string | null;
}

/** What an operator sees (no call lifts a self-exclusion early: LCCP 3.5). */
export interface AdminProtectionState {
  playerId: number;
  limits: DepositLimitState[];
  realityCheckSeconds: number;
  block: { kind: BlockKind; until: string; endRequestedAt: string | null } | null;
  history: ProtectionHistoryEntry[];
}

/** A break taken: when it ends (the player is logged out everywhere at once). */
export interface BlockResult {
  kind: BlockKind;
  until: string;
}

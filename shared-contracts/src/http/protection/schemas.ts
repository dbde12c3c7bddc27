import { Type, type Static } from '@sinclair/typebox';
import { EXCLUSION_DURATIONS, LIMIT_PERIODS, TIMEOUT_DURATIONS } from '../../domain/enums';
import { Amount, Id, Input, Int, NoInput, OneOf } from '../schemas/formats';

/** Request schemas of the player-protection tools (beyond §7; UKGC RTS 12, 13, LCCP 3.5). */

export const DepositLimitRequestSchema = Input({
  period: OneOf(LIMIT_PERIODS),
  /** The new limit in lira; null removes it (a removal waits like a raise, RTS 12D). */
  amount: Type.Union([Amount({ minimum: 1 }), Type.Null()]),
});

export const LimitPeriodRequestSchema = Input({ period: OneOf(LIMIT_PERIODS) });

/**
 * RTS 13: the reality-check interval in seconds (0 = off; 15, 30 or 60 minutes; the api says
 * which are offered, a short test interval only outside production).
 */
export const RealityCheckRequestSchema = Input({ seconds: Int(3600) });

export const BlockRequestSchema = Input({
  kind: OneOf(['timeout', 'exclusion']),
  duration: OneOf([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS]),
});

export const AdminProtectionQuerySchema = Input({ playerId: Id() });

/** The request schema of each player-protection call (calls.ts), by the call's name. */
export const PROTECTION_REQUEST_SCHEMAS = {
  getProtection: NoInput,
  getPlaySession: NoInput,
  setDepositLimit: DepositLimitRequestSchema,
  confirmDepositLimit: LimitPeriodRequestSchema,
  setRealityCheck: RealityCheckRequestSchema,
  takeBreak: BlockRequestSchema,
  adminProtection: AdminProtectionQuerySchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

export type DepositLimitRequest = Static<typeof DepositLimitRequestSchema>;
export type LimitPeriodRequest = Static<typeof LimitPeriodRequestSchema>;
export type RealityCheckRequest = Static<typeof RealityCheckRequestSchema>;
export type BlockRequest = Static<typeof BlockRequestSchema>;
export type AdminProtectionQuery = Static<typeof AdminProtectionQuerySchema>;

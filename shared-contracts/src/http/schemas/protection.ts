import { Type } from '@sinclair/typebox';
import { Amount, Id, Input, Int, OneOf } from './formats';

/** Request schemas of the player-protection tools (beyond §7; UKGC RTS 12, 13, LCCP 3.5). */

/** RTS 12B: limits per 24 hours, 7 days and one month (30 days), any combination. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;

/** LCCP 3.5 time-outs (24 h, 7 d, 30 d, 6 weeks) and self-exclusions (6 months, 1 y, 5 y). */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;

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

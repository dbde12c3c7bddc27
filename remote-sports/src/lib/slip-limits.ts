import {
  amountBetween,
  stakeToMinor,
  validationError,
  type CallSlot,
  type FieldValidator,
} from '@oyna/contracts';

/** Stake limits the slip checks before it asks (the server checks them again). */
export interface StakeLimits {
  min: number;
  max: number;
}

/** Quick-stake buttons (lira). */
export const QUICK_STAKES: readonly number[] = [10, 25, 50, 100];

/** Minimum and maximum stake (sportsbook notes › Stakes). */
export const DEFAULT_STAKE_LIMITS: StakeLimits = { min: 1, max: 10_000 };

/** A stake must be a number between the limits (the form's submit waits until it is). */
export function stakeRule(limits: StakeLimits): FieldValidator {
  return (value) => {
    if (value === undefined || value === null || value === '') return validationError('required');
    if (typeof value !== 'number' || !Number.isFinite(value)) return validationError('number');
    return amountBetween(limits.min, limits.max)(value);
  };
}

/**
 * Whether a typed stake is above the active bonus's maximum stake (spec §1 promotions and
 * bonuses; `maxBet` in lira from the shell's session, null when none is known). Compared in
 * kuruş, as the api compares it when the slip is placed ('server.bonus.maxBet').
 */
export function aboveBonusMaxBet(stake: number | undefined, maxBet: number | null): boolean {
  if (maxBet === null || stake === undefined || !Number.isFinite(stake)) return false;
  return stakeToMinor(stake) > stakeToMinor(maxBet);
}

/** The slip's rules as the server gives them (`sports/config`); the defaults stand until then. */
export function slipRules(config: CallSlot<'getSportsConfig'>): {
  limits: StakeLimits;
  quickStakes: readonly number[];
} {
  const data = config.data;
  if (!data) return { limits: DEFAULT_STAKE_LIMITS, quickStakes: QUICK_STAKES };
  return {
    limits: { min: data.minStake, max: data.maxStake },
    quickStakes: data.quickStakes.length > 0 ? data.quickStakes : QUICK_STAKES,
  };
}

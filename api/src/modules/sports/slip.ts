import type { SlipLegProblem, SportsConfig as SlipLimits } from '@oyna/contracts';
import { minorToAmount } from '../../lib/money';
import type { SportsConfig } from './config';

/** The slip rules the UI shows and checks before sending (`sports/config`). */
export function slipLimits(config: SportsConfig): SlipLimits {
  return {
    minStake: minorToAmount(config.minStakeMinor),
    maxStake: minorToAmount(config.maxStakeMinor),
    maxPayout: minorToAmount(config.maxPayoutMinor),
    maxLegs: 15,
    liveDelayMs: config.liveDelayMs,
    quickStakes: [10, 25, 50, 100],
    cashoutFactor: config.cashoutMarginBp / 10_000,
  };
}

/**
 * spec-free slip rules (shared notes › Bet slip rules, "What this means for us" 4): a combo's
 * legs come from different events — two selections of one event are refused (DUPLICATE_EVENT),
 * each of them named so the slip can mark both.
 */
export function combinedLegProblems(
  legs: readonly { selectionId: number; eventId: number }[],
): SlipLegProblem[] {
  const byEvent = new Map<number, number[]>();
  for (const leg of legs)
    byEvent.set(leg.eventId, [...(byEvent.get(leg.eventId) ?? []), leg.selectionId]);
  const problems: SlipLegProblem[] = [];
  for (const ids of byEvent.values()) {
    if (ids.length < 2) continue;
    for (const selectionId of ids)
      problems.push({ selectionId, reason: 'duplicate_event', odds: null });
  }
  return problems;
}

import type { SlipLegProblem } from '@oyna/contracts';
import type { ApiMessageKey } from '../../lib/messages';
import { milliToOdds } from './odds';
import type { Current } from './queries/bets';

// The checks every bet path shares (placement, the in-play delay, cash-out, reads).

/** Ledger kinds of the sportsbook (account › financial-kinds shows them). */
export const SPORTS_KINDS = {
  stake: 'sports_stake',
  win: 'sports_win',
  refund: 'sports_refund',
  cashout: 'sports_cashout',
} as const;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a leg cannot be booked now; undefined when it can (notes: bookable legs). */
export function legState(c: Current | undefined): SlipLegProblem['reason'] | undefined {
  if (!c) return 'unknown';
  if (c.eventStatus !== 'upcoming' && c.eventStatus !== 'live') return 'ended';
  // Past its start but not in play yet (the feed has not said): neither pre-match nor live.
  if (c.eventStatus === 'upcoming' && new Date(c.startTime).getTime() <= Date.now()) {
    return 'suspended';
  }
  if (c.marketStatus !== 'open' || c.selectionStatus !== 'active') return 'suspended';
  return undefined;
}

export const PROBLEM_MESSAGE: Record<SlipLegProblem['reason'], ApiMessageKey> = {
  odds_changed: 'server.sports.oddsChanged',
  suspended: 'server.sports.suspended',
  ended: 'server.sports.ended',
  unknown: 'server.sports.selectionUnknown',
  duplicate_event: 'server.sports.duplicateEvent',
};

/** Each selection's problem once (a leg may fail more than one check). */
export function dedupe(problems: SlipLegProblem[]): SlipLegProblem[] {
  const seen = new Set<number>();
  return problems.filter((p) =>
    seen.has(p.selectionId) ? false : (seen.add(p.selectionId), true),
  );
}

/** A leg that cannot be booked now, with its current odds when it still exists. */
export function unbookable(
  selectionId: number,
  reason: SlipLegProblem['reason'],
  c: Current | undefined,
): SlipLegProblem {
  return { selectionId, reason, odds: c ? milliToOdds(c.oddsMilli) : null };
}

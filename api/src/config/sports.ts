import type { SportsConfig } from '../config-types';
import { integerAtLeast, lira, trimmed } from './env-values';

/**
 * The sportsbook (api/README.md › Sportsbook), with safe development defaults; a section of
 * config.ts, which assembles and re-exports it.
 */
export function loadSportsConfig(env: NodeJS.ProcessEnv): SportsConfig {
  const margin = env.SPORTS_CASHOUT_MARGIN?.trim();
  const marginValue = margin ? Number(margin) : 0.95;
  if (!(marginValue > 0 && marginValue <= 1)) {
    throw new Error('SPORTS_CASHOUT_MARGIN must be a number in (0, 1]');
  }
  return {
    feed: trimmed(env.SPORTS_FEED) ?? 'simulator',
    // Never under a test runner unless asked (jest sets NODE_ENV=test).
    feedAutostart: env.SPORTS_FEED_AUTOSTART
      ? env.SPORTS_FEED_AUTOSTART === 'true'
      : env.NODE_ENV !== 'test',
    tickMs: integerAtLeast(env, 'SPORTS_FEED_TICK_MS', 5000, 50),
    minLive: integerAtLeast(env, 'SPORTS_MIN_LIVE', 8),
    minUpcomingPerSport: integerAtLeast(env, 'SPORTS_MIN_UPCOMING', 8),
    liveDelayMs: integerAtLeast(env, 'SPORTS_LIVE_DELAY_MS', 5000),
    minStakeMinor: lira(env, 'SPORTS_MIN_STAKE', 100),
    maxStakeMinor: lira(env, 'SPORTS_MAX_STAKE', 10_000_00),
    maxPayoutMinor: lira(env, 'SPORTS_MAX_PAYOUT', 500_000_00),
    cashoutMarginBp: Math.round(marginValue * 10_000),
    anonymousSocketsPerAddress: integerAtLeast(env, 'SPORTS_ANON_SOCKETS_PER_ADDRESS', 20, 1),
    provider: {
      betcoUrl: trimmed(env.SPORTS_BETCO_URL),
      betcoSecret: trimmed(env.SPORTS_BETCO_SECRET),
      betsyUrl: trimmed(env.SPORTS_BETSY_URL),
      betsySecret: trimmed(env.SPORTS_BETSY_SECRET),
      betsyCid: trimmed(env.SPORTS_BETSY_CID),
    },
  };
}

/**
 * The sportsbook's settings (api/README.md › Sportsbook), from the environment with safe dev
 * defaults; tests override them through `config.sports`.
 */
export interface SportsConfig {
  /** Which feed fills the catalogue: the embedded simulator, none, or a module (`module:<path>`). */
  feed: string;
  /** Run the feed's timers at start-up (the simulator's ticks); off in unit tests. */
  feedAutostart: boolean;
  /** Simulator tick interval. */
  tickMs: number;
  /** The simulator keeps at least this many events in play. */
  minLive: number;
  /** …and at least this many upcoming events per sport over the next days. */
  minUpcomingPerSport: number;
  /** In-play delay before a live bet is accepted (shared notes › In-play delay). */
  liveDelayMs: number;
  minStakeMinor: number;
  maxStakeMinor: number;
  maxPayoutMinor: number;
  /** Cash-out margin in 1/10 000 (9500 = 0.95, notes › Cash-out). */
  cashoutMarginBp: number;
  /** Token-less sports sockets one address may hold (visitors' live odds). */
  anonymousSocketsPerAddress: number;
  /** Provider frame mode (issue: the auth data's betco/betsy fields), all unset by default. */
  provider: {
    betcoUrl: string | undefined;
    betcoSecret: string | undefined;
    betsyUrl: string | undefined;
    betsySecret: string | undefined;
    betsyCid: string | undefined;
  };
}

declare module '../../config' {
  interface AppConfig {
    /** The sportsbook (modules/sports); from the environment when absent. */
    sports?: Partial<SportsConfig>;
  }
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return n;
}

function lira(env: NodeJS.ProcessEnv, name: string, fallbackMinor: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallbackMinor;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive amount`);
  return Math.round(n * 100);
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function sportsConfigFrom(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  overrides: Partial<SportsConfig> = {},
): SportsConfig {
  const margin = env.SPORTS_CASHOUT_MARGIN?.trim();
  const marginValue = margin ? Number(margin) : 0.95;
  if (!(marginValue > 0 && marginValue <= 1)) {
    throw new Error('SPORTS_CASHOUT_MARGIN must be a number in (0, 1]');
  }
  return {
    feed: text(env.SPORTS_FEED) ?? 'simulator',
    // Never under a test runner unless asked (jest sets NODE_ENV=test even for an app whose
    // config says production).
    feedAutostart: env.SPORTS_FEED_AUTOSTART
      ? env.SPORTS_FEED_AUTOSTART === 'true'
      : nodeEnv !== 'test' && env.NODE_ENV !== 'test',
    tickMs: int(env, 'SPORTS_FEED_TICK_MS', 5000, 50),
    minLive: int(env, 'SPORTS_MIN_LIVE', 8),
    minUpcomingPerSport: int(env, 'SPORTS_MIN_UPCOMING', 8),
    liveDelayMs: int(env, 'SPORTS_LIVE_DELAY_MS', 5000),
    minStakeMinor: lira(env, 'SPORTS_MIN_STAKE', 100),
    maxStakeMinor: lira(env, 'SPORTS_MAX_STAKE', 10_000_00),
    maxPayoutMinor: lira(env, 'SPORTS_MAX_PAYOUT', 500_000_00),
    cashoutMarginBp: Math.round(marginValue * 10_000),
    anonymousSocketsPerAddress: int(env, 'SPORTS_ANON_SOCKETS_PER_ADDRESS', 20, 1),
    provider: {
      betcoUrl: text(env.SPORTS_BETCO_URL),
      betcoSecret: text(env.SPORTS_BETCO_SECRET),
      betsyUrl: text(env.SPORTS_BETSY_URL),
      betsySecret: text(env.SPORTS_BETSY_SECRET),
      betsyCid: text(env.SPORTS_BETSY_CID),
    },
    ...overrides,
  };
}

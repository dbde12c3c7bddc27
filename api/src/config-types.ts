import type { PasswordHashing } from './platform/passwords';

/**
 * The shapes of the api's configuration. Every value is read from the environment in one place,
 * config.ts (CONVENTIONS.md › environment only in `config.ts`); this file only names them.
 */
export type NodeEnv = 'development' | 'test' | 'production';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Postgres connection string; unset → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Directory of the embedded PGlite database (ignored when `databaseUrl` is set). */
  dataDir: string;
  /** Redis for pub/sub between replicas; unset → in-process pub/sub. */
  redisUrl: string | undefined;
  jwtSecret: string;
  adminToken: string | undefined;
  logLevel: string;
  /** Which proxies may set X-Forwarded-For (nginx in front); see the README. */
  trustProxy: string;
  /** Global per-IP request budget (the login and recovery throttles are separate and tighter). */
  rateLimit: { max: number; timeWindowMs: number };
  /**
   * Field data (docs/ops.md › Field data): whether `client/vitals` counts the shell's web vitals
   * (FIELD_DATA, on by default); off, the call still answers 204 and counts nothing.
   */
  fieldData: boolean;
  /** Lifetime of an access token; the server-side session can end it earlier (logout, password). */
  tokenTtlSeconds: number;
  /** How long a live session is remembered between calls (platform/session-cache.ts); 0 = off. */
  sessionCacheTtlMs: number;
  /** How many verified tokens are remembered (platform/verified-tokens.ts); 0 = off. */
  verifiedTokenCacheSize: number;
  /** The balance poll's memory of each balance (platform/balance-cache.ts); 0 = off. */
  balanceCacheTtlMs: number;
  /** After a move, how long a balance is not remembered (longer than a moving transaction). */
  balanceCacheSettleMs: number;
  /** How often each replica expires bonuses past their date (0: never; tests call expireDue). */
  bonusExpirySweepMs: number;
  /** Identity and admin throttles, one-time codes; see the README for the defaults' reasons. */
  security: SecurityConfig;
  /** argon2id's cost for new password hashes (README › Configuration). */
  passwordHashing: PasswordHashing;
  /** Where real SMS and e-mail go besides the outbox table (README › Outbox). */
  outbox: {
    smsWebhookUrl: string | undefined;
    emailWebhookUrl: string | undefined;
    /**
     * Keep one-time codes readable in the outbox (the development reader). Off in production:
     * OWASP ASVS 4.0 V8.3.8 (retention) — a code is stored only until delivered, then masked.
     */
    keepCodes: boolean;
    /** After this, a message's code digits are masked even if it was never delivered. */
    retentionSeconds: number;
  };
  /** The game provider and the seamless wallet (README › Games and the seamless wallet). */
  games: GamesConfig;
  /** Payments and the built-in gateway (modules/payments). */
  payments?: PaymentsConfig;
  /** The sportsbook (modules/sports; api/README.md › Sportsbook). */
  sports: SportsConfig;
  /** The back office's staff logins (modules/staff; api/README.md › Admin calls). */
  staff: StaffConfig;
  /** SUPPORT_GRANT_CAP_MINOR: the largest bonus a support staff member grants by hand. */
  supportGrantCapMinor?: number;
  /** Notify hub timing and limits (modules/notify); tests shorten them. */
  notify: NotifyConfig;
  /** This process's part in a cluster: its role, leases, shutdown, metrics and traces. */
  cluster: ClusterConfig;
  /**
   * RTS 13: a short reality-check interval offered besides 15/30/60 minutes, for tests only
   * (REALITY_CHECK_TEST_SECONDS; ignored when NODE_ENV=production). 0: not offered.
   */
  realityCheckTestSeconds?: number;
}

export interface GamesConfig {
  /** HMAC secret shared with the game provider: signs launches and wallet calls both ways. */
  providerSecret: string;
  /** The provider's base URL for launches; unset → this api's own address (the built-in one). */
  providerUrl: string | undefined;
  /** Where the built-in provider calls the wallet; unset → this api's own address + /api/wallet. */
  walletUrl: string | undefined;
  /** Prefix of the game URLs the built-in provider hands out; '' = relative to the site. */
  publicUrl: string;
  /** Lifetime of a game token: bets after it are refused (wins and rollbacks are not). */
  tokenTtlSeconds: number;
  /** Lifetime of a game session at the built-in provider. */
  sessionTtlSeconds: number;
  /** Crash points are clamped at this multiplier, in hundredths (100000 = 1000×). */
  crashCapX100: number;
  /** Stake limits a launch gives the game, in kuruş. */
  minStakeMinor: number;
  maxStakeMinor: number;
  /** Origins besides the site's own that may frame the built-in games. */
  frameAncestors: string[];
  /** GAME_TEST_SERVER_SEED: a test-only server seed (ignored when NODE_ENV=production). */
  testServerSeed: string;
}

export interface SecurityConfig {
  /** Fixed window of every identity throttle. */
  throttleWindowSeconds: number;
  loginFailuresPerUsername: number;
  loginFailuresPerIp: number;
  recoveryRequestsPerUsername: number;
  recoveryRequestsPerIp: number;
  smsSendsPerPlayer: number;
  /** Failed admin-token tries per address and minute before the address gets 429. */
  adminFailuresPerMinute: number;
  smsCodeTtlSeconds: number;
  resetCodeTtlSeconds: number;
  codeMaxTries: number;
}

/**
 * Payments configuration (api/README.md › Payments). Read once at start-up with the rest of the
 * environment.
 */
export interface PaymentsConfig {
  /** HMAC-SHA256 key shared with the gateway; signs its callbacks. */
  gatewaySecret: string;
  /** Public base of the hosted payment page; unset: the site's own origin + /provider/pay. */
  gatewayPublicUrl?: string;
  /** Where the gateway posts callbacks; unset: delivered to this api in-process. */
  callbackUrl?: string;
  /** Lifetime of a hosted payment session (then Expired). */
  sessionTtlSeconds: number;
  /** How old a callback's timestamp may be, either way (shared notes: 300 s). */
  callbackToleranceSeconds: number;
  /** The operator's receiving IBAN shown in bank transfer instructions. */
  transferIban: string;
  /** WITHDRAWAL_FOUR_EYES_MINOR: a withdrawal of at least this needs two staff approvals. */
  withdrawalFourEyesMinor: number;
  /** KYC_HOLD_MINOR: a player's first withdrawal of at least this waits for an identity review. */
  kycHoldMinor: number;
}

/** The sportsbook's settings (api/README.md › Sportsbook); tests override them. */
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
  /** Provider frame mode (the auth data's betco/betsy fields), all unset by default. */
  provider: {
    betcoUrl: string | undefined;
    betcoSecret: string | undefined;
    betsyUrl: string | undefined;
    betsySecret: string | undefined;
    betsyCid: string | undefined;
  };
}

/** A message budget: a token bucket's refill and size. */
export interface InvocationRate {
  /** Messages per second refilled, on average. */
  perSecond: number;
  /** How many may come at once (the bucket's size; a fresh socket starts full). */
  burst: number;
}

/**
 * Timing of the notify hub. spec §9: the client's server timeout is 30 s and its keep-alive 15 s,
 * so the hub pings every 15 s (the ASP.NET default) and drops a client silent for 30 s.
 */
export interface NotifyConfig {
  /** Server → client ping interval. */
  keepAliveMs: number;
  /** A client that sent nothing (not even its own ping) for this long is dropped. */
  clientTimeoutMs: number;
  /** A socket that has not finished the handshake in this time is closed. */
  handshakeTimeoutMs: number;
  /** How often ended sessions are looked for among this replica's sockets. */
  sessionCheckMs: number;
  /** How long a negotiated connection token may wait for its socket. */
  connectionTokenTtlMs: number;
  /** Prefix of the Redis pub/sub channels (one per deployment, or per test run). */
  channelPrefix: string;
  /** Largest text frame accepted from a client. */
  maxFrameBytes: number;
  /**
   * Sockets one player may hold on a replica (OWASP ASVS 4.0 V11.1.4 anti-automation: bound
   * what one account can hold); the next one is refused with 429.
   */
  maxSocketsPerPlayer: number;
  /** Sockets one client address may hold on a replica (the same rule, per address). */
  maxSocketsPerAddress: number;
  /**
   * From this many sockets subscribed to an event on a replica, its pushes of one event-loop
   * turn go to each socket as one frame (written once per turn instead of once per push); below
   * it each push goes out as it is published (bench/README.md › Sports odds).
   */
  eventBatchFromHolders: number;
  /**
   * Messages a player's socket may send (OWASP ASVS 4.0 V11.1.4 anti-automation, per socket):
   * past its budget the socket is closed with a reason and no reconnect.
   */
  invocations: InvocationRate;
  /** The same for a visitor's sports socket, which only ever subscribes: tighter. */
  visitorInvocations: InvocationRate;
}

/**
 * One image, three roles (docs/ops.md › Many replicas): `web` serves HTTP and the notify hub,
 * `worker` runs the job queue and holds the leases of long-running work (the sportsbook feed),
 * `all` does both in one process (the embedded default).
 */
export type ProcessRole = 'web' | 'worker' | 'all';

export interface ClusterConfig {
  /** OYNA_ROLE (default `all`). */
  role: ProcessRole;
  /** OYNA_REPLICA_ID, else the host name and process id: who holds a lease, in logs and metrics. */
  replicaId: string;
  /**
   * JOB_QUEUE: `pg-boss` (the default with DATABASE_URL: each job once across every replica) or
   * `in-process` (the embedded default, and one api process on Postgres; the tests' apps).
   */
  jobQueue: 'pg-boss' | 'in-process';
  /** LEASE_TTL_MS (default 10 s): a lease not renewed for this long passes to another replica. */
  leaseTtlMs: number;
  /** SHUTDOWN_GRACE_MS (default 10 s): how long in-flight requests may finish after SIGTERM. */
  shutdownGraceMs: number;
  /**
   * SHUTDOWN_DELAY_MS (default 0): after SIGTERM, how long the replica keeps serving while its
   * readiness already answers 503, so that the load balancer stops sending before it closes
   * (docs/ops.md › Health and shutdown). Not part of the grace.
   */
  shutdownDelayMs: number;
  /** METRICS_PORT: Prometheus metrics on their own port; unset = no metrics server. */
  metricsPort: number | undefined;
  /** METRICS_HOST (default: HOST): the address the metrics server listens on. */
  metricsHost: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces over OTLP/HTTP; unset = no tracing. */
  otlpEndpoint: string | undefined;
  /** OTEL_SERVICE_NAME (default `oyna-api`). */
  serviceName: string;
}

/** What a test or a second replica changes of a config: the sportsbook and hub only in part. */
/** Staff logins of the back office (api/README.md › Admin calls). */
export interface StaffConfig {
  /** STAFF_SESSION_TTL (seconds, default 8 hours): how long a staff login lasts. */
  sessionTtlSeconds: number;
  /** TOTP two-factor required before any back-office call (always in production). */
  requireTwoFactor: boolean;
  /**
   * STAFF_IP_ALLOW_<ROLE> (comma-separated CIDRs or addresses; unset = anywhere): where staff of
   * a role may log in and call from (lib/address-allow.ts).
   */
  ipAllow: Partial<Record<StaffRoleName, readonly string[]>>;
}

/** The back-office roles (the contracts' STAFF_ROLES), as the configuration names them. */
export type StaffRoleName = 'owner' | 'cashier' | 'content' | 'support' | 'risk' | 'auditor';

export type ConfigOverrides = Omit<Partial<AppConfig>, 'sports' | 'notify' | 'cluster'> & {
  sports?: Partial<SportsConfig>;
  notify?: Partial<NotifyConfig>;
  cluster?: Partial<ClusterConfig>;
};

/** The ops CLIs' settings (ops/, the cashier CLI): which api they call and as whom. */
export interface OpsConfig {
  /** OYNA_API_URL as set (each CLI has its default). */
  apiUrl: string | undefined;
  /** ADMIN_TOKEN as set. */
  adminToken: string | undefined;
  /** OPERATOR: who the cashier's decisions are recorded as. */
  operator: string | undefined;
  production: boolean;
}

/** What the test runs read of their environment (api/src/test and the long test files). */
export interface TestEnvironment {
  /** DATABASE_URL: the Postgres server the Postgres suites create their databases on. */
  databaseUrl: string | undefined;
  /** REDIS_URL, else the local Redis every session runs. */
  redisUrl: string;
  /** The run's empty PGlite cluster (test/pglite-template.ts). */
  pgliteTemplate: string | undefined;
  /** FUZZ_RUNS, HUB_FUZZ_RUNS: how many generated cases the fuzz suites try. */
  fuzzRuns: number;
  hubFuzzRuns: number;
  /** NGINX_BIN, else the directories of PATH (and the usual sbin ones) to look for nginx in. */
  nginxBin: string | undefined;
  searchPath: string[];
}

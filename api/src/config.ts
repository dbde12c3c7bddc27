import os from 'node:os';
import path from 'node:path';
import type {
  AppConfig,
  ClusterConfig,
  ConfigOverrides,
  NodeEnv,
  NotifyConfig,
  OpsConfig,
  PaymentsConfig,
  ProcessRole,
  SportsConfig,
  StaffConfig,
  StaffRoleName,
  TestEnvironment,
} from './config-types';
import { parseRange } from './lib/address-allow';
import {
  DEFAULT_PASSWORD_HASHING,
  MINIMUM_PASSWORD_HASHING,
  type PasswordHashing,
} from './platform/passwords';

export type * from './config-types';

/**
 * The one reader of the environment (CONVENTIONS.md › environment only in `config.ts`): the api,
 * its CLIs and its tests all get their settings from the functions below, never from
 * `process.env` themselves.
 */

/** The repo root (api/src/config.ts → ../..), so `.data/` is the same whatever the cwd. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEV_JWT_SECRET = 'oyna-development-secret-do-not-use-in-production';
const DEV_ADMIN_TOKEN = 'oyna-dev-admin';
const DEV_GAME_PROVIDER_SECRET = 'oyna-development-game-provider-secret';

function nodeEnvOf(value: string | undefined): NodeEnv {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function intOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * Reads the environment once at start-up. Development gets safe defaults; production refuses to
 * start without the secrets that must never have a default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = nodeEnvOf(env.NODE_ENV);
  const production = nodeEnv === 'production';

  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (production && !jwtSecret) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  if (production && jwtSecret && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters when NODE_ENV=production');
  }

  const providerSecret = nonEmpty(env.GAME_PROVIDER_SECRET);
  if (production && (!providerSecret || providerSecret.length < 32)) {
    throw new Error(
      'GAME_PROVIDER_SECRET (at least 32 characters) is required when NODE_ENV=production',
    );
  }
  const passwordHashing: PasswordHashing = {
    memoryKiB: intOf(
      env.PASSWORD_HASH_MEMORY_KIB,
      DEFAULT_PASSWORD_HASHING.memoryKiB,
      'PASSWORD_HASH_MEMORY_KIB',
    ),
    passes: intOf(
      env.PASSWORD_HASH_PASSES,
      DEFAULT_PASSWORD_HASHING.passes,
      'PASSWORD_HASH_PASSES',
    ),
    lanes: intOf(env.PASSWORD_HASH_LANES, DEFAULT_PASSWORD_HASHING.lanes, 'PASSWORD_HASH_LANES'),
  };
  // A cheaper cost serves only tests: production never hashes below OWASP's minimum.
  if (
    production &&
    (passwordHashing.memoryKiB < MINIMUM_PASSWORD_HASHING.memoryKiB ||
      passwordHashing.passes < MINIMUM_PASSWORD_HASHING.passes)
  ) {
    throw new Error(
      `PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES must be at least ${MINIMUM_PASSWORD_HASHING.memoryKiB} and ${MINIMUM_PASSWORD_HASHING.passes} when NODE_ENV=production`,
    );
  }
  const minStakeMinor = intOf(env.GAME_MIN_STAKE_MINOR, 100, 'GAME_MIN_STAKE_MINOR');
  const maxStakeMinor = intOf(env.GAME_MAX_STAKE_MINOR, 100_000, 'GAME_MAX_STAKE_MINOR');
  if (minStakeMinor > maxStakeMinor) {
    throw new Error('GAME_MIN_STAKE_MINOR must not exceed GAME_MAX_STAKE_MINOR');
  }

  return {
    nodeEnv,
    port: intOf(env.PORT, 4000, 'PORT'),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(nonEmpty(env.OYNA_DATA_DIR) ?? path.join(REPO_ROOT, '.data', 'pglite')),
    redisUrl: nonEmpty(env.REDIS_URL),
    jwtSecret: jwtSecret ?? DEV_JWT_SECRET,
    adminToken: nonEmpty(env.ADMIN_TOKEN) ?? (production ? undefined : DEV_ADMIN_TOKEN),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: nonEmpty(env.TRUST_PROXY) ?? 'loopback,uniquelocal',
    rateLimit: {
      max: intOf(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX'),
      timeWindowMs: intOf(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
    },
    realityCheckTestSeconds: production
      ? 0
      : intOf(env.REALITY_CHECK_TEST_SECONDS, 0, 'REALITY_CHECK_TEST_SECONDS'),
    tokenTtlSeconds: intOf(env.TOKEN_TTL_SECONDS, 24 * 3600, 'TOKEN_TTL_SECONDS'),
    // '0' turns the cache off (every call reads the session row).
    sessionCacheTtlMs:
      env.SESSION_CACHE_TTL_MS?.trim() === '0'
        ? 0
        : intOf(env.SESSION_CACHE_TTL_MS, 30_000, 'SESSION_CACHE_TTL_MS'),
    verifiedTokenCacheSize:
      env.VERIFIED_TOKEN_CACHE_SIZE?.trim() === '0'
        ? 0
        : intOf(env.VERIFIED_TOKEN_CACHE_SIZE, 10_000, 'VERIFIED_TOKEN_CACHE_SIZE'),
    balanceCacheTtlMs:
      env.BALANCE_CACHE_TTL_MS?.trim() === '0'
        ? 0
        : intOf(env.BALANCE_CACHE_TTL_MS, 10_000, 'BALANCE_CACHE_TTL_MS'),
    balanceCacheSettleMs: intOf(env.BALANCE_CACHE_SETTLE_MS, 10_000, 'BALANCE_CACHE_SETTLE_MS'),
    bonusExpirySweepMs: intOf(env.BONUS_EXPIRY_SWEEP_MS, 60_000, 'BONUS_EXPIRY_SWEEP_MS'),
    passwordHashing,
    security: {
      throttleWindowSeconds: intOf(env.THROTTLE_WINDOW_SECONDS, 15 * 60, 'THROTTLE_WINDOW_SECONDS'),
      loginFailuresPerUsername: intOf(
        env.LOGIN_FAILURES_PER_USERNAME,
        5,
        'LOGIN_FAILURES_PER_USERNAME',
      ),
      loginFailuresPerIp: intOf(env.LOGIN_FAILURES_PER_IP, 30, 'LOGIN_FAILURES_PER_IP'),
      recoveryRequestsPerUsername: intOf(env.RECOVERY_PER_USERNAME, 5, 'RECOVERY_PER_USERNAME'),
      recoveryRequestsPerIp: intOf(env.RECOVERY_PER_IP, 30, 'RECOVERY_PER_IP'),
      smsSendsPerPlayer: intOf(env.SMS_SENDS_PER_PLAYER, 6, 'SMS_SENDS_PER_PLAYER'),
      adminFailuresPerMinute: intOf(env.ADMIN_FAILURES_PER_MINUTE, 10, 'ADMIN_FAILURES_PER_MINUTE'),
      smsCodeTtlSeconds: 10 * 60,
      resetCodeTtlSeconds: 15 * 60,
      codeMaxTries: 5,
    },
    outbox: {
      smsWebhookUrl: nonEmpty(env.OUTBOX_SMS_WEBHOOK_URL),
      emailWebhookUrl: nonEmpty(env.OUTBOX_EMAIL_WEBHOOK_URL),
      keepCodes: env.OUTBOX_KEEP_CODES?.trim()
        ? env.OUTBOX_KEEP_CODES.trim() === 'true'
        : !production,
      retentionSeconds: intOf(env.OUTBOX_RETENTION_SECONDS, 3600, 'OUTBOX_RETENTION_SECONDS'),
    },
    games: {
      providerSecret: providerSecret ?? DEV_GAME_PROVIDER_SECRET,
      providerUrl: nonEmpty(env.GAME_PROVIDER_URL)?.replace(/\/$/, ''),
      walletUrl: nonEmpty(env.GAME_WALLET_URL)?.replace(/\/$/, ''),
      publicUrl: nonEmpty(env.GAME_PROVIDER_PUBLIC_URL)?.replace(/\/$/, '') ?? '',
      tokenTtlSeconds: intOf(env.GAME_TOKEN_TTL_SECONDS, 4 * 3600, 'GAME_TOKEN_TTL_SECONDS'),
      sessionTtlSeconds: intOf(env.GAME_SESSION_TTL_SECONDS, 4 * 3600, 'GAME_SESSION_TTL_SECONDS'),
      crashCapX100: 100 * intOf(env.GAME_CRASH_CAP, 1000, 'GAME_CRASH_CAP'),
      minStakeMinor,
      maxStakeMinor,
      frameAncestors: (nonEmpty(env.GAME_FRAME_ANCESTORS) ?? '').split(/\s+/).filter(Boolean),
      testServerSeed: production ? '' : (nonEmpty(env.GAME_TEST_SERVER_SEED) ?? ''),
    },
    payments: loadPaymentsConfig(env, production),
    supportGrantCapMinor: positive(env, 'SUPPORT_GRANT_CAP_MINOR', DEFAULT_SUPPORT_GRANT_CAP_MINOR),
    sports: loadSportsConfig(env),
    notify: loadNotifyConfig(env),
    staff: loadStaffConfig(env, production),
    cluster: loadClusterConfig(env),
  };
}

const PROCESS_ROLES: readonly ProcessRole[] = ['web', 'worker', 'all'];

/** The process's part in a cluster (docs/ops.md › Many replicas). */
export function loadClusterConfig(env: NodeJS.ProcessEnv = process.env): ClusterConfig {
  const role = (nonEmpty(env.OYNA_ROLE) ?? 'all') as ProcessRole;
  if (!PROCESS_ROLES.includes(role)) {
    throw new Error(`OYNA_ROLE must be one of ${PROCESS_ROLES.join(', ')}`);
  }
  const metricsPort = nonEmpty(env.METRICS_PORT);
  const jobQueue =
    nonEmpty(env.JOB_QUEUE) ?? (nonEmpty(env.DATABASE_URL) ? 'pg-boss' : 'in-process');
  if (jobQueue !== 'pg-boss' && jobQueue !== 'in-process') {
    throw new Error('JOB_QUEUE must be pg-boss or in-process');
  }
  if (jobQueue === 'pg-boss' && !nonEmpty(env.DATABASE_URL)) {
    throw new Error('JOB_QUEUE=pg-boss needs DATABASE_URL (the embedded database is one process)');
  }
  return {
    role,
    replicaId: nonEmpty(env.OYNA_REPLICA_ID) ?? `${os.hostname()}-${process.pid}`,
    jobQueue,
    leaseTtlMs: intOf(env.LEASE_TTL_MS, 10_000, 'LEASE_TTL_MS'),
    shutdownGraceMs: intOf(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    shutdownDelayMs:
      env.SHUTDOWN_DELAY_MS === '0' ? 0 : intOf(env.SHUTDOWN_DELAY_MS, 0, 'SHUTDOWN_DELAY_MS'),
    metricsPort: metricsPort === undefined ? undefined : intOf(metricsPort, 9464, 'METRICS_PORT'),
    metricsHost: nonEmpty(env.METRICS_HOST) ?? nonEmpty(env.HOST) ?? '127.0.0.1',
    otlpEndpoint: nonEmpty(env.OTEL_EXPORTER_OTLP_ENDPOINT)?.replace(/\/$/, ''),
    serviceName: nonEmpty(env.OTEL_SERVICE_NAME) ?? 'oyna-api',
  };
}

/**
 * The back office's staff logins: a session lasts STAFF_SESSION_TTL seconds (default 8 hours, a
 * working day; at most 7 days); two-factor is required in production, and outside it only with
 * STAFF_REQUIRE_TWO_FACTOR=true (the development owner logs in without it).
 */
export function loadStaffConfig(env: NodeJS.ProcessEnv, production: boolean): StaffConfig {
  const sessionTtlSeconds = intOf(env.STAFF_SESSION_TTL, 8 * 3600, 'STAFF_SESSION_TTL');
  if (sessionTtlSeconds > 7 * 24 * 3600) {
    throw new Error('STAFF_SESSION_TTL must be at most 604800 seconds (7 days)');
  }
  return {
    sessionTtlSeconds,
    requireTwoFactor: production || env.STAFF_REQUIRE_TWO_FACTOR?.trim() === 'true',
    ipAllow: loadStaffIpAllow(env),
  };
}

const STAFF_ROLE_NAMES: readonly StaffRoleName[] = [
  'owner',
  'cashier',
  'content',
  'support',
  'risk',
  'auditor',
];

/**
 * STAFF_IP_ALLOW_<ROLE> (e.g. STAFF_IP_ALLOW_CASHIER=10.20.0.0/16,192.0.2.7): the networks staff of
 * a role may work from; unset or empty, anywhere. A value that is not a network stops the start.
 */
export function loadStaffIpAllow(env: NodeJS.ProcessEnv): StaffConfig['ipAllow'] {
  const allow: Partial<Record<StaffRoleName, string[]>> = {};
  for (const role of STAFF_ROLE_NAMES) {
    const name = `STAFF_IP_ALLOW_${role.toUpperCase()}`;
    const list = (env[name] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (list.length === 0) continue;
    for (const range of list) {
      try {
        parseRange(range);
      } catch {
        throw new Error(`${name}: '${range}' is not an address or CIDR network`);
      }
    }
    allow[role] = list;
  }
  return allow;
}

/** A config with some settings replaced; the sportsbook's and the hub's are merged, not replaced. */
export function withOverrides(config: AppConfig, overrides: ConfigOverrides = {}): AppConfig {
  const { sports, notify, cluster, ...rest } = overrides;
  return {
    ...config,
    ...rest,
    sports: { ...config.sports, ...sports },
    notify: { ...config.notify, ...notify },
    cluster: { ...config.cluster, ...cluster },
  };
}

/** The back office › roles: the largest bonus support grants by hand (₺500). */
export const DEFAULT_SUPPORT_GRANT_CAP_MINOR = 50_000;

const DEV_GATEWAY_SECRET = 'oyna-development-payment-gateway-secret';

const trimmed = (v: string | undefined) =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

export function loadPaymentsConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  const secret = trimmed(env.PAYMENT_GATEWAY_SECRET);
  if (production && (!secret || secret.length < 32)) {
    throw new Error(
      'PAYMENT_GATEWAY_SECRET (at least 32 characters) is required when NODE_ENV=production',
    );
  }
  return {
    gatewaySecret: secret ?? DEV_GATEWAY_SECRET,
    gatewayPublicUrl: trimmed(env.PAYMENT_GATEWAY_PUBLIC_URL)?.replace(/\/$/, ''),
    callbackUrl: trimmed(env.PAYMENT_CALLBACK_URL),
    sessionTtlSeconds: positive(env, 'PAYMENT_SESSION_TTL_SECONDS', 30 * 60),
    callbackToleranceSeconds: positive(env, 'PAYMENT_CALLBACK_TOLERANCE_SECONDS', 300),
    transferIban: trimmed(env.PAYMENT_TRANSFER_IBAN) ?? 'TR33 0006 1005 1978 6457 8413 26',
    // The back office › the audit: four eyes (₺10,000) and the identity review (₺5,000).
    withdrawalFourEyesMinor: positive(env, 'WITHDRAWAL_FOUR_EYES_MINOR', 1_000_000),
    kycHoldMinor: positive(env, 'KYC_HOLD_MINOR', 500_000),
  };
}

/** A positive integer setting (the payments' and the hub's: blank means the default). */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

function integerAtLeast(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
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

/** The sportsbook (api/README.md › Sportsbook), with safe development defaults. */
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

/** The notify hub's timing and limits (modules/notify). */
export function loadNotifyConfig(env: NodeJS.ProcessEnv): NotifyConfig {
  return {
    keepAliveMs: positive(env, 'NOTIFY_KEEP_ALIVE_MS', 15_000),
    clientTimeoutMs: positive(env, 'NOTIFY_CLIENT_TIMEOUT_MS', 30_000),
    handshakeTimeoutMs: 15_000,
    sessionCheckMs: positive(env, 'NOTIFY_SESSION_CHECK_MS', 15_000),
    connectionTokenTtlMs: 60_000,
    channelPrefix: env.NOTIFY_CHANNEL_PREFIX?.trim() || 'oyna:notify',
    maxFrameBytes: 32 * 1024,
    maxSocketsPerPlayer: positive(env, 'NOTIFY_MAX_SOCKETS_PER_PLAYER', 20),
    maxSocketsPerAddress: positive(env, 'NOTIFY_MAX_SOCKETS_PER_ADDRESS', 200),
    invocations: {
      perSecond: positive(env, 'NOTIFY_INVOCATIONS_PER_SECOND', 20),
      burst: positive(env, 'NOTIFY_INVOCATION_BURST', 40),
    },
    visitorInvocations: {
      perSecond: positive(env, 'NOTIFY_VISITOR_INVOCATIONS_PER_SECOND', 5),
      burst: positive(env, 'NOTIFY_VISITOR_INVOCATION_BURST', 20),
    },
  };
}

/** The ops CLIs' settings (ops/, modules/payments/cashier-cli.ts). */
export function loadOpsConfig(env: NodeJS.ProcessEnv = process.env): OpsConfig {
  return {
    apiUrl: env.OYNA_API_URL,
    adminToken: env.ADMIN_TOKEN,
    operator: env.OPERATOR,
    production: env.NODE_ENV === 'production',
  };
}

/** The variable through which jest's global setup hands the PGlite template to the workers. */
export const PGLITE_TEMPLATE_VAR = 'OYNA_TEST_PGLITE_TEMPLATE';

/** What the test runs read of their environment. */
export function loadTestEnvironment(env: NodeJS.ProcessEnv = process.env): TestEnvironment {
  const count = (name: string, fallback: number) => Number(env[name] ?? fallback);
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    pgliteTemplate: env[PGLITE_TEMPLATE_VAR],
    fuzzRuns: count('FUZZ_RUNS', 200),
    hubFuzzRuns: count('HUB_FUZZ_RUNS', 300),
    nginxBin: env.NGINX_BIN,
    searchPath: (env.PATH ?? '').split(':'),
  };
}

/** jest's global setup: the workers it starts inherit the run's PGlite template from here. */
export function publishPgliteTemplate(dir: string): void {
  process.env[PGLITE_TEMPLATE_VAR] = dir;
}

/** The environment of a child process: this one's with some variables set (a spawned api). */
export function childEnvironment(set: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...set };
}

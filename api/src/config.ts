import path from 'node:path';
import type {
  AppConfig,
  ConfigOverrides,
  NodeEnv,
  OpsConfig,
  TestEnvironment,
} from './config-types';
import { loadClusterConfig } from './config/cluster';
import { intOf, nonEmpty, positive } from './config/env-values';
import { loadNotifyConfig } from './config/notify';
import { loadPaymentsConfig } from './config/payments';
import { loadSportsConfig } from './config/sports';
import { loadStaffConfig } from './config/staff';
import {
  DEFAULT_PASSWORD_HASHING,
  MINIMUM_PASSWORD_HASHING,
  type PasswordHashing,
} from './platform/passwords';

export type * from './config-types';
export { loadClusterConfig } from './config/cluster';
export { loadNotifyConfig } from './config/notify';
export { loadPaymentsConfig } from './config/payments';
export { loadSportsConfig } from './config/sports';
export { loadStaffConfig, loadStaffIpAllow } from './config/staff';

/**
 * The one reader of the environment (CONVENTIONS.md › environment only in `config.ts`): the api,
 * its CLIs and its tests all get their settings from the functions below, never from
 * `process.env` themselves. Each section of the settings (cluster, staff, payments, sportsbook,
 * notify hub) is read by its own piece under `config/`; this file assembles them.
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

/** An on/off setting: unset is `fallback`; anything but on or off is refused at start. */
function switchOf(value: string | undefined, fallback: boolean, name: string): boolean {
  const text = nonEmpty(value)?.trim().toLowerCase();
  if (text === undefined) return fallback;
  if (text === 'on' || text === 'off') return text === 'on';
  throw new Error(`${name} must be on or off`);
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
    fieldData: switchOf(env.FIELD_DATA, true, 'FIELD_DATA'),
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

/**
 * The environment of a child process: this one's with some variables set, and those given as
 * undefined left out (a spawned api, a CLI run as ops run it).
 */
export function childEnvironment(set: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(set)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

import path from 'node:path';
import { loadPaymentsConfig, type PaymentsConfig } from './modules/payments/config';
import {
  DEFAULT_PASSWORD_HASHING,
  MINIMUM_PASSWORD_HASHING,
  type PasswordHashing,
} from './platform/passwords';

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
  /** Payments and the built-in gateway (modules/payments/config.ts). */
  payments?: PaymentsConfig;
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
  };
}

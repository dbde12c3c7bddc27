import path from 'node:path';

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
  /** Identity throttles and one-time codes (issue 3); see the README for the defaults' reasons. */
  security: SecurityConfig;
  /** Where real SMS and e-mail go besides the outbox table (README › Outbox). */
  outbox: { smsWebhookUrl: string | undefined; emailWebhookUrl: string | undefined };
}

export interface SecurityConfig {
  /** Fixed window of every identity throttle. */
  throttleWindowSeconds: number;
  loginFailuresPerUsername: number;
  loginFailuresPerIp: number;
  recoveryRequestsPerUsername: number;
  recoveryRequestsPerIp: number;
  smsSendsPerPlayer: number;
  smsCodeTtlSeconds: number;
  resetCodeTtlSeconds: number;
  codeMaxTries: number;
}

/** The repo root (api/src/config.ts → ../..), so `.data/` is the same whatever the cwd. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEV_JWT_SECRET = 'oyna-development-secret-do-not-use-in-production';
const DEV_ADMIN_TOKEN = 'oyna-dev-admin';

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
    tokenTtlSeconds: intOf(env.TOKEN_TTL_SECONDS, 24 * 3600, 'TOKEN_TTL_SECONDS'),
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
      smsCodeTtlSeconds: 10 * 60,
      resetCodeTtlSeconds: 15 * 60,
      codeMaxTries: 5,
    },
    outbox: {
      smsWebhookUrl: nonEmpty(env.OUTBOX_SMS_WEBHOOK_URL),
      emailWebhookUrl: nonEmpty(env.OUTBOX_EMAIL_WEBHOOK_URL),
    },
  };
}

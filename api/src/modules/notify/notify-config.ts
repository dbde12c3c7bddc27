import crypto from 'node:crypto';
import type { InvocationRate } from './invocation-budget';

/**
 * Timing of the notify hub. spec §9: the client's server timeout is 30 s and its keep-alive 15 s,
 * so the hub pings every 15 s (the ASP.NET default) and drops a client silent for 30 s.
 * Tests shorten them through `config.notify`.
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
   * Messages a player's socket may send (OWASP ASVS 4.0 V11.1.4 anti-automation, per socket):
   * past its budget the socket is closed with a reason and no reconnect.
   */
  invocations: InvocationRate;
  /** The same for a visitor's sports socket, which only ever subscribes: tighter. */
  visitorInvocations: InvocationRate;
}

declare module '../../config' {
  interface AppConfig {
    /** Notify hub timing (modules/notify); from the environment when absent. */
    notify?: Partial<NotifyConfig>;
  }
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

export function notifyConfigFrom(
  env: NodeJS.ProcessEnv,
  overrides: Partial<NotifyConfig> = {},
): NotifyConfig {
  return {
    keepAliveMs: positive(env.NOTIFY_KEEP_ALIVE_MS, 15_000, 'NOTIFY_KEEP_ALIVE_MS'),
    clientTimeoutMs: positive(env.NOTIFY_CLIENT_TIMEOUT_MS, 30_000, 'NOTIFY_CLIENT_TIMEOUT_MS'),
    handshakeTimeoutMs: 15_000,
    sessionCheckMs: positive(env.NOTIFY_SESSION_CHECK_MS, 15_000, 'NOTIFY_SESSION_CHECK_MS'),
    connectionTokenTtlMs: 60_000,
    channelPrefix: env.NOTIFY_CHANNEL_PREFIX?.trim() || 'oyna:notify',
    maxFrameBytes: 32 * 1024,
    maxSocketsPerPlayer: positive(
      env.NOTIFY_MAX_SOCKETS_PER_PLAYER,
      20,
      'NOTIFY_MAX_SOCKETS_PER_PLAYER',
    ),
    maxSocketsPerAddress: positive(
      env.NOTIFY_MAX_SOCKETS_PER_ADDRESS,
      200,
      'NOTIFY_MAX_SOCKETS_PER_ADDRESS',
    ),
    invocations: {
      perSecond: positive(env.NOTIFY_INVOCATIONS_PER_SECOND, 20, 'NOTIFY_INVOCATIONS_PER_SECOND'),
      burst: positive(env.NOTIFY_INVOCATION_BURST, 40, 'NOTIFY_INVOCATION_BURST'),
    },
    visitorInvocations: {
      perSecond: positive(
        env.NOTIFY_VISITOR_INVOCATIONS_PER_SECOND,
        5,
        'NOTIFY_VISITOR_INVOCATIONS_PER_SECOND',
      ),
      burst: positive(env.NOTIFY_VISITOR_INVOCATION_BURST, 20, 'NOTIFY_VISITOR_INVOCATION_BURST'),
    },
    ...overrides,
  };
}

/** A channel prefix no other test run shares (tests on the one local Redis). */
export function uniqueChannelPrefix(): string {
  return `oyna-test:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

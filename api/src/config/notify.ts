import type { NotifyConfig } from '../config-types';
import { positive } from './env-values';

/**
 * The notify hub's timing and limits (modules/notify); a section of config.ts, which assembles and
 * re-exports it.
 */
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
    eventBatchFromHolders: positive(env, 'NOTIFY_EVENT_BATCH_FROM_HOLDERS', 1000),
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

import type { FastifyBaseLogger } from 'fastify';
import { RedisChannel } from '../../platform/redis-channel';

/**
 * What replicas tell each other (shared notes › Scale-out: each replica delivers to its own
 * sockets). One channel per deployment carries every kind; a replica ignores what it holds no
 * socket for.
 */
export type BusMessage =
  | { t: 'players'; items: { p: number; cmd: string; msg: string }[] }
  | { t: 'all'; cmd: string; msg: string }
  | { t: 'sessionEnded'; sid: string }
  /** To the sockets subscribed to a sportsbook event (SportsSubscribe), wherever they are. */
  | { t: 'event'; e: number; cmd: string; msg: string };

/** Whether the bus reaches the other replicas now: `none` when there are none to reach (no Redis). */
export type BusStatus = 'up' | 'down' | 'none';

export interface NotifyBus {
  readonly kind: 'in-process' | 'redis';
  /** Read by the readiness probe (docs/ops.md › Health and shutdown); opens nothing. */
  readonly status: BusStatus;
  publish(message: BusMessage): Promise<void>;
  /** Resolves once messages published after it will be received. */
  subscribe(handler: (message: BusMessage) => void): Promise<void>;
  close(): Promise<void>;
}

/** The embedded default: one process, delivered synchronously. */
export class InProcessBus implements NotifyBus {
  readonly kind = 'in-process' as const;
  readonly status = 'none' as const;
  private readonly handlers: ((message: BusMessage) => void)[] = [];

  async publish(message: BusMessage): Promise<void> {
    for (const handler of this.handlers) handler(message);
  }

  async subscribe(handler: (message: BusMessage) => void): Promise<void> {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.handlers.length = 0;
  }
}

function isBusMessage(value: unknown): value is BusMessage {
  if (!value || typeof value !== 'object') return false;
  const t = (value as { t?: unknown }).t;
  return t === 'players' || t === 'all' || t === 'sessionEnded' || t === 'event';
}

/** REDIS_URL set: Redis pub/sub between the api replicas (ARCHITECTURE.md › the picture). */
export class RedisBus implements NotifyBus {
  readonly kind = 'redis' as const;
  private readonly channel: RedisChannel;

  constructor(
    url: string,
    prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = new RedisChannel(url, `${prefix}:bus`, log, 'notify');
  }

  async publish(message: BusMessage): Promise<void> {
    await this.channel.publish(message);
  }

  /** Both connections ready: what is published reaches the other replicas and theirs this one. */
  get status(): BusStatus {
    return this.channel.pub.status === 'ready' && this.channel.sub.status === 'ready'
      ? 'up'
      : 'down';
  }

  /**
   * Subscribes. Redis not reachable at start degrades this replica (docs/ops.md › Health and
   * shutdown: its own sockets still get their pushes) instead of keeping it from starting:
   * ioredis keeps reconnecting, and the channel is subscribed once it is ready.
   */
  async subscribe(handler: (message: BusMessage) => void): Promise<void> {
    this.channel.onMessage(
      (value) => {
        if (isBusMessage(value)) handler(value);
      },
      (error) => this.log.warn({ err: error }, 'notify: unreadable bus message ignored'),
    );
    try {
      await this.channel.connect();
    } catch (error) {
      this.log.warn({ err: error }, 'notify: redis not reachable, only local sockets until it is');
      // Later readies re-subscribe by themselves (ioredis autoResubscribe) once this one has.
      const subscribeLate = () => {
        this.channel
          .subscribe()
          .catch((failure: unknown) =>
            this.log.warn({ err: failure }, 'notify: subscribing after reconnect failed'),
          );
      };
      if (this.channel.sub.status === 'ready') subscribeLate();
      else this.channel.sub.once('ready', subscribeLate);
    }
  }

  async close(): Promise<void> {
    this.channel.close();
  }
}

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

export interface NotifyBus {
  readonly kind: 'in-process' | 'redis';
  publish(message: BusMessage): Promise<void>;
  /** Resolves once messages published after it will be received. */
  subscribe(handler: (message: BusMessage) => void): Promise<void>;
  close(): Promise<void>;
}

/** The embedded default: one process, delivered synchronously. */
export class InProcessBus implements NotifyBus {
  readonly kind = 'in-process' as const;
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

  async subscribe(handler: (message: BusMessage) => void): Promise<void> {
    this.channel.onMessage(
      (value) => {
        if (isBusMessage(value)) handler(value);
      },
      (error) => this.log.warn({ err: error }, 'notify: unreadable bus message ignored'),
    );
    await this.channel.connect();
  }

  async close(): Promise<void> {
    this.channel.close();
  }
}

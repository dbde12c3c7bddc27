import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

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
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly channel: string;

  constructor(
    url: string,
    prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `${prefix}:bus`;
    // A subscribed connection can only subscribe, so publishing needs its own.
    this.pub = new Redis(url, { lazyConnect: true });
    this.sub = new Redis(url, { lazyConnect: true });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (error: Error) => this.log.warn({ err: error }, 'notify: redis error'));
    }
  }

  async publish(message: BusMessage): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify(message));
  }

  async subscribe(handler: (message: BusMessage) => void): Promise<void> {
    this.sub.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      try {
        const value: unknown = JSON.parse(text);
        if (isBusMessage(value)) handler(value);
      } catch (error) {
        this.log.warn({ err: error }, 'notify: unreadable bus message ignored');
      }
    });
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    await this.sub.subscribe(this.channel);
  }

  async close(): Promise<void> {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

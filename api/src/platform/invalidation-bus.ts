import type { FastifyBaseLogger } from 'fastify';
import { RedisChannel } from './redis-channel';

/**
 * How a memory of this replica hears what another replica invalidated (an ended session, a moved
 * balance). The rule every such memory follows: while `listening` is false nothing is served from
 * memory, and the memory is emptied whenever the channel comes (back) up, since messages may have
 * been missed while it was down.
 */
export interface InvalidationBus<T> {
  /** Whether invalidations from other replicas are being received now. */
  readonly listening: boolean;
  publish(message: T): Promise<void>;
  close(): Promise<void>;
}

/** The memory a bus keeps right. */
export interface Invalidated<T> {
  /** An invalidation from another replica. */
  drop(message: T): void;
  /** Forget everything. */
  clear(): void;
}

/** REDIS_URL set: invalidations travel between the replicas over Redis pub/sub, one channel each. */
export class RedisInvalidationBus<T> implements InvalidationBus<T> {
  private readonly redis: RedisChannel;
  private subscribed = false;
  private wanted = false;

  /**
   * @param what  the memory's name in log lines ('sessions', 'balances')
   * @param parse a message of this channel from its parsed JSON, or null when it is not one
   */
  constructor(
    url: string,
    channel: string,
    private readonly parse: (value: Record<string, unknown>) => T | null,
    private readonly target: Invalidated<T>,
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {
    // No offline queue: while Redis is away a publish fails at once (logged below) instead of
    // holding the caller — a wallet move publishes inside its transaction.
    this.redis = new RedisChannel(url, channel, log, what, {
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
    });
    this.redis.onMessage(
      (value) => {
        const message = this.read(value);
        if (message !== null) this.target.drop(message);
      },
      () => undefined, // not ours
    );
    const { sub } = this.redis;
    // Down, even for a moment: stop serving from memory and forget it (messages may be lost).
    sub.on('close', () => {
      this.subscribed = false;
      this.target.clear();
    });
    sub.on('ready', () => {
      if (!this.wanted) return;
      // Back after a drop: subscribe again (harmless if ioredis already did), then serve again.
      void this.redis
        .subscribe()
        .then(() => {
          this.target.clear();
          this.subscribed = true;
        })
        .catch((error: unknown) => this.log.warn({ err: error }, `${what}: resubscribe failed`));
    });
  }

  /** Subscribes; if Redis is not reachable yet, memory stays unused until it is (see 'ready'). */
  async connect(): Promise<void> {
    this.wanted = true;
    try {
      await this.redis.connect();
      this.target.clear();
      this.subscribed = true;
    } catch (error) {
      this.log.warn({ err: error }, `${this.what}: redis not reachable, memory off until it is`);
    }
  }

  private read(value: unknown): T | null {
    return value && typeof value === 'object' ? this.parse(value as Record<string, unknown>) : null;
  }

  get listening(): boolean {
    return this.subscribed && this.redis.sub.status === 'ready';
  }

  async publish(message: T): Promise<void> {
    try {
      await this.redis.publish(message);
    } catch (error) {
      // The other replicas may still hold it: they stop serving from memory only when their own
      // subscription drops. Logged loudly; the memory's TTL bounds how long a missed message matters.
      this.log.error({ err: error, message }, `${this.what}: invalidation not published`);
    }
  }

  async close(): Promise<void> {
    this.wanted = false;
    this.subscribed = false;
    this.redis.close();
  }
}

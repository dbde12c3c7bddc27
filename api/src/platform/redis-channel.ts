import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * One Redis pub/sub channel between the api replicas: the one pub/sub of the api (the notify
 * hub's bus and the caches' invalidation bus are built on it). A subscribed connection can only
 * subscribe, so publishing has its own; messages are JSON.
 */
export class RedisChannel {
  readonly pub: Redis;
  readonly sub: Redis;

  /**
   * @param what       who uses it, in log lines ('notify', 'sessions', 'balances')
   * @param pubOptions the publishing connection's options (e.g. no offline queue)
   */
  constructor(
    url: string,
    readonly name: string,
    log: FastifyBaseLogger,
    what: string,
    pubOptions: RedisOptions = {},
  ) {
    this.pub = new Redis(url, { lazyConnect: true, ...pubOptions });
    this.sub = new Redis(url, { lazyConnect: true });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (error: Error) => log.warn({ err: error }, `${what}: redis error`));
    }
  }

  /** Every message of this channel, parsed; `unreadable` hears what is not JSON. */
  onMessage(handler: (value: unknown) => void, unreadable: (error: unknown) => void): void {
    this.sub.on('message', (from: string, raw: string) => {
      if (from !== this.name) return;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        unreadable(error);
        return;
      }
      handler(value);
    });
  }

  /** Connects both connections and subscribes. */
  async connect(): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    await this.subscribe();
  }

  subscribe(): Promise<unknown> {
    return this.sub.subscribe(this.name);
  }

  async publish(value: unknown): Promise<void> {
    await this.pub.publish(this.name, JSON.stringify(value));
  }

  close(): void {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { TtlMap } from '../lib/ttl-map';
import { RedisInvalidationBus, type InvalidationBus } from './invalidation-bus';

/**
 * A memory of each player's balance for the balance poll only (spec §4: every logged-in tab calls
 * `user/balance` every 3000 ms; spec §7 user/balance). Every other reader of a balance (bets,
 * withdrawals, the seamless wallet) reads the locked row, never this.
 *
 * A balance changes only through `Wallets.move`, and the poll must never show a balance older than
 * the last committed move, so:
 * - `Wallets.move` drops the player's entry inside the moving transaction, before its commit, here
 *   and on every other replica (Redis pub/sub, `REDIS_URL`; the publish is awaited before the
 *   transaction goes on);
 * - after a drop the player's balance is not remembered again for `settleMs` (longer than any
 *   moving transaction runs), because a poll that reads between the drop and the commit still
 *   sees the old row;
 * - a read that began before the latest drop is never remembered (a generation per player),
 *   however long it took;
 * - while the Redis subscription is not up nothing is served from memory, and the memory is
 *   emptied when it comes back. Without `REDIS_URL` the memory is per process (one replica).
 * The TTL (`BALANCE_CACHE_TTL_MS`) bounds how long a lost message could matter.
 */
export type BalanceDrop = { playerId: number };

/** Channel of balance drops between the replicas. */
export const BALANCE_CHANNEL = 'oyna:balance-moved';

/** A read begun now: what `remember` needs to know whether a drop happened since. */
export interface BalanceRead {
  playerId: number;
  generation: number;
}

/** `V`: what is remembered per player (the wallet keeps the total and the bonus part). */
export class BalanceCache<V = number> {
  private readonly entries: TtlMap<number, V>;
  /** Counts drops; a read carries the count it began at. */
  private generation = 0;
  /** Per player, the last drop: its count, and until when nothing is remembered (settling). */
  private readonly drops = new Map<number, { generation: number; until: number }>();
  /** Drops up to this count were swept: a read begun before it cannot be checked, so is not kept. */
  private forgotten = 0;
  private bus: InvalidationBus<BalanceDrop> | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly settleMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new TtlMap(now);
  }

  attach(bus: InvalidationBus<BalanceDrop>): void {
    this.bus = bus;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && (this.bus === null || this.bus.listening);
  }

  get(playerId: number): V | null {
    if (!this.enabled) return null;
    return this.entries.get(playerId) ?? null;
  }

  /** Call before reading the row; hand the result to `remember` with the row's balance. */
  begin(playerId: number): BalanceRead {
    return { playerId, generation: this.generation };
  }

  remember(read: BalanceRead, balanceMinor: V): void {
    if (!this.enabled) return;
    const now = this.now();
    if (read.generation < this.forgotten) return;
    const drop = this.drops.get(read.playerId);
    // dropped since the read began, or a move may still be committing
    if (drop && (drop.generation > read.generation || drop.until > now)) return;
    // Bounded: what expired is swept when a map grows (one entry per polling or moving player).
    if (this.entries.size > 100_000 || this.drops.size > 100_000) this.sweep(now);
    this.entries.set(read.playerId, balanceMinor, now + this.ttlMs);
  }

  /** A move of this player's balance is under way: drop it here, then on every other replica. */
  async moved(playerId: number): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.drop({ playerId });
    await this.bus?.publish({ playerId });
  }

  /** A drop from this or another replica. */
  drop({ playerId }: BalanceDrop): void {
    this.entries.delete(playerId);
    this.generation += 1;
    this.drops.set(playerId, { generation: this.generation, until: this.now() + this.settleMs });
  }

  /** Forgets every balance (the replicas' channel was down: drops may have been missed). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(now: number): void {
    this.entries.sweep(now);
    for (const [id, drop] of this.drops) {
      if (drop.until > now) continue;
      this.drops.delete(id);
      this.forgotten = Math.max(this.forgotten, drop.generation);
    }
  }

  async close(): Promise<void> {
    await this.bus?.close();
  }
}

function parseDrop(value: Record<string, unknown>): BalanceDrop | null {
  return typeof value.playerId === 'number' ? { playerId: value.playerId } : null;
}

/** REDIS_URL set: balance drops travel between the replicas over Redis pub/sub. */
export function redisBalanceBus(
  url: string,
  cache: BalanceCache<unknown>,
  log: FastifyBaseLogger,
): RedisInvalidationBus<BalanceDrop> {
  return new RedisInvalidationBus(url, BALANCE_CHANNEL, parseDrop, cache, log, 'balances');
}

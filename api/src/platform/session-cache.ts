import type { FastifyBaseLogger } from 'fastify';
import { TtlMap } from '../lib/ttl-map';
import { RedisInvalidationBus, type InvalidationBus } from './invalidation-bus';

/**
 * A short-lived memory of sessions found live, so that the balance poll (spec §4: every logged-in
 * tab calls `user/balance` every 3000 ms) does not read the session row on every call.
 *
 * Revocation stays immediate (spec §8: after logout or a password change the next call answers
 * 401; the token's expiry is checked on every call before the cache, so a time-out is never
 * cached past its end):
 * - the replica that ends a session drops it (or every session of the player) from its memory
 *   before the call answers, and publishes the revocation; every other replica drops it when the
 *   message arrives (Redis pub/sub, `REDIS_URL`), before the revoking call has answered;
 * - a session or player revoked in the last TTL is not cached again for a TTL, so a poll that
 *   read the row before the revoking transaction committed cannot put it back;
 * - while the Redis subscription is not up (starting, reconnecting) nothing is served from
 *   memory, and the memory is emptied when it comes back (messages may have been missed).
 * Without `REDIS_URL` the memory is per process: one api replica (as the notify hub assumes).
 */
export interface CachedSession {
  playerId: number;
}

/** A revocation as published to the other replicas. */
export type Revocation = { sessionId: string } | { playerId: number };

/** Channel of revocations between the replicas. */
export const REVOCATION_CHANNEL = 'oyna:session-revoked';

/** Carries revocations to the other replicas. */
export type RevocationBus = InvalidationBus<Revocation>;

export class SessionCache {
  private readonly entries: TtlMap<string, number>;
  /** Sessions and players revoked recently: not cached again until the time given. */
  private readonly revokedSessions = new Map<string, number>();
  private readonly revokedPlayers = new Map<number, number>();
  private bus: RevocationBus | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new TtlMap(now);
  }

  /** Connects the replicas' revocation channel (REDIS_URL). */
  attach(bus: RevocationBus): void {
    this.bus = bus;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && (this.bus === null || this.bus.listening);
  }

  get(sessionId: string): CachedSession | null {
    if (!this.enabled) return null;
    const playerId = this.entries.get(sessionId);
    return playerId === undefined ? null : { playerId };
  }

  set(sessionId: string, playerId: number): void {
    if (!this.enabled) return;
    const now = this.now();
    if ((this.revokedSessions.get(sessionId) ?? 0) > now) return;
    if ((this.revokedPlayers.get(playerId) ?? 0) > now) return;
    // Bounded: stale entries are swept when the map grows (one entry per live tab).
    if (this.entries.size > 50_000) this.sweep(now);
    this.entries.set(sessionId, playerId, now + this.ttlMs);
  }

  /** Revokes here at once, then on every other replica; resolves when published. */
  async revoke(revocation: Revocation): Promise<void> {
    this.drop(revocation);
    await this.bus?.publish(revocation);
  }

  /** A revocation from this or another replica. */
  drop(revocation: Revocation): void {
    const until = this.now() + Math.max(this.ttlMs, 1000);
    if ('sessionId' in revocation) {
      this.entries.delete(revocation.sessionId);
      this.revokedSessions.set(revocation.sessionId, until);
    } else {
      this.entries.deleteWhere((playerId) => playerId === revocation.playerId);
      this.revokedPlayers.set(revocation.playerId, until);
    }
  }

  /** Forgets everything (the revocation channel was down: messages may have been missed). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(now: number): void {
    this.entries.sweep(now);
    for (const [id, until] of this.revokedSessions)
      if (until <= now) this.revokedSessions.delete(id);
    for (const [id, until] of this.revokedPlayers) if (until <= now) this.revokedPlayers.delete(id);
  }

  async close(): Promise<void> {
    await this.bus?.close();
  }
}

function parseRevocation(value: Record<string, unknown>): Revocation | null {
  if (typeof value.sessionId === 'string') return { sessionId: value.sessionId };
  if (typeof value.playerId === 'number') return { playerId: value.playerId };
  return null;
}

/** REDIS_URL set: revocations travel between the replicas over Redis pub/sub. */
export function redisRevocationBus(
  url: string,
  cache: SessionCache,
  log: FastifyBaseLogger,
): RedisInvalidationBus<Revocation> {
  return new RedisInvalidationBus(url, REVOCATION_CHANNEL, parseRevocation, cache, log, 'sessions');
}

import { LRUCache } from 'lru-cache';

/**
 * A memory of bearer tokens whose HS256 signature and claims were verified, keyed by the token
 * string itself, so that the balance poll (spec §4: every logged-in tab calls `user/balance` every
 * 3000 ms with the same token) does not compute the HMAC again on every call.
 *
 * What it remembers is only what the signature proves, which never changes for a given token: the
 * claims. It answers nothing about the session: revocation (spec §8: after logout, a password
 * change or a time-out the next call answers 401, on every replica) is still decided after it, on
 * every call, by the session row or the session cache (session-cache.ts), and a token found
 * revoked there is dropped from here. Expiry is checked on every call against the token's own
 * `exp` (as fast-jwt's verifier does: live while now ≤ exp), so a remembered token never outlives
 * it. Bounded by entry count (least recently used first out): one entry per live tab.
 */
export interface VerifiedClaims {
  sid: string;
  sub: string;
  exp: number;
}

export class VerifiedTokens {
  private readonly entries: LRUCache<string, VerifiedClaims> | null;

  constructor(
    /** At most this many tokens; 0 = off (every call verifies the signature). */
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = maxEntries > 0 ? new LRUCache({ max: maxEntries }) : null;
  }

  /** The claims of a remembered token that has not expired, else null. */
  get(token: string): VerifiedClaims | null {
    const claims = this.entries?.get(token);
    if (!claims) return null;
    if (this.now() > claims.exp * 1000) {
      this.entries?.delete(token);
      return null;
    }
    return claims;
  }

  /** Remembers a token whose signature and claims have just been verified. */
  set(token: string, claims: VerifiedClaims): void {
    this.entries?.set(token, claims);
  }

  /** Forgets a token (its session was found ended). */
  delete(token: string): void {
    this.entries?.delete(token);
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}

import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { unauthorized } from '../lib/errors';
import type { RequestMeta } from '../lib/request-meta';
import { SessionCache } from './session-cache';
import { VerifiedTokens, type VerifiedClaims } from './verified-tokens';

export interface Principal {
  playerId: number;
  sessionId: string;
}

interface Claims {
  sid: string;
  sub: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Last-seen is written at most once a minute (the balance poll calls every 3 s, spec §9). */
const TOUCH_AFTER_SECONDS = 60;

/**
 * Server-side sessions behind signed tokens (api/README.md › Identity and sessions). The token is
 * an HS256 JWT (fast-jwt; only HS256 is accepted, so `alg: none` or an RSA/HMAC confusion cannot
 * pass) that expires and names a session row; ending the row (logout, password change) rejects
 * the token at once (spec §8: the next call answers 401).
 */
export class Sessions {
  private readonly sign: (claims: Claims) => string;
  private readonly verify: (token: string) => VerifiedClaims;

  constructor(
    private readonly db: Kysely<Database>,
    secret: string,
    ttlSeconds: number,
    /** Live sessions remembered briefly (session-cache.ts); TTL 0 = every call reads the row. */
    readonly cache: SessionCache = new SessionCache(0),
    /** Tokens whose signature was verified (verified-tokens.ts); size 0 = verify every call. */
    readonly verified: VerifiedTokens = new VerifiedTokens(0),
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
    this.verify = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      requiredClaims: ['sid', 'sub', 'exp'],
      cache: false,
    });
  }

  /** Opens a session (in the caller's transaction when given) and returns its token. */
  async start(db: Db, playerId: number, meta: RequestMeta): Promise<string> {
    const sessionId = crypto.randomUUID();
    await db
      .insertInto('session')
      .values({
        id: sessionId,
        player_id: playerId,
        fingerprint: meta.fingerprint,
        user_agent: meta.userAgent,
        ip: meta.ip,
      })
      .execute();
    return this.sign({ sid: sessionId, sub: String(playerId) });
  }

  /** The player behind a bearer token, or 401. */
  async authenticate(token: string): Promise<Principal> {
    // The signature is verified once per token (verified-tokens.ts); its expiry is checked on
    // every call, and the session itself below, from its row or the session cache.
    let claims = this.verified.get(token);
    if (!claims) {
      try {
        claims = this.verify(token);
      } catch {
        throw unauthorized();
      }
      if (typeof claims.sid !== 'string' || !/^[0-9a-f-]{36}$/.test(claims.sid)) {
        throw unauthorized();
      }
      this.verified.set(token, claims);
    }
    const cached = this.cache.get(claims.sid);
    if (cached && String(cached.playerId) === claims.sub) {
      return { playerId: cached.playerId, sessionId: claims.sid };
    }
    const session = await this.db
      .selectFrom('session')
      .select([
        'id',
        'player_id',
        sql<boolean>`last_seen_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})`.as(
          'stale',
        ),
      ])
      .where('id', '=', claims.sid)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (!session || String(session.player_id) !== claims.sub) {
      // Ended (spec §8): the token will never be accepted again, so it is not kept either.
      this.verified.delete(token);
      throw unauthorized();
    }
    this.cache.set(session.id, session.player_id);
    if (session.stale) {
      await this.db
        .updateTable('session')
        .set({ last_seen_at: sql<string>`now()` })
        .where('id', '=', session.id)
        .execute();
    }
    return { playerId: session.player_id, sessionId: session.id };
  }

  /** Ends one session (logout); ending an ended one changes nothing. */
  async end(sessionId: string, reason: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ ended_at: sql<string>`now()`, end_reason: reason })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
    // spec §8: the next call with this token answers 401, on every replica.
    await this.cache.revoke({ sessionId });
  }

  /**
   * Ends every open session of a player (password change or reset), in the caller's transaction,
   * and answers their ids (to close their sockets now). The cached sessions are dropped now and
   * not cached again for a TTL (session-cache.ts), so a poll that reads the rows before the
   * transaction commits cannot keep one alive.
   */
  async endAll(db: Db, playerId: number, reason: string): Promise<string[]> {
    await this.cache.revoke({ playerId });
    const rows = await db
      .updateTable('session')
      .set({ ended_at: sql<string>`now()`, end_reason: reason })
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }
}

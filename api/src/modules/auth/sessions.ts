import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import type { AuthQueries, SessionMeta } from './queries';

export interface Principal {
  playerId: number;
  sessionId: string;
}

interface Claims {
  sid: string;
  sub: string;
}

/** Last-seen is written at most once a minute (the balance poll calls every 3 s, spec §9). */
const TOUCH_AFTER_SECONDS = 60;

/**
 * Server-side sessions behind signed tokens (issue 3). The token is an HS256 JWT (fast-jwt;
 * only HS256 is accepted, so `alg: none` or an RSA/HMAC confusion cannot pass) that expires and
 * names a session row; ending the row (logout, password change) rejects the token at once.
 */
export class Sessions {
  private readonly sign: (claims: Claims) => string;
  private readonly verify: (token: string) => Claims;

  constructor(
    private readonly queries: AuthQueries,
    secret: string,
    ttlSeconds: number,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
    this.verify = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      requiredClaims: ['sid', 'sub', 'exp'],
      cache: false,
    });
  }

  /** Opens a session and returns its token. */
  async start(
    db: Kysely<Database> | Transaction<Database>,
    playerId: number,
    meta: SessionMeta,
  ): Promise<string> {
    const sessionId = crypto.randomUUID();
    await this.queries.insertSession(db, sessionId, playerId, meta);
    return this.sign({ sid: sessionId, sub: String(playerId) });
  }

  /** The player behind a bearer token, or 401. */
  async authenticate(token: string): Promise<Principal> {
    let claims: Claims;
    try {
      claims = this.verify(token);
    } catch {
      throw unauthorized();
    }
    if (typeof claims.sid !== 'string' || !/^[0-9a-f-]{36}$/.test(claims.sid)) throw unauthorized();
    const session = await this.queries.liveSession(claims.sid, TOUCH_AFTER_SECONDS);
    if (!session || String(session.player_id) !== claims.sub) throw unauthorized();
    if (session.stale) await this.queries.touchSession(session.id);
    return { playerId: session.player_id, sessionId: session.id };
  }

  async end(sessionId: string, reason: string): Promise<void> {
    await this.queries.endSession(sessionId, reason);
  }

  async endAll(
    db: Kysely<Database> | Transaction<Database>,
    playerId: number,
    reason: string,
  ): Promise<void> {
    await this.queries.endPlayerSessions(db, playerId, reason);
  }
}

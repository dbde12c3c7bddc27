import crypto from 'node:crypto';

/**
 * Self-validating SignalR connection tokens (shared notes › Scale-out: "Negotiate + socket must
 * reach the same replica unless the connection token is self-validating"). The token names the
 * connection id and the session that negotiated it, expires quickly and is HMAC-signed with a key
 * every replica derives from JWT_SECRET, so any replica can accept the socket of a negotiate
 * another replica answered.
 */
export interface ConnectionClaims {
  connectionId: string;
  sessionId: string;
  expiresAtMs: number;
}

const VERSION = 'v1';

export class ConnectionTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = crypto.createHmac('sha256', secret).update('oyna-notify-connection-token').digest();
  }

  private mac(payload: string): string {
    return crypto.createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  issue(sessionId: string): { connectionId: string; connectionToken: string } {
    const connectionId = crypto.randomBytes(16).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ c: connectionId, s: sessionId, e: this.now() + this.ttlMs }),
    ).toString('base64url');
    const body = `${VERSION}.${payload}`;
    return { connectionId, connectionToken: `${body}.${this.mac(body)}` };
  }

  /** The claims of a genuine, unexpired token; undefined otherwise. */
  verify(token: string): ConnectionClaims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION) return undefined;
    const [version, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.mac(`${version}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return undefined;
    }
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        c?: unknown;
        s?: unknown;
        e?: unknown;
      };
      if (typeof claims.c !== 'string' || typeof claims.s !== 'string') return undefined;
      if (typeof claims.e !== 'number' || claims.e < this.now()) return undefined;
      return { connectionId: claims.c, sessionId: claims.s, expiresAtMs: claims.e };
    } catch {
      return undefined;
    }
  }
}

import crypto from 'node:crypto';

/** The game provider this wallet serves (the built-in one; another gets its own id and secret). */
export const BUILTIN_PROVIDER_ID = 'oyna-games';

/** A game token as stored: only its SHA-256 (docs/decisions/007). */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

import crypto from 'node:crypto';

/** The header that carries a callback's signature: `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`. */
export const SIGNATURE_HEADER = 'x-oyna-signature';

const hmac = (secret: string, timestamp: number, rawBody: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * Signs a callback body as Stripe does (shared notes › signed callbacks): HMAC-SHA256 over
 * `timestamp + "." + raw body`.
 */
export function signCallback(secret: string, rawBody: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, rawBody)}`;
}

/**
 * Whether a callback's signature header fits its raw body: one of the `v1` values equals the
 * expected HMAC under a constant-time compare, and the timestamp is within `toleranceSeconds`
 * of now in either direction (replay window, as Svix does). Several `v1` allow a key rotation.
 */
export function verifyCallback(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds: number,
): boolean {
  if (!header || header.length > 1000) return false;
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  let ok = false;
  for (const candidate of candidates) {
    // Every candidate is compared (no early exit), each in constant time.
    if (crypto.timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) ok = true;
  }
  return ok;
}

/**
 * The signature of every seamless-wallet and launch call (notes/seamless-wallet.md › Hub88
 * Wallet API: every body is signed; HMAC for the embedded pair).
 */

/**
 * Every call in both directions (provider → wallet, operator → provider launch) carries
 * `x-oyna-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`.
 * The receiver checks it on the raw bytes before reading any field, compares in constant time
 * and refuses a timestamp further than SIGNATURE_TOLERANCE_S from its own clock (replays).
 */
export const SIGNATURE_HEADER = 'x-oyna-signature';
export const SIGNATURE_TOLERANCE_S = 300;

/** What the HMAC covers. */
export function signedPayload(timestampS: number, rawBody: string): string {
  return `${timestampS}.${rawBody}`;
}

export function formatSignatureHeader(timestampS: number, hexMac: string): string {
  return `t=${timestampS},v1=${hexMac}`;
}

/** `t=…,v1=…` → its parts (several v1 allowed while a secret is rotated); null when malformed. */
export function parseSignatureHeader(
  header: string | undefined,
): { timestampS: number; macs: string[] } | null {
  if (!header || header.length > 1024) return null;
  let timestampS: number | undefined;
  const macs: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return null;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestampS = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) macs.push(value);
  }
  return timestampS === undefined || macs.length === 0 ? null : { timestampS, macs };
}

/*
 * The signature itself, on Web Crypto (global in browsers and in Node ≥ 19), so that both ends —
 * the operator's wallet and the provider — run this one implementation. `crypto.subtle.verify`
 * compares in constant time.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The `x-oyna-signature` value for a raw body, stamped `nowS`. */
export async function signBody(
  secret: string,
  rawBody: string,
  nowS: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  const mac = await globalThis.crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(signedPayload(nowS, rawBody)),
  );
  return formatSignatureHeader(nowS, hex(mac));
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch';

/** Checks a raw body's signature header: well-formed, within the replay window, a matching MAC. */
export async function verifyBodySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowS: number = Math.floor(Date.now() / 1000),
): Promise<SignatureCheck> {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return 'missing';
  if (Math.abs(nowS - parsed.timestampS) > SIGNATURE_TOLERANCE_S) return 'stale';
  const key = await hmacKey(secret);
  const data = encoder.encode(signedPayload(parsed.timestampS, rawBody));
  for (const mac of parsed.macs) {
    const bytes = new Uint8Array(mac.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);
    if (await globalThis.crypto.subtle.verify('HMAC', key, bytes, data)) return 'ok';
  }
  return 'mismatch';
}

/**
 * The provably fair byte stream (notes/provably-fair.md › The common scheme), the same as
 * Stake's, so outside verifiers work unchanged:
 *
 *   block(round) = HMAC_SHA256(key = serverSeed as text, message = `${clientSeed}:${nonce}:${round}`)
 *
 * 32 bytes per block; reading starts in block floor(cursor / 32) at byte cursor mod 32 and moves
 * on to the next block. Computing a block needs an HMAC, which is synchronous in Node
 * (crypto.createHmac) and asynchronous in the browser (Web Crypto), so this module never hashes:
 * callers compute the blocks `blocksFor` names and hand them in. Everything after the bytes —
 * floats and the games' mappings — is shared by server and browser.
 */
export const BLOCK_BYTES = 32;

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The HMAC message of one block. */
export function blockMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** The block numbers (rounds) that bytes [cursor, cursor + count) come from. */
export function blocksFor(cursor: number, count: number): number[] {
  if (!Number.isInteger(cursor) || cursor < 0) throw new RangeError('cursor must be ≥ 0');
  if (!Number.isInteger(count) || count <= 0) throw new RangeError('count must be > 0');
  const first = Math.floor(cursor / BLOCK_BYTES);
  const last = Math.floor((cursor + count - 1) / BLOCK_BYTES);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Bytes [cursor, cursor + count) of the stream, from the blocks `blocksFor` named. */
export function bytesFromBlocks(
  blocks: ReadonlyMap<number, Uint8Array>,
  cursor: number,
  count: number,
): Uint8Array {
  const out = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) {
    const position = cursor + i;
    const block = blocks.get(Math.floor(position / BLOCK_BYTES));
    if (!block || block.length !== BLOCK_BYTES) {
      throw new RangeError(`block ${Math.floor(position / BLOCK_BYTES)} is missing`);
    }
    out[i] = block[position % BLOCK_BYTES] ?? 0;
  }
  return out;
}

/**
 * 4 bytes → a float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴ (notes: bytes → float).
 * Exact in a double (32 significant bits).
 */
export function floatsFromBytes(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    let value = 0;
    let divisor = 1;
    for (let j = 0; j < 4; j += 1) {
      divisor *= 256;
      value += (bytes[i + j] ?? 0) / divisor;
    }
    floats.push(value);
  }
  return floats;
}

/** The first 52 bits of `bytes` (at least 7 bytes) as an integer in [0, 2^52) — exact. */
export function first52Bits(bytes: Uint8Array): number {
  if (bytes.length < 7) throw new RangeError('52 bits need 7 bytes');
  let value = 0;
  for (let i = 0; i < 6; i += 1) value = value * 256 + (bytes[i] ?? 0);
  return value * 16 + ((bytes[6] ?? 0) >> 4);
}

/** Lower-case hex of bytes (seeds, hashes). */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

import {
  blockMessage,
  outcomeFromBlocks,
  roundBlocks,
  roundFloats,
  toHex,
  type GameKind,
  type RoundOutcome,
} from '../../engine';

/**
 * The browser half of the provably fair scheme: the same stream as the server's, computed with
 * Web Crypto (HMAC-SHA256 keyed by the server seed's text), then the shared engine maps it.
 */
const encoder = new TextEncoder();

export function webCryptoAvailable(): boolean {
  return (
    typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined'
  );
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text));
  return toHex(new Uint8Array(digest));
}

export async function recompute(
  kind: GameKind,
  byteCount: number,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  crashCapX100: number,
  gameCode?: string,
): Promise<{ floats: number[]; outcome: RoundOutcome }> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(seeds.serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const blocks = new Map<number, Uint8Array>();
  for (const round of roundBlocks(byteCount)) {
    const mac = await globalThis.crypto.subtle.sign(
      'HMAC',
      key,
      encoder.encode(blockMessage(seeds.clientSeed, seeds.nonce, round)),
    );
    blocks.set(round, new Uint8Array(mac));
  }
  const { bytes, outcome } = outcomeFromBlocks(kind, blocks, byteCount, crashCapX100, gameCode);
  return { floats: roundFloats(kind, bytes), outcome };
}

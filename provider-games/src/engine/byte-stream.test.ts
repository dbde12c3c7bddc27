import crypto from 'node:crypto';
import {
  blockMessage,
  blocksFor,
  bytesFromBlocks,
  first52Bits,
  floatsFromBytes,
  toHex,
} from './byte-stream';

const hmac = (key: string, message: string) =>
  new Uint8Array(crypto.createHmac('sha256', key).update(message).digest());

function stream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cursor: number,
  count: number,
) {
  const blocks = new Map(
    blocksFor(cursor, count).map((round) => [
      round,
      hmac(serverSeed, blockMessage(clientSeed, nonce, round)),
    ]),
  );
  return bytesFromBlocks(blocks, cursor, count);
}

describe('provably fair byte stream', () => {
  it('is HMAC-SHA256(serverSeed as text, "client:nonce:round"), 32 bytes per round', () => {
    const first = stream('seed', 'player', 7, 0, 32);
    expect(toHex(first)).toBe(
      crypto.createHmac('sha256', 'seed').update('player:7:0').digest('hex'),
    );
    const second = stream('seed', 'player', 7, 32, 32);
    expect(toHex(second)).toBe(
      crypto.createHmac('sha256', 'seed').update('player:7:1').digest('hex'),
    );
  });

  it('moves on to the next round when a cursor crosses 32 bytes', () => {
    expect(blocksFor(28, 8)).toEqual([0, 1]);
    expect(blocksFor(0, 32)).toEqual([0]);
    expect(blocksFor(64, 1)).toEqual([2]);
    const across = stream('s', 'c', 1, 28, 8);
    const whole = stream('s', 'c', 1, 0, 64);
    expect([...across]).toEqual([...whole.slice(28, 36)]);
  });

  it('refuses to read a block it was not given', () => {
    expect(() => bytesFromBlocks(new Map(), 0, 4)).toThrow('block 0 is missing');
  });

  it('turns 4 bytes into b0/256 + b1/256² + b2/256³ + b3/256⁴', () => {
    expect(floatsFromBytes(new Uint8Array([0, 0, 0, 0]))).toEqual([0]);
    expect(floatsFromBytes(new Uint8Array([128, 0, 0, 0]))).toEqual([0.5]);
    expect(floatsFromBytes(new Uint8Array([255, 255, 255, 255]))).toEqual([1 - 2 ** -32]);
    expect(floatsFromBytes(new Uint8Array([1, 2, 3, 4, 64, 0, 0, 0]))).toEqual([
      1 / 256 + 2 / 256 ** 2 + 3 / 256 ** 3 + 4 / 256 ** 4,
      0.25,
    ]);
  });

  it('reads the first 52 bits (13 hex digits) exactly', () => {
    const bytes = new Uint8Array([0xab, 0xcd, 0xef, 0x01, 0x23, 0x45, 0x67, 0x89]);
    expect(first52Bits(bytes)).toBe(parseInt('abcdef0123456', 16));
    expect(first52Bits(new Uint8Array(7).fill(255))).toBe(2 ** 52 - 1);
  });
});

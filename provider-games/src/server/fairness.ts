import crypto from 'node:crypto';
import {
  blockMessage,
  bytesFromBlocks,
  crashCapOf,
  outcomeFromBlocks,
  roundBlocks,
  roundFloats,
  ROUND_CURSOR,
  type GameInfo,
  type RoundOutcome,
} from '../engine';

/** A new server seed: 32 random bytes as 64 hex characters (notes: random 64-character hex). */
export function newServerSeed(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** The commitment shown before play: SHA-256 of the seed text, hex. */
export function seedHash(serverSeed: string): string {
  return crypto.createHash('sha256').update(serverSeed).digest('hex');
}

/** A fresh client seed until the player picks one. */
export function newClientSeed(): string {
  return crypto.randomBytes(8).toString('hex');
}

/** Client seeds the player may set: they go into the HMAC message, so no ':' and printable. */
export const CLIENT_SEED_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';

type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/** The stream blocks a round reads, with Node's HMAC (the browser uses Web Crypto). */
function streamBlocks(byteCount: number, seeds: Seeds): Map<number, Uint8Array> {
  return new Map(
    roundBlocks(byteCount).map((round) => [
      round,
      new Uint8Array(
        crypto
          .createHmac('sha256', seeds.serverSeed)
          .update(blockMessage(seeds.clientSeed, seeds.nonce, round))
          .digest(),
      ),
    ]),
  );
}

/** A round's outcome on the server, through the engine shared with the browser. */
export function computeOutcome(game: GameInfo, seeds: Seeds, crashCapX100: number): RoundOutcome {
  return outcomeFromBlocks(
    game.kind,
    streamBlocks(game.bytes, seeds),
    game.bytes,
    crashCapOf(game, crashCapX100),
    game.code,
  ).outcome;
}

/** The floats a round read (crash: X), for the verification data once the seed is revealed. */
export function computeFloats(game: GameInfo, seeds: Seeds): number[] {
  const bytes = bytesFromBlocks(streamBlocks(game.bytes, seeds), ROUND_CURSOR, game.bytes);
  return roundFloats(game.kind, bytes);
}

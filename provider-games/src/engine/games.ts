import { CRASH_BYTES, CRASH_RTP } from './crash';
import { ROULETTE_POCKETS } from './roulette';
import { SLOT_REELS } from './slot';

/** The built-in provider's games. `code` is the gameCode of spec §3 the operator launches. */
export type GameKind = 'slot' | 'roulette' | 'crash';

export interface GameInfo {
  code: string;
  kind: GameKind;
  /** Catalogue name; "Aviator Crash" so that the compact menu's Aviator search finds it (spec §2). */
  name: string;
  /** Stated return to player (slot: exact, see slot-rtp.ts and its test). */
  rtp: number;
  /** Bytes of the stream one round reads, from cursor 0. */
  bytes: number;
}

/** Lucky Fruits returns exactly 23 367 240 / 24 300 000 = 96.16 % (slot-rtp.test.ts recomputes it). */
export const SLOT_RTP = 0.9616;

export const GAMES: readonly GameInfo[] = [
  {
    code: 'oyna-lucky-fruits',
    kind: 'slot',
    name: 'Lucky Fruits',
    rtp: SLOT_RTP,
    bytes: 4 * SLOT_REELS,
  },
  {
    code: 'oyna-european-roulette',
    kind: 'roulette',
    name: 'European Roulette',
    rtp: (ROULETTE_POCKETS - 1) / ROULETTE_POCKETS,
    bytes: 4,
  },
  {
    code: 'oyna-aviator-crash',
    kind: 'crash',
    name: 'Aviator Crash',
    rtp: CRASH_RTP,
    bytes: CRASH_BYTES,
  },
];

export function gameByCode(code: string): GameInfo | undefined {
  return GAMES.find((g) => g.code === code);
}

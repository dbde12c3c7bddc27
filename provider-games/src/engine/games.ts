import { CRASH_BYTES, CRASH_DEFAULT_CAP_X100, CRASH_RTP } from './crash';
import { ROULETTE_PAYOUTS, ROULETTE_POCKETS } from './roulette';
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
  /**
   * The most one round can pay, as a multiple of its total stake, in hundredths (31450 = 314.5×).
   * Declared in the provider's game list; the operator refuses a round's wins above
   * stake × this, so every game — those to come too — must state it, and its engine must keep it.
   */
  maxMultiplierX100: number;
}

/** Lucky Fruits returns exactly 23 367 240 / 24 300 000 = 96.16 % (slot-rtp.test.ts recomputes it). */
export const SLOT_RTP = 0.9616;

/**
 * Lucky Fruits' best spin pays 3145 line bets = 314.5× the stake (wilds and sevens over the
 * lines of one window); slot-max-win.ts finds it over all 30⁵ stop combinations and its test
 * recomputes it.
 */
export const SLOT_MAX_MULTIPLIER_X100 = 31_450;

/**
 * A straight up returns 36× its amount (35 to 1 plus the stake) and no bet returns more per
 * unit staked, so no spread of bets on one spin returns more than 36× the total staked.
 */
export const ROULETTE_MAX_MULTIPLIER_X100 =
  100 * (Math.max(...Object.values(ROULETTE_PAYOUTS)) + 1);

export const GAMES: readonly GameInfo[] = [
  {
    code: 'oyna-lucky-fruits',
    kind: 'slot',
    name: 'Lucky Fruits',
    rtp: SLOT_RTP,
    bytes: 4 * SLOT_REELS,
    maxMultiplierX100: SLOT_MAX_MULTIPLIER_X100,
  },
  {
    code: 'oyna-european-roulette',
    kind: 'roulette',
    name: 'European Roulette',
    rtp: (ROULETTE_POCKETS - 1) / ROULETTE_POCKETS,
    bytes: 4,
    maxMultiplierX100: ROULETTE_MAX_MULTIPLIER_X100,
  },
  {
    code: 'oyna-aviator-crash',
    kind: 'crash',
    name: 'Aviator Crash',
    rtp: CRASH_RTP,
    bytes: CRASH_BYTES,
    maxMultiplierX100: CRASH_DEFAULT_CAP_X100,
  },
];

export function gameByCode(code: string): GameInfo | undefined {
  return GAMES.find((g) => g.code === code);
}

/**
 * The provider's game list as it declares it to an operator: the crash game's maximum multiplier
 * is the crash-point cap this deployment runs with (a cash-out never reaches the crash point).
 */
export function declaredGames(crashCapX100: number = CRASH_DEFAULT_CAP_X100): GameInfo[] {
  return GAMES.map((game) =>
    game.kind === 'crash' ? { ...game, maxMultiplierX100: crashCapX100 } : { ...game },
  );
}

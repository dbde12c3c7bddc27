import { BINGO_75, BINGO_90, bingoFloatCount, bingoMaxMultiplierX100, bingoRtp } from './bingo';
import { BACCARAT_BYTES, BACCARAT_MAX_MULTIPLIER_X100, BACCARAT_RTP } from './baccarat';
import { BLACKJACK_BYTES, BLACKJACK_MAX_MULTIPLIER_X100, BLACKJACK_RTP } from './blackjack';
import { CRASH_BYTES, CRASH_DEFAULT_CAP_X100, type CrashTerms } from './crash';
import { MEGA_MAX_MULTIPLIER_X100, megaStraightRtp } from './mega-roulette';
import { ROULETTE_PAYOUTS, ROULETTE_POCKETS } from './roulette';
import { slotFloatCount } from './slot';
import { LUCKY_FRUITS, SLOT_GAMES } from './slots';
import { CRASH_VARIANTS, ROULETTE_VARIANTS } from './variants';
import { HOLDEM_BYTES, HOLDEM_MAX_MULTIPLIER_X100, HOLDEM_RTP } from './holdem';
import { WHEEL_MAX_MULTIPLIER_X100, WHEEL_RTP } from './wheel';

/** The built-in provider's games. `code` is the gameCode of spec §3 the operator launches. */
export type GameKind =
  'slot' | 'roulette' | 'crash' | 'baccarat' | 'wheel' | 'bingo' | 'holdem' | 'blackjack';

export interface GameInfo {
  code: string;
  kind: GameKind;
  /** The game's name in the provider's list (spec §3 Game). */
  name: string;
  /** The title the game's frame shows, per language (the catalogue tile's name). */
  names: { tr: string; en: string };
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
  /** Crash games: the variant's terms (variants.ts). */
  crash?: CrashTerms;
}

/** Lucky Fruits returns exactly 23 367 240 / 24 300 000 = 96.16 % (slot-rtp.test.ts recomputes it). */
export const SLOT_RTP = LUCKY_FRUITS.rtp;

/**
 * Lucky Fruits' best spin pays 3145 line bets = 314.5× the stake (wilds and sevens over the
 * lines of one window); slot-max-win.ts finds it over all 30⁵ stop combinations and its test
 * recomputes it. Every slot declares its own in its data file (slots/*.ts).
 */
export const SLOT_MAX_MULTIPLIER_X100 = LUCKY_FRUITS.maxMultiplierX100;

/**
 * A straight up returns 36× its amount (35 to 1 plus the stake) and no bet returns more per
 * unit staked, so no spread of bets on one spin returns more than 36× the total staked.
 */
export const ROULETTE_MAX_MULTIPLIER_X100 =
  100 * (Math.max(...Object.values(ROULETTE_PAYOUTS)) + 1);

/** Mega Roulette's declared RTP: its straight up's exact return, the lowest of its bets. */
const MEGA_RTP = Number(megaStraightRtp().n) / Number(megaStraightRtp().d);

export const GAMES: readonly GameInfo[] = [
  // Every slot is one data file of the same engine; a round reads 4 bytes per float.
  ...SLOT_GAMES.map((slot): GameInfo => ({
    code: slot.code,
    kind: 'slot',
    name: slot.name.en,
    names: { ...slot.name },
    rtp: slot.rtp,
    bytes: 4 * slotFloatCount(slot),
    maxMultiplierX100: slot.maxMultiplierX100,
  })),
  // Roulette tables: European rules, or Mega Roulette's mega numbers (variants.ts).
  ...ROULETTE_VARIANTS.map((table): GameInfo => ({
    code: table.code,
    kind: 'roulette',
    name: table.names.en,
    names: { ...table.names },
    rtp: table.rules === 'mega' ? MEGA_RTP : (ROULETTE_POCKETS - 1) / ROULETTE_POCKETS,
    bytes: table.bytes,
    maxMultiplierX100:
      table.rules === 'mega' ? MEGA_MAX_MULTIPLIER_X100 : ROULETTE_MAX_MULTIPLIER_X100,
  })),
  // Crash games: one engine, each under its own terms (edge, cap, pace).
  ...CRASH_VARIANTS.map((crash): GameInfo => ({
    code: crash.code,
    kind: 'crash',
    name: crash.names.en,
    names: { ...crash.names },
    rtp: crash.terms.rtpPercent / 100,
    bytes: CRASH_BYTES,
    maxMultiplierX100: crash.terms.capX100 ?? CRASH_DEFAULT_CAP_X100,
    crash: crash.terms,
  })), // Table games: punto banco (baccarat.ts) and the money wheel (wheel.ts).
  {
    code: 'oyna-speed-baccarat',
    kind: 'baccarat',
    name: 'Speed Baccarat',
    names: { tr: 'Hızlı Bakara', en: 'Speed Baccarat' },
    rtp: BACCARAT_RTP,
    bytes: BACCARAT_BYTES,
    maxMultiplierX100: BACCARAT_MAX_MULTIPLIER_X100,
  },
  {
    code: 'oyna-tv-wheel',
    kind: 'wheel',
    name: 'TV Wheel',
    names: { tr: 'TV Çarkı', en: 'TV Wheel' },
    rtp: WHEEL_RTP,
    bytes: 4,
    maxMultiplierX100: WHEEL_MAX_MULTIPLIER_X100,
  },
  // RNG bingo against the house (bingo.ts): exact RTP by inclusion–exclusion, best prize as max.
  ...[BINGO_75, BINGO_90].map((rules): GameInfo => ({
    code: `oyna-bingo-${rules.variant}`,
    kind: 'bingo',
    name: `Bingo ${rules.variant}`,
    names: { tr: `Tombala ${rules.variant}`, en: `Bingo ${rules.variant}` },
    rtp: bingoRtp(rules),
    bytes: 4 * bingoFloatCount(rules),
    maxMultiplierX100: bingoMaxMultiplierX100(rules),
  })),
  // Casino Hold'em (holdem.ts): ante, then call 2× or fold; two wallet bets in one round.
  {
    code: 'oyna-casino-holdem',
    kind: 'holdem',
    name: 'Casino Hold’em',
    names: { tr: 'Casino Hold’em', en: 'Casino Hold’em' },
    rtp: HOLDEM_RTP,
    bytes: HOLDEM_BYTES,
    maxMultiplierX100: HOLDEM_MAX_MULTIPLIER_X100,
  },
  // Blackjack Classic (blackjack.ts): 6 decks, S17, 3:2, one split, insurance.
  {
    code: 'oyna-blackjack-classic',
    kind: 'blackjack',
    name: 'Blackjack Classic',
    names: { tr: 'Klasik Blackjack', en: 'Blackjack Classic' },
    rtp: BLACKJACK_RTP,
    bytes: BLACKJACK_BYTES,
    maxMultiplierX100: BLACKJACK_MAX_MULTIPLIER_X100,
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
    game.kind === 'crash'
      ? { ...game, maxMultiplierX100: crashCapOf(game, crashCapX100) }
      : { ...game },
  );
}

/** A crash game's cap: its own, or the deployment's for a game that has none (Aviator Crash). */
export function crashCapOf(game: GameInfo, deploymentCapX100: number): number {
  return game.crash?.capX100 ?? deploymentCapX100;
}

import {
  baccaratHedgedMinor,
  baccaratWinner,
  dealBaccarat,
  settleBaccarat,
  type BaccaratBets,
} from './baccarat';
import { bingoRules, dealBingo, settleBingo, type BingoVariant } from './bingo';
import {
  blackjackShoe,
  blackjackStakesOf,
  playBlackjack,
  settleBlackjack,
  type BlackjackAction,
  type BlackjackExtraBet,
} from './blackjack';
import { blocksFor, bytesFromBlocks, first52Bits, floatsFromBytes } from './byte-stream';
import { cappedCrashX100, crashMs, crashWinMinor } from './crash';
import type { GameKind } from './games';
import { holdemFromBytes, settleHoldem, type HoldemAction, type HoldemOutcome } from './holdem';
import { megaNumbers, settleMegaRoulette, type MegaNumber } from './mega-roulette';
import { rouletteHedgedMinor, settleRoulette, spinRoulette, type RouletteBet } from './roulette';
import { crashVariantOf, rouletteVariantOf } from './variants';
import { slotWinMinor, spinSlot, type SlotDefinition, type SlotOutcome } from './slot';
import { LUCKY_FRUITS, slotByCode } from './slots';
import { settleWheel, spinWheel, wheelHedgedMinor, type WheelBet } from './wheel';

/**
 * One round's result from its bytes — the function both the server (to play) and the browser's
 * verify view (to recompute) run. Every round reads the stream from cursor 0.
 */
export type RoundOutcome =
  | ({ kind: 'slot' } & SlotOutcome)
  /** mega: Mega Roulette's numbers of the spin (absent on European tables). */
  | { kind: 'roulette'; pocket: number; mega?: MegaNumber[] }
  | { kind: 'crash'; crashX100: number }
  /** The cards (0–51) of each hand in the order dealt. */
  | { kind: 'baccarat'; player: number[]; banker: number[] }
  | { kind: 'wheel'; segment: number }
  /** The first cards (0–51) of the round's shuffled shoe, in order; shown once the round is over. */
  | { kind: 'blackjack'; shoe: number[] }
  /** Bingo: the four cards the stream made (a purchase plays the first ones) and the draw. */
  | { kind: 'bingo'; variant: BingoVariant; cards: number[][]; balls: number[] }
  /** Casino Hold'em: the nine cards, dealt when the ante is placed. */
  | ({ kind: 'holdem' } & HoldemOutcome);

/** What the player staked: a slot or crash stake, or the roulette bets. */
export type RoundWager =
  | { kind: 'slot'; stakeMinor: number }
  | { kind: 'roulette'; bets: RouletteBet[] }
  /** capX100: the crash-point cap the round was played under (part of its terms). */
  | { kind: 'crash'; stakeMinor: number; capX100: number; cashOutX100: number | null }
  /** One wallet bet covers every spot staked together (0 on the spots not played). */
  | { kind: 'baccarat'; bets: BaccaratBets }
  | { kind: 'wheel'; bets: WheelBet[] }
  /**
   * The initial stake, the player's actions in order (the verify view replays them on the shoe)
   * and the extra stakes (double, split, insurance), each its own wallet bet of the round.
   */
  | {
      kind: 'blackjack';
      stakeMinor: number;
      actions: BlackjackAction[];
      extraBets: BlackjackExtraBet[];
    }
  /** One wallet bet for every card bought, each card the same stake. */
  | { kind: 'bingo'; cards: number; stakePerCardMinor: number }
  /**
   * The ante (with the AA bonus, one wallet bet); the call (2× the ante) is a second wallet bet
   * of the same round. aaMinor: absent or 0 when the AA bonus is not played.
   */
  | { kind: 'holdem'; anteMinor: number; action: HoldemAction; aaMinor?: number };

export const ROUND_CURSOR = 0;

/** The blocks a round of this many bytes needs. */
export function roundBlocks(bytes: number): number[] {
  return blocksFor(ROUND_CURSOR, bytes);
}

/** The numbers shown on the verify view: the floats (slot, roulette) or X = 52 bits / 2^52 (crash). */
export function roundFloats(kind: GameKind, bytes: Uint8Array): number[] {
  if (kind === 'crash') return [first52Bits(bytes) / 2 ** 52];
  return floatsFromBytes(bytes);
}

/** The slot a game code plays (Lucky Fruits for rounds that name no slot). */
export function slotOf(gameCode: string | undefined): SlotDefinition {
  const slot = gameCode === undefined ? LUCKY_FRUITS : slotByCode(gameCode);
  if (!slot) throw new RangeError(`no slot ${gameCode}`);
  return slot;
}

export function outcomeFromBytes(
  kind: GameKind,
  bytes: Uint8Array,
  crashCapX100: number,
  gameCode?: string,
): RoundOutcome {
  switch (kind) {
    case 'slot':
      return { kind, ...spinSlot(floatsFromBytes(bytes), slotOf(gameCode)) };
    case 'roulette': {
      const floats = floatsFromBytes(bytes);
      const pocket = spinRoulette(floats);
      return rouletteVariantOf(gameCode).rules === 'mega'
        ? { kind, pocket, mega: megaNumbers(floats) }
        : { kind, pocket };
    }
    case 'crash':
      return {
        kind,
        crashX100: cappedCrashX100(bytes, crashCapX100, crashVariantOf(gameCode).terms.rtpPercent),
      };
    case 'baccarat':
      return { kind, ...dealBaccarat(floatsFromBytes(bytes)) };
    case 'wheel':
      return { kind, segment: spinWheel(floatsFromBytes(bytes)) };
    case 'blackjack':
      return { kind, shoe: blackjackShoe(floatsFromBytes(bytes)) };
    case 'holdem':
      return { kind, ...holdemFromBytes(bytes) };
    case 'bingo': {
      const variant: BingoVariant = gameCode === 'oyna-bingo-90' ? 90 : 75;
      return { kind, variant, ...dealBingo(floatsFromBytes(bytes), bingoRules(variant)) };
    }
  }
}

export function outcomeFromBlocks(
  kind: GameKind,
  blocks: ReadonlyMap<number, Uint8Array>,
  byteCount: number,
  crashCapX100: number,
  gameCode?: string,
): { bytes: Uint8Array; outcome: RoundOutcome } {
  const bytes = bytesFromBlocks(blocks, ROUND_CURSOR, byteCount);
  return { bytes, outcome: outcomeFromBytes(kind, bytes, crashCapX100, gameCode) };
}

/** The win in minor units of a wager on an outcome (null when they are not of the same game). */
export function winOf(outcome: RoundOutcome, wager: RoundWager): number | null {
  if (outcome.kind === 'slot' && wager.kind === 'slot') {
    return slotWinMinor(outcome, wager.stakeMinor);
  }
  if (outcome.kind === 'roulette' && wager.kind === 'roulette') {
    return outcome.mega
      ? settleMegaRoulette(wager.bets, outcome.pocket, outcome.mega).totalMinor
      : settleRoulette(wager.bets, outcome.pocket).totalMinor;
  }
  if (outcome.kind === 'baccarat' && wager.kind === 'baccarat') {
    return settleBaccarat(wager.bets, baccaratWinner(outcome));
  }
  if (outcome.kind === 'bingo' && wager.kind === 'bingo') {
    return settleBingo(outcome, wager.cards, wager.stakePerCardMinor, bingoRules(outcome.variant));
  }
  if (outcome.kind === 'holdem' && wager.kind === 'holdem') {
    return settleHoldem(wager.anteMinor, wager.action, outcome, wager.aaMinor ?? 0);
  }
  if (outcome.kind === 'blackjack' && wager.kind === 'blackjack') {
    const state = playBlackjack(outcome.shoe, wager.stakeMinor, wager.actions);
    return state.phase === 'over' ? settleBlackjack(state).totalMinor : 0;
  }
  if (outcome.kind === 'wheel' && wager.kind === 'wheel') {
    return settleWheel(wager.bets, outcome.segment);
  }
  if (outcome.kind === 'crash' && wager.kind === 'crash') {
    // A cash-out at or below the crash point pays; none, or one above it, is a loss.
    const cashOut = wager.cashOutX100;
    if (cashOut === null || cashOut > outcome.crashX100 || crashMs(outcome.crashX100) === 0) {
      return 0;
    }
    return crashWinMinor(wager.stakeMinor, cashOut);
  }
  return null;
}

/** The total staked by a wager. */
export function stakeOf(wager: RoundWager): number {
  switch (wager.kind) {
    case 'roulette':
    case 'wheel':
      return wager.bets.reduce((sum, bet) => sum + bet.amount, 0);
    case 'baccarat':
      return wager.bets.player + wager.bets.banker + wager.bets.tie;
    case 'blackjack':
      // The initial stake and every extra bet the wallet took (double, split, insurance).
      return blackjackStakesOf(wager.stakeMinor, wager.extraBets);
    case 'holdem':
      // The ante and the AA bonus, and the call once it is made.
      return wager.anteMinor * (wager.action === 'call' ? 3 : 1) + (wager.aaMinor ?? 0);
    case 'bingo':
      return wager.cards * wager.stakePerCardMinor;
    default:
      return wager.stakeMinor;
  }
}

/**
 * The part of a round's stake its own bets hedge (spec §1 promotions and bonuses: it counts toward
 * no bonus's wagering), sent with the wallet bet: roulette's covered pockets
 * (rouletteHedgedMinor), baccarat's both sides (baccaratHedgedMinor), the wheel's every spot
 * (wheelHedgedMinor); 0 for the games with one stake on one outcome.
 */
export function hedgedOf(wager: RoundWager): number {
  switch (wager.kind) {
    case 'roulette':
      return rouletteHedgedMinor(wager.bets);
    case 'baccarat':
      return baccaratHedgedMinor(wager.bets);
    case 'wheel':
      return wheelHedgedMinor(wager.bets);
    default:
      return 0;
  }
}

/** JSON with object keys sorted, so that two outcomes compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** True when a recomputed outcome is the recorded one (a database may reorder JSON keys). */
export function sameOutcome(a: RoundOutcome | null, b: RoundOutcome | null): boolean {
  return canonical(a) === canonical(b);
}

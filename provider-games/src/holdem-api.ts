import type { PlayResult, SeedsView } from './api-types';

/**
 * Casino Hold'em's calls of the game client's API (`/provider/games/api/holdem/*`), shared by the
 * server and the browser. While the hand waits for the player's decision only the player's two
 * cards and the flop are shown; the dealer's cards, turn and river come with the result.
 */
export interface HoldemHand {
  roundId: string;
  anteMinor: number;
  /** The AA bonus staked with the ante (0 when not played). */
  aaMinor: number;
  player: number[];
  flop: number[];
  /** When the hand folds by itself if the player has not decided (server clock, ms from now). */
  decideWithinMs: number;
  /** After the ante; null when the wallet's answer did not carry it. */
  balanceMinor: number | null;
  seeds: SeedsView;
}

export type HoldemResult = PlayResult;

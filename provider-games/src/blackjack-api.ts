import type { PlayResult, SeedsView } from './api-types';
import type { BlackjackAction, BlackjackPhase } from './engine';

/**
 * Blackjack Classic's calls of the game client's API (`/provider/games/api/blackjack/*`), shared
 * by the server and the browser. While the round is played the dealer's hole card stays secret.
 */
export interface BlackjackHandView {
  cards: number[];
  stakeMinor: number;
  doubled: boolean;
  done: boolean;
}

export interface BlackjackTable {
  roundId: string;
  phase: BlackjackPhase;
  /** The dealer's up card only while the round is played; every card once it is over. */
  dealer: number[];
  hands: BlackjackHandView[];
  active: number;
  insuranceMinor: number | null;
  legal: BlackjackAction[];
  /** Every stake of the round so far (initial, doubles, split, insurance). */
  stakesMinor: number;
  /** The round's result once it is over. */
  result: PlayResult | null;
  /** After the last bet or win, when the wallet answered. */
  balanceMinor: number | null;
  seeds: SeedsView;
}

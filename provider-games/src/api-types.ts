import type { GameKind, RoundOutcome, RoundWager } from './engine';

/**
 * The game client's JSON API (`/provider/games/api/*`), shared by the server and the browser.
 * Every answer is `{ success, message, data }`; amounts are integer minor units (kuruş).
 * Calls name their session in the `x-game-session` header, never in the URL.
 */
export const SESSION_HEADER = 'x-game-session';

/**
 * The id of the play page's JSON data block holding the session's `GameState` (the answer of
 * `GET /api/state`, written into the page by the server): the state travels with the page
 * instead of in a call after the client has started.
 */
export const INITIAL_STATE_ID = 'game-state';

export interface SeedsView {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

export type RoundStatusView = 'open' | 'won' | 'lost' | 'cancelled';

/** A finished round as the player's last results show it. */
export interface RoundView {
  roundId: string;
  nonce: number;
  stakeMinor: number;
  winMinor: number;
  wager: RoundWager;
  outcome: RoundOutcome;
  createdAtMs: number;
}

export interface GameState {
  game: { code: string; name: string; kind: GameKind; rtp: number };
  language: 'tr' | 'en';
  currency: string;
  /** From the operator's wallet; null when it did not answer. */
  balanceMinor: number | null;
  minStakeMinor: number;
  maxStakeMinor: number;
  /** Slot stakes are whole line bets. */
  stakeStepMinor: number;
  lobbyUrl: string;
  slotIntervalMs: number;
  crashCapX100: number;
  seeds: SeedsView;
  history: RoundView[];
  /** The player's crash round still in the air (after a reload). */
  crash: CrashRunning | null;
}

export interface PlayResult {
  round: RoundView;
  /** After the round; null while its win waits for the wallet. */
  balanceMinor: number | null;
  pending: boolean;
  seeds: SeedsView;
}

export interface CrashRunning {
  roundId: string;
  stakeMinor: number;
  elapsedMs: number;
}

export interface CrashStarted extends CrashRunning {
  balanceMinor: number;
  seeds: SeedsView;
}

export type CrashStatus =
  | { state: 'running'; elapsedMs: number; multiplierX100: number }
  | {
      state: 'over';
      crashX100: number;
      /** The cash-out multiplier, null when the round was lost. */
      cashOutX100: number | null;
      result: PlayResult;
    };

export interface RotateResult {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonces: number };
  seeds: SeedsView;
}

/** Everything needed to recompute a round (the server seed only once it is revealed). */
export interface RoundVerification {
  roundId: string;
  gameCode: string;
  kind: GameKind;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  cursor: number;
  /** The stream's floats (crash: X = 52 bits / 2^52), once the seed is revealed. */
  floats: number[] | null;
  wager: RoundWager;
  /** Null while the round is still being played. */
  outcome: RoundOutcome | null;
  winMinor: number | null;
  createdAtMs: number;
}

import { createContext, useContext } from 'react';
import type { GameState, PlayResult, SeedsView } from '../api-types';
import type { GameApi } from './api';
import type { Language, TextKey } from './i18n';

/** What every game screen shares: the API, the texts, the balance and the round results. */
export interface GameContextValue {
  api: GameApi;
  state: GameState;
  language: Language;
  t: (key: TextKey, values?: Record<string, string | number>) => string;
  balanceMinor: number | null;
  /** Shows a stake as taken while a round plays (the result sets the real balance). */
  takeStake: (stakeMinor: number) => void;
  /** A round is over: balance, last results and seeds follow it. */
  onResult: (result: PlayResult) => void;
  /** Seeds changed (a round started, the client seed was set, the seed rotated). */
  onSeeds: (seeds: SeedsView) => void;
  /** Any failed call: an expired session reloads the game, the rest is shown. */
  onError: (error: unknown) => string;
  /** True while a round is in flight: seeds cannot change then. */
  setBusy: (busy: boolean) => void;
  busy: boolean;
}

export const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame outside a GameContext');
  return value;
}

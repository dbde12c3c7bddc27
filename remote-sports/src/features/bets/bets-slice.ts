import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BetStatus as WireBetStatus, ShellState } from '@oyna/contracts';
import type { SlipNotice } from '../../lib/slip-slice';

/**
 * The api's bet states as My bets shows them (bets-wire): a refused live bet as void, a cashed-out
 * one under the name its text and style use.
 */
export type BetStatus = Exclude<WireBetStatus, 'rejected' | 'cashed_out'> | 'cashedOut';
export type LegStatus = 'open' | 'won' | 'lost' | 'void';

export interface MyBetLeg {
  eventName: string;
  marketName: string;
  selectionName: string;
  odds: number;
  status: LegStatus;
}

/** A bet as My bets shows it (sportsbook notes › Bet, BetLeg). */
export interface MyBet {
  id: number;
  kind: 'single' | 'combo';
  placedAt: string;
  stake: number;
  odds: number;
  potentialReturn: number;
  /** What was paid (won, void, cashed out); null while open. */
  paid: number | null;
  status: BetStatus;
  legs: MyBetLeg[];
  /** The cash-out value the server offers now; null when it offers none. */
  cashOut: number | null;
}

export type BetsFilter = 'open' | 'settled';

export interface BetsState {
  filter: BetsFilter;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  bets: MyBet[];
  /** The bet whose cash-out waits for its one confirmation, with the value shown. */
  confirming: { betId: number; value: number } | null;
  cashingOut: number | null;
  notice: (SlipNotice & { betId: number }) | null;
}

export const initialBetsState: BetsState = {
  filter: 'open',
  status: 'idle',
  bets: [],
  confirming: null,
  cashingOut: null,
  notice: null,
};

export const betsSlice = createSlice({
  name: 'sportsBets',
  initialState: initialBetsState,
  reducers: {
    load: (s, a: PayloadAction<BetsFilter | undefined>) => {
      if (a.payload) s.filter = a.payload;
      s.status = 'loading';
    },
    loaded: (s, a: PayloadAction<{ filter: BetsFilter; bets: MyBet[] }>) => {
      if (a.payload.filter !== s.filter) return;
      s.bets = a.payload.bets;
      s.status = 'ready';
    },
    failed: (s) => {
      s.status = 'failed';
    },
    /** Cash out: the first tap asks for the one confirmation at the value shown. */
    askCashOut: (s, a: PayloadAction<{ betId: number; value: number }>) => {
      s.confirming = a.payload;
      s.notice = null;
    },
    cancelCashOut: (s) => {
      s.confirming = null;
    },
    confirmCashOut: (s) => {
      s.cashingOut = s.confirming?.betId ?? null;
    },
    cashOutDone: (s, a: PayloadAction<{ bet: MyBet | null; notice: BetsState['notice'] }>) => {
      s.cashingOut = null;
      s.confirming = null;
      s.notice = a.payload.notice;
      const bet = a.payload.bet;
      if (bet) s.bets = s.bets.map((b) => (b.id === bet.id ? bet : b));
    },
    /** The value moved: the new one is shown and waits for a fresh confirmation. */
    cashOutMoved: (s, a: PayloadAction<{ betId: number; value: number | null }>) => {
      s.cashingOut = null;
      const { betId, value } = a.payload;
      s.bets = s.bets.map((b) => (b.id === betId ? { ...b, cashOut: value } : b));
      s.confirming = value === null ? null : { betId, value };
      s.notice =
        value === null
          ? { betId, kind: 'error', key: 'sports.bets.cashoutNone' }
          : { betId, kind: 'info', key: 'sports.bets.cashoutMoved', values: { amount: value } };
    },
  },
});

export const betsActions = betsSlice.actions;
export type BetsRootState = ShellState & { sportsBets?: BetsState };
export const selectBets = (s: BetsRootState): BetsState => s.sportsBets ?? initialBetsState;
export const isSettled = (b: MyBet) => b.status !== 'open' && b.status !== 'pending';

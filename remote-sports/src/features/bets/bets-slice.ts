import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { events, type BetStatus as WireBetStatus, type ShellState } from '@oyna/contracts';
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

/**
 * What My bets holds besides the lists it reads by call (`sportsCalls`: `getMyBets` per tab and
 * each open bet's cash-out quote): the cash-out waiting for its one confirmation, the one on its
 * way, its outcome's notice, and the bets cashed out here (as the server answered them) until the
 * list is read again.
 */
export interface BetsState {
  /** The bet whose cash-out waits for its one confirmation, with the value shown. */
  confirming: { betId: number; value: number } | null;
  cashingOut: number | null;
  notice: (SlipNotice & { betId: number }) | null;
  /** Bets cashed out from this screen, by id, as the cash-out answered them. */
  cashedOut: Record<string, MyBet>;
}

export const initialBetsState: BetsState = {
  confirming: null,
  cashingOut: null,
  notice: null,
  cashedOut: {},
};

export const betsSlice = createSlice({
  name: 'sportsBets',
  initialState: initialBetsState,
  reducers: {
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
      if (bet) s.cashedOut[String(bet.id)] = bet;
    },
    /** The value moved: the new one is shown and waits for a fresh confirmation. */
    cashOutMoved: (s, a: PayloadAction<{ betId: number; value: number | null }>) => {
      s.cashingOut = null;
      const { betId, value } = a.payload;
      s.confirming = value === null ? null : { betId, value };
      s.notice =
        value === null
          ? { betId, kind: 'error', key: 'sports.bets.cashoutNone' }
          : { betId, kind: 'info', key: 'sports.bets.cashoutMoved', values: { amount: value } };
    },
  },
  // Another player's bets (or none): what this screen did belongs to the last one.
  extraReducers: (builder) => builder.addCase(events.sessionChanged, () => initialBetsState),
});

export const betsActions = betsSlice.actions;
export type BetsRootState = ShellState & { sportsBets?: BetsState };
export const selectBets = (s: BetsRootState): BetsState => s.sportsBets ?? initialBetsState;
export const isSettled = (b: MyBet) => b.status !== 'open' && b.status !== 'pending';

/** The slot of one bet's cash-out quote in `sportsCalls`. */
export const quoteSlot = (betId: number) => `quote:${betId}`;

/** spec: My bets reads a tab's first 50 bets (`sports/mybets`). */
export const myBetsQuery = (filter: BetsFilter) => ({ status: filter, skip: 0, take: 50 });

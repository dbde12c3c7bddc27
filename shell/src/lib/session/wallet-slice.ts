import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { events, type BalanceData } from '@oyna/contracts';
import { sessionReset, sessionStarted } from './session-slice';

/**
 * The two parts of the balance (spec §1 promotions and bonuses: cash and bonus money, kept apart):
 * the header's total stays `session.balance`; this shell-local slice holds its breakdown. Cash is
 * the only money a withdrawal can take.
 */
export interface WalletState {
  cash: number | null;
  bonus: number | null;
}

const initialState: WalletState = { cash: null, bonus: null };

/**
 * `user/balance` as the shell keeps it. An older api answers `{ balance }` alone: all of it is
 * cash then (cash = balance, bonus = 0).
 */
export function balancesOf(data: Partial<BalanceData> & { balance: number }): BalanceData {
  const bonus = typeof data.bonus === 'number' && data.bonus > 0 ? data.bonus : 0;
  const cash = typeof data.cash === 'number' ? data.cash : data.balance - bonus;
  return { balance: data.balance, cash, bonus };
}

/** Rounds to kuruş: the parts of a two-decimal total stay two-decimal. */
const kurus = (n: number) => Math.round(n * 100) / 100;

export const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    /** A `user/balance` answer: the total (as balanceChanged) and its parts. */
    balancesLoaded(state, action: PayloadAction<BalanceData>) {
      state.cash = action.payload.cash;
      state.bonus = action.payload.bonus;
    },
  },
  extraReducers: (builder) => {
    builder
      // A remote tells a new total. With its parts (a `user/balance` answer passed on whole, e.g.
      // after a forfeit) they are taken as they are; alone (after a bet or a win), cash is staked
      // first, so the bonus part stays unless the total fell below it; the next poll sets both.
      .addCase(events.balanceChanged, (state, action) => {
        const payload: { balance: number } & Partial<Record<'cash' | 'bonus', unknown>> =
          action.payload;
        const total = payload.balance;
        if (typeof payload.cash === 'number' && typeof payload.bonus === 'number') {
          state.cash = payload.cash;
          state.bonus = payload.bonus;
          return;
        }
        const bonus = Math.min(state.bonus ?? 0, Math.max(total, 0));
        state.bonus = bonus;
        state.cash = kurus(total - bonus);
      })
      .addCase(sessionStarted, () => initialState)
      .addCase(sessionReset, () => initialState);
  },
});

export const { balancesLoaded } = walletSlice.actions;

/** The shell's store carries the slice (store.ts); read through the contracts' typed hook. */
export const selectWallet = (state: object): WalletState =>
  (state as { wallet?: WalletState }).wallet ?? initialState;

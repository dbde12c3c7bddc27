import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminPaymentRecord } from '@oyna/contracts';

/** What the cashier does to a request: decide it, or clear its identity (KYC) review. */
export type Decision = 'approve' | 'reject' | 'kycClear';

export interface CashierState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Pending withdrawals and bank transfers, oldest first. */
  queue: AdminPaymentRecord[];
  /** The latest decided and pending payments, for each player's recent activity. */
  recent: AdminPaymentRecord[];
  /** The api's message when the queue could not be loaded ('' no answer). */
  error: string | null;
  selectedId: number | null;
  /** The payment a decision is on its way for. */
  deciding: number | null;
}

const initialState: CashierState = {
  status: 'idle',
  queue: [],
  recent: [],
  error: null,
  selectedId: null,
  deciding: null,
};

const oldestFirst = (a: AdminPaymentRecord, b: AdminPaymentRecord) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id;

export const cashierSlice = createSlice({
  name: 'cashier',
  initialState,
  reducers: {
    queueRequested: (state) => {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    queueLoaded: (
      state,
      action: PayloadAction<{ queue: AdminPaymentRecord[]; recent: AdminPaymentRecord[] }>,
    ) => {
      state.status = 'ready';
      state.queue = [...action.payload.queue].sort(oldestFirst);
      state.recent = action.payload.recent;
      if (!state.queue.some((p) => p.id === state.selectedId)) {
        state.selectedId = state.queue[0]?.id ?? null;
      }
    },
    queueFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    paymentSelected: (state, action: PayloadAction<number>) => {
      state.selectedId = action.payload;
    },
    decisionRequested: (
      state,
      action: PayloadAction<{ id: number; decision: Decision; reason: string }>,
    ) => {
      state.deciding = action.payload.id;
    },
    decisionDone: (state, action: PayloadAction<AdminPaymentRecord>) => {
      state.deciding = null;
      // Still pending (a first of two approvals, or a review cleared): it stays in the queue.
      if (action.payload.status === 'Pending') {
        state.queue = state.queue.map((p) => (p.id === action.payload.id ? action.payload : p));
        return;
      }
      state.queue = state.queue.filter((p) => p.id !== action.payload.id);
      state.recent = [action.payload, ...state.recent.filter((p) => p.id !== action.payload.id)];
      if (state.selectedId === action.payload.id) state.selectedId = state.queue[0]?.id ?? null;
    },
    decisionFailed: (state) => {
      state.deciding = null;
    },
  },
});

export const {
  queueRequested,
  queueLoaded,
  queueFailed,
  paymentSelected,
  decisionRequested,
  decisionDone,
  decisionFailed,
} = cashierSlice.actions;

/** A player's other payments among the recent ones, newest first (at most `limit`). */
export function activityOf(
  state: CashierState,
  payment: AdminPaymentRecord,
  limit = 6,
): AdminPaymentRecord[] {
  const seen = new Set<number>();
  return [...state.recent, ...state.queue]
    .filter((p) => p.username === payment.username && p.id !== payment.id)
    .filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, limit);
}

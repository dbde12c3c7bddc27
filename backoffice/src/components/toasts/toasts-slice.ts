import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error';

/**
 * A toast as a message id and its values, formatted when shown (so a saga needs no intl, and a
 * language switch changes it too). `money` values are amounts in lira, shown as currency.
 */
export interface ToastMessage {
  kind: ToastKind;
  /** A message id of the back office's catalog (message-ids.d.ts). */
  id: FormatjsIntl.Message['ids'];
  values?: Record<string, string | number>;
  money?: Record<string, number>;
}

export interface Toast extends ToastMessage {
  key: number;
}

let nextKey = 1;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.push(action.payload);
        // The last few only: a burst never covers the screen.
        if (state.length > 4) state.shift();
      },
      prepare: (toast: ToastMessage) => ({ payload: { ...toast, key: nextKey++ } }),
    },
    toastClosed: (state, action: PayloadAction<number>) =>
      state.filter((t) => t.key !== action.payload),
  },
});

export const { toastShown, toastClosed } = toastsSlice.actions;

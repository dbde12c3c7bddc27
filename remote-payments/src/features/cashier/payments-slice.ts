import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PaymentsState {
  /** The payment method chosen in the open cashier dialog, if any. */
  methodId: number | null;
}

export const paymentsSlice = createSlice({
  name: 'payments',
  initialState: { methodId: null } as PaymentsState,
  reducers: {
    methodChosen(state, action: PayloadAction<number | null>) {
      state.methodId = action.payload;
    },
  },
});

export const { methodChosen } = paymentsSlice.actions;
export type PaymentsRootState = { payments?: PaymentsState };

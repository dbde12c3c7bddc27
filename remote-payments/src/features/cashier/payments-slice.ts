import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentDetailField } from '@oyna/contracts';

export type Mode = 'deposit' | 'withdraw';
/** spec §3 transaction type: Deposit 1, Withdraw 2. */
export const TYPE_OF: Record<Mode, 1 | 2> = { deposit: 1, withdraw: 2 };
export const modeOf = (type: number): Mode => (type === 2 ? 'withdraw' : 'deposit');

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * spec §4 Deposit dialog: operationActive false until a successful submit; a URL result gives
 * type Iframe, anything else type Message.
 */
export type Operation = { type: 'Iframe'; url: string } | { type: 'Message'; message: string };

export interface PaymentFormState {
  /** The method whose fields are loaded (spec §2: the dialog takes id, type, title). */
  id: number | null;
  type: 1 | 2;
  status: LoadStatus | 'empty';
  fields: PaymentDetailField[];
  pending: boolean;
  operation: Operation | null;
  /**
   * spec §1 promotions and bonuses: the api refused a withdrawal until the player confirms
   * forfeiting the active bonus — the bonus money it named (₺0 when only open stakes the bonus
   * funded are left); the form then shows its confirm box whatever the balance it read. Absent
   * until such a refusal.
   */
  forfeitAsked?: number;
}

/** The dynamic dialog's form (the method lists are read by call: payment-calls.ts). */
export interface PaymentsState {
  form: PaymentFormState;
}

const initialForm: PaymentFormState = {
  id: null,
  type: 1,
  status: 'idle',
  fields: [],
  pending: false,
  operation: null,
};

const initialState: PaymentsState = {
  form: initialForm,
};

export interface SubmitPayload {
  id: number;
  type: 1 | 2;
  values: Record<string, unknown>;
  /** One key per submit of one form: a double click or a retry makes one payment. */
  requestKey: string;
  /** A withdrawal whose player confirmed giving up the active bonus (spec §1 promotions). */
  forfeitBonus?: true;
}

export const paymentsSlice = createSlice({
  name: 'payments',
  initialState,
  reducers: {
    detailRequested(state, action: PayloadAction<{ id: number; type: 1 | 2 }>) {
      state.form = { ...initialForm, ...action.payload, status: 'loading' };
    },
    detailLoaded(state, action: PayloadAction<PaymentDetailField[]>) {
      state.form.fields = action.payload;
      state.form.status = action.payload.length === 0 ? 'empty' : 'ready';
    },
    detailFailed(state) {
      state.form.status = 'failed';
    },
    submitRequested(state, _action: PayloadAction<SubmitPayload>) {
      state.form.pending = true;
    },
    submitSucceeded(state, action: PayloadAction<Operation | null>) {
      state.form.pending = false;
      state.form.operation = action.payload;
    },
    /** A refused submit; `forfeitBonus` when the api asks to confirm forfeiting the bonus. */
    submitFailed(state, action: PayloadAction<{ forfeitBonus?: number } | undefined>) {
      state.form.pending = false;
      const asked = action.payload?.forfeitBonus;
      if (asked !== undefined) state.form.forfeitAsked = asked;
    },
    formClosed(state) {
      state.form = initialForm;
    },
  },
});

export const {
  detailRequested,
  detailLoaded,
  detailFailed,
  submitRequested,
  submitSucceeded,
  submitFailed,
  formClosed,
} = paymentsSlice.actions;

export type PaymentsRootState = { payments?: PaymentsState };

/** The slice is injected lazily, so it may be absent until the remote's module is loaded. */
export const selectPayments = (state: PaymentsRootState) => state.payments ?? initialState;

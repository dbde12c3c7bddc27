import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminPromotion, PromotionUpsert } from '@oyna/contracts';

export interface PromotionsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: AdminPromotion[];
  error: string | null;
  selected: number | 'new' | null;
  saving: boolean;
}

const initialState: PromotionsState = {
  status: 'idle',
  items: [],
  error: null,
  selected: null,
  saving: false,
};

export const promotionsSlice = createSlice({
  name: 'promotions',
  initialState,
  reducers: {
    promotionsRequested: (state) => {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    promotionsLoaded: (state, action: PayloadAction<AdminPromotion[]>) => {
      state.status = 'ready';
      state.items = action.payload;
    },
    promotionsFailed: (state, action: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    promotionSelected: (state, action: PayloadAction<number | 'new' | null>) => {
      state.selected = action.payload;
    },
    promotionSaveRequested: (state, _action: PayloadAction<PromotionUpsert>) => {
      state.saving = true;
    },
    promotionSaved: (state, action: PayloadAction<{ id: number }>) => {
      state.saving = false;
      state.selected = action.payload.id;
    },
    promotionSaveFailed: (state) => {
      state.saving = false;
    },
  },
});

export const {
  promotionsRequested,
  promotionsLoaded,
  promotionsFailed,
  promotionSelected,
  promotionSaveRequested,
  promotionSaved,
  promotionSaveFailed,
} = promotionsSlice.actions;

export const selectPromotions = (s: { promotions: PromotionsState }) => s.promotions;

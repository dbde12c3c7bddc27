import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BootstrapState,
  CasinoCategory,
  ContentCategory,
  DomainStatus,
} from '@oyna/contracts';

const initialState: BootstrapState = {
  status: 'idle',
  siteOptions: {},
  trialBonusAmount: 0,
  trialBonusTerms: '',
  locales: ['tr', 'en'],
  domainStatus: null,
  contentCategories: [],
  casinoCategories: [],
};

/**
 * The bootstrap data of spec §3 (`cms/grouped`). The start-up saga (spec §4) first records that
 * it arrived with its languages, then fills each part in its own parallel step.
 */
export const bootstrapSlice = createSlice({
  name: 'bootstrap',
  initialState,
  reducers: {
    bootstrapRequested(state) {
      state.status = 'loading';
    },
    /** Everything at once (kept for tests and callers that have a whole bootstrap). */
    bootstrapLoaded(state, action: PayloadAction<Omit<BootstrapState, 'status'>>) {
      return { ...state, ...action.payload, status: 'ready' };
    },
    bootstrapArrived(state, action: PayloadAction<{ locales: string[] }>) {
      state.status = 'ready';
      state.locales = action.payload.locales;
    },
    bootstrapFailed(state) {
      state.status = 'failed';
    },
    siteOptionsLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.siteOptions = action.payload;
    },
    contentCategoriesLoaded(state, action: PayloadAction<ContentCategory[]>) {
      state.contentCategories = action.payload;
    },
    casinoCategoriesLoaded(state, action: PayloadAction<CasinoCategory[]>) {
      state.casinoCategories = action.payload;
    },
    domainStatusLoaded(state, action: PayloadAction<DomainStatus | null>) {
      state.domainStatus = action.payload;
    },
    trialBonusLoaded(state, action: PayloadAction<number>) {
      state.trialBonusAmount = action.payload;
    },
    /** The trial offer's terms from its record, in the reader's language ('' when none). */
    trialBonusTermsLoaded(state, action: PayloadAction<string>) {
      state.trialBonusTerms = action.payload;
    },
  },
});

export const {
  bootstrapRequested,
  bootstrapLoaded,
  bootstrapArrived,
  bootstrapFailed,
  siteOptionsLoaded,
  contentCategoriesLoaded,
  casinoCategoriesLoaded,
  domainStatusLoaded,
  trialBonusLoaded,
  trialBonusTermsLoaded,
} = bootstrapSlice.actions;

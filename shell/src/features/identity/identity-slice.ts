import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  events,
  type Country,
  type LoginPayload,
  type RecoveryCodePayload,
  type RecoveryPasswordPayload,
  type RecoveryUsernamePayload,
  type ShellState,
} from '@oyna/contracts';
import type { RegisterFormValues } from './register-payload';

/** The two dialogs that walk through the phone steps of spec §4 (registration, SMS verify). */
export type PhoneFlow = 'register' | 'sms';

/**
 * spec §4 Registration: what the dialog shows after the form. `welcome` is the celebration with
 * trial amount 0 (Deposit, Live Chat), `trial` offers 'Yes' to claim the trial bonus, `claimed`
 * is the confetti before the dialog closes.
 */
export type Celebration = 'none' | 'welcome' | 'trial' | 'claimed';

export interface PhoneStepsState {
  /** 1: the phone (send code), 2: the code, 3: verified (SMS verify dialog only). */
  step: 1 | 2 | 3;
  /** The 10 local digits after the prefix 90 (spec §9). */
  phone: string;
  /** spec §4: after registration the phone is prefilled and locked. */
  phoneLocked: boolean;
}

export interface IdentityState {
  /** A request of an identity form is in flight (its submit button waits). */
  pending: boolean;
  /** spec §7 `auth/form` countries, null until they may be shown (COUNTRIES_DELAY_MS). */
  countries: Country[] | null;
  /** spec §4 Registration: step 0 is the form, 1 and 2 the phone steps. */
  registerStep: 0 | 1 | 2;
  /** The trial bonus box was ticked in the form. */
  trialBonusWanted: boolean;
  celebration: Celebration;
  phone: Record<PhoneFlow, PhoneStepsState>;
  /** spec §4 Recovery: steps 1 to 4 and what the earlier steps carried. */
  recovery: { step: 1 | 2 | 3 | 4; username: string; code: string };
}

export interface IdentityRootState extends ShellState {
  identity: IdentityState;
}

const phoneSteps = (phone = '', phoneLocked = false): PhoneStepsState => ({
  step: 1,
  phone,
  phoneLocked,
});

const initialState: IdentityState = {
  pending: false,
  countries: null,
  registerStep: 0,
  trialBonusWanted: false,
  celebration: 'none',
  phone: { register: phoneSteps(), sms: phoneSteps() },
  recovery: { step: 1, username: '', code: '' },
};

export const identitySlice = createSlice({
  name: 'identity',
  initialState,
  reducers: {
    requestStarted(state) {
      state.pending = true;
    },
    requestFinished(state) {
      state.pending = false;
    },
    countriesShown(state, action: PayloadAction<Country[]>) {
      state.countries = action.payload;
    },
    /** spec §4: after registration the step becomes 1 with the phone prefilled and locked. */
    registered(state, action: PayloadAction<{ phone: string; trialBonus: boolean }>) {
      state.registerStep = 1;
      state.trialBonusWanted = action.payload.trialBonus;
      state.phone.register = phoneSteps(action.payload.phone, true);
    },
    phonePrefilled(state, action: PayloadAction<{ flow: PhoneFlow; phone: string }>) {
      state.phone[action.payload.flow].phone = action.payload.phone;
    },
    codeSent(state, action: PayloadAction<{ flow: PhoneFlow; phone: string }>) {
      const steps = state.phone[action.payload.flow];
      steps.step = 2;
      steps.phone = action.payload.phone;
      if (action.payload.flow === 'register') state.registerStep = 2;
    },
    /** spec §4: 'Change Phone Number' goes from step 2 back to 1 (the code is cleared). */
    phoneChangeRequested(state, action: PayloadAction<PhoneFlow>) {
      const steps = state.phone[action.payload];
      steps.step = 1;
      steps.phoneLocked = false;
      if (action.payload === 'register') state.registerStep = 1;
    },
    phoneConfirmed(state, action: PayloadAction<PhoneFlow>) {
      if (action.payload === 'sms') state.phone.sms.step = 3;
    },
    celebrationShown(state, action: PayloadAction<Celebration>) {
      state.celebration = action.payload;
    },
    recoveryAdvanced(
      state,
      action: PayloadAction<{ step: 2 | 3 | 4; username?: string; code?: string }>,
    ) {
      const { step, username, code } = action.payload;
      state.recovery.step = step;
      if (username !== undefined) state.recovery.username = username;
      if (code !== undefined) state.recovery.code = code;
    },
  },
  extraReducers: (builder) => {
    // Every dialog starts at its first step when it opens (spec §4 step 0 / step 1).
    builder.addCase(events.openDialog, (state, action) => {
      const { dialog, props } = action.payload;
      state.pending = false;
      if (dialog === 'register') {
        state.registerStep = 0;
        state.celebration = 'none';
        state.trialBonusWanted = false;
        state.phone.register = phoneSteps();
      } else if (dialog === 'recovery') {
        state.recovery = initialState.recovery;
      } else if (dialog === 'sms') {
        const phone = typeof props?.phone === 'string' ? props.phone : '';
        state.phone.sms = phoneSteps(phone);
      }
    });
  },
});

export const {
  requestStarted,
  requestFinished,
  countriesShown,
  registered,
  phonePrefilled,
  codeSent,
  phoneChangeRequested,
  phoneConfirmed,
  celebrationShown,
  recoveryAdvanced,
} = identitySlice.actions;

/** What the identity forms ask the identity sagas to do. */
export const loginSubmitted = createAction<LoginPayload>('identity/loginSubmitted');
export const registerSubmitted = createAction<RegisterFormValues>('identity/registerSubmitted');
export const countriesRequested = createAction('identity/countriesRequested');
export const codeRequested = createAction<{ flow: PhoneFlow; phone: string }>(
  'identity/codeRequested',
);
export const codeSubmitted = createAction<{ flow: PhoneFlow; phone: string; code: string }>(
  'identity/codeSubmitted',
);
export const trialBonusClaimed = createAction('identity/trialBonusClaimed');
export const recoveryUsernameSubmitted = createAction<RecoveryUsernamePayload>(
  'identity/recoveryUsernameSubmitted',
);
export const recoveryCodeSubmitted = createAction<RecoveryCodePayload>(
  'identity/recoveryCodeSubmitted',
);
export const recoveryPasswordSubmitted = createAction<RecoveryPasswordPayload>(
  'identity/recoveryPasswordSubmitted',
);

export const selectIdentity = (state: IdentityRootState) => state.identity;

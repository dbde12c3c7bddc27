import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  events,
  LOGGED_OUT_SESSION as loggedOut,
  balanceAfter,
  type SessionState,
  type StoredAuthData,
} from '@oyna/contracts';

export function sessionFromAuthData(data: StoredAuthData | null): SessionState {
  if (!data) return loggedOut;
  return {
    ...loggedOut,
    loggedIn: true,
    username: data.username,
    usercode: data.usercode,
    balance: typeof data.balance === 'number' ? data.balance : null,
    phone: data.phone ?? null,
    smsVerified: Boolean(data.smsVerified),
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loggedOut,
  reducers: {
    sessionStarted(_state, action: PayloadAction<StoredAuthData>) {
      return sessionFromAuthData(action.payload);
    },
    sessionReset() {
      return loggedOut;
    },
    phoneVerified(state, action: PayloadAction<{ phone: string }>) {
      state.phone = action.payload.phone;
      state.smsVerified = true;
    },
  },
  extraReducers: (builder) => {
    builder
      // spec §1 promotions and bonuses: the total and, when known, its parts (balanceAfter).
      .addCase(events.balanceChanged, (state, action) => {
        Object.assign(state, balanceAfter(state, action.payload));
      })
      // spec §4 Phone verification: a verified phone updates the session (and the stored data).
      .addCase(events.phoneVerified, (state, action) => {
        state.phone = action.payload.phone;
        state.smsVerified = true;
      })
      .addCase(events.liveChannelChanged, (state, action) => {
        state.liveChannel = action.payload.state;
      });
  },
});

export const { sessionStarted, sessionReset, phoneVerified } = sessionSlice.actions;

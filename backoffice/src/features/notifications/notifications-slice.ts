import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminNotification } from '@oyna/contracts';

export interface NotificationsState {
  sending: boolean;
  /** How many sends succeeded: the form is re-keyed (emptied) after each. */
  sent: number;
}

const initialState: NotificationsState = { sending: false, sent: 0 };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    sendRequested: (state, _action: PayloadAction<AdminNotification>) => {
      state.sending = true;
    },
    sendDone: (state) => {
      state.sending = false;
      state.sent += 1;
    },
    sendFailed: (state) => {
      state.sending = false;
    },
  },
});

export const { sendRequested, sendDone, sendFailed } = notificationsSlice.actions;

export const selectNotifications = (s: { notifications: NotificationsState }) => s.notifications;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationItem, NotificationsState } from '@oyna/contracts';

const initialState: NotificationsState = { items: [], status: 'idle' };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsLoaded(state, action: PayloadAction<NotificationItem[]>) {
      state.items = action.payload;
      state.status = 'ready';
    },
    notificationsCleared() {
      return initialState;
    },
  },
});

export const { notificationsLoaded, notificationsCleared } = notificationsSlice.actions;

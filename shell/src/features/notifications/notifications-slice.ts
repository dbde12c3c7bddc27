import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationItem, NotificationsState } from '@oyna/contracts';

const initialState: NotificationsState = { items: [], status: 'idle' };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsLoading(state) {
      state.status = 'loading';
    },
    notificationsLoaded(state, action: PayloadAction<NotificationItem[]>) {
      state.items = action.payload;
      state.status = 'ready';
    },
    notificationsFailed(state) {
      state.status = 'failed';
    },
    /** spec §4: a live 'Notification' adds one (newest first; a repeat replaces it). */
    notificationAdded(state, action: PayloadAction<NotificationItem>) {
      state.items = [action.payload, ...state.items.filter((n) => n.id !== action.payload.id)];
    },
    /** spec §4: marked read once the server reports success. */
    notificationMarkedRead(state, action: PayloadAction<{ id: number }>) {
      const item = state.items.find((n) => n.id === action.payload.id);
      if (item) item.isRead = true;
    },
    notificationsCleared() {
      return initialState;
    },
  },
});

export const {
  notificationsLoading,
  notificationsLoaded,
  notificationsFailed,
  notificationAdded,
  notificationMarkedRead,
  notificationsCleared,
} = notificationsSlice.actions;

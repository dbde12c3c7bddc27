import { createAction } from '@reduxjs/toolkit';

/** A `NotifyMessage(cmd, message)` from the hub (spec §7 Live channel). */
export const liveMessageReceived = createAction<{ cmd: string; message: string }>(
  'live/messageReceived',
);
/** The channel is back after a drop: what was sent meanwhile must be fetched (spec §4: notifications load after a reconnect). */
export const liveReconnected = createAction('live/reconnected');
/**
 * A player's channel is up for the first time on this page. It starts after the page has
 * settled, so what was sent before is fetched now, as after a reconnect.
 */
export const liveConnected = createAction('live/connected');

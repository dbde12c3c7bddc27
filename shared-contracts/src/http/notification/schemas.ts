import type { Static } from '@sinclair/typebox';
import { NOTIFICATIONS_TAKE } from '../../domain/constants';
import { Id, Input, Skip, Take } from '../schemas/formats';

/** spec §3 Notification request (`customer/notification`: skip 0, take 100, spec §9). */
export const NotificationRequestSchema = Input({ skip: Skip(), take: Take(NOTIFICATIONS_TAKE) });

/** spec §7 `customer/readnotification`. */
export const ReadNotificationPayloadSchema = Input({ id: Id() });

/** The request schema of each notification call (calls.ts), by the call's name. */
export const NOTIFICATION_REQUEST_SCHEMAS = {
  readNotification: ReadNotificationPayloadSchema,
  getNotifications: NotificationRequestSchema,
} as const;

// ── request types (the schemas are their source) ─────────────────────────────────────────────

/** spec §3/§7: notification request (`customer/notification`, skip 0, take 100). */
export type NotificationRequest = Static<typeof NotificationRequestSchema>;

/** spec §7: `customer/readnotification`. */
export type ReadNotificationPayload = Static<typeof ReadNotificationPayloadSchema>;

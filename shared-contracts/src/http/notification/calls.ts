import type { Notification } from '../../domain/notification';
import { endpoint, type CallsOf } from '../endpoint-def';
import type {
  NOTIFICATION_REQUEST_SCHEMAS,
  NotificationRequest,
  ReadNotificationPayload,
} from './schemas';

/** The player's notifications (spec §7 customer/*). */
export const NOTIFICATION_CALLS = {
  readNotification: endpoint<ReadNotificationPayload>().post('customer/readnotification', 'player'),
  getNotifications: endpoint<NotificationRequest, Notification[]>().post(
    'customer/notification',
    'player',
  ),
} as const satisfies CallsOf<typeof NOTIFICATION_REQUEST_SCHEMAS>;

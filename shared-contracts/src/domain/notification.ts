import type { Static } from '@sinclair/typebox';
import type {
  NotificationRequestSchema,
  ReadNotificationPayloadSchema,
} from '../http/schemas/notification';
import { isEnumValue, NotificationType } from './enums';

/** spec §3: notification. timeStamp is UTC (ISO 8601); shown day.month.year hour:minute (§2). */
export interface Notification {
  id: number;
  title: string;
  note: string;
  type: NotificationType;
  timeStamp: string;
  isRead: boolean;
}

/** spec §3/§7: notification request (`customer/notification`, skip 0, take 100). */
export type NotificationRequest = Static<typeof NotificationRequestSchema>;

/** spec §7: `customer/readnotification`. */
export type ReadNotificationPayload = Static<typeof ReadNotificationPayloadSchema>;

/**
 * spec §3/§7: live message, the arguments of the hub's `NotifyMessage(cmd, message)`. For cmd
 * 'Notification' (LIVE_CMD_NOTIFICATION) the message is the new Notification as JSON text.
 */
export interface LiveMessage {
  cmd: string;
  message: string;
}

/** Parse the message of a 'Notification' live message; undefined when it is not one. */
export function parseLiveNotification(message: string): Notification | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (!value || typeof value !== 'object') return undefined;
    const n = value as Partial<Notification>;
    if (typeof n.id !== 'number' || typeof n.title !== 'string') return undefined;
    return {
      id: n.id,
      title: n.title,
      note: typeof n.note === 'string' ? n.note : '',
      // An unknown type shows with the System icon rather than dropping the message.
      type: isEnumValue(NotificationType, n.type) ? n.type : NotificationType.System,
      timeStamp: typeof n.timeStamp === 'string' ? n.timeStamp : new Date(0).toISOString(),
      isRead: n.isRead === true,
    };
  } catch {
    return undefined;
  }
}

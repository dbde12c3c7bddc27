/**
 * What other modules use of notifications. The service is a platform service
 * (platform/notifications.ts): several domains produce notifications in their own transactions.
 */
export {
  notificationInEachLanguage,
  notificationMessage,
  NotificationService,
} from '../../platform/notifications';
export type { MessageValues, NewNotification } from '../../platform/notification-queries';

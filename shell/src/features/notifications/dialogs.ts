import { registerDialogs } from '../../components/dialog/dialog-registry';
import { NotificationSheet } from './notification-sheet';

/** spec §2 Account menu: Notifications as a bottom sheet, into the slot. */
export function registerNotificationDialogs(): void {
  registerDialogs({ notificationSheet: NotificationSheet });
}

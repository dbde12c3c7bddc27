import { FormattedMessage } from 'react-intl';
import { Dialog } from '../../components/dialog/dialog';
import { NotificationsPanel } from './notifications-panel';
import './notifications.css';

/**
 * spec §2 Account menu: Notifications open as a bottom sheet (the shell dialog
 * `notificationSheet`, §4 dialog priority).
 */
export function NotificationSheet({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={<FormattedMessage id="notifications.title" />} size="sheet" onClose={onClose}>
      <NotificationsPanel />
    </Dialog>
  );
}

import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NotificationsPanel } from './notifications-panel';
import './notifications.css';

/**
 * spec §2 Account menu: Notifications open as a bottom sheet (the shell dialog
 * `notificationSheet`, §4 dialog priority).
 */
export function NotificationSheet({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const intl = useIntl();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="sheet-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="bottom-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="sheet-header">
          <h2 id={titleId}>
            <FormattedMessage id="notifications.title" />
          </h2>
          <button
            type="button"
            className="dialog-close"
            aria-label={intl.formatMessage({ id: 'dialog.close' })}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <NotificationsPanel />
      </div>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  events,
  selectIsLoggedIn,
  selectSiteOptions,
  selectUnreadCount,
  unreadBadge,
  useAppDispatch,
  useAppSelector,
} from '@oyna/contracts';
import { useIsMobile } from '@oyna/ui/layout';
import { BellIcon } from './notification-icon';
import { NotificationsPanel } from './notifications-panel';
import './notifications.css';

/** The site option that hides the notification component (spec §2 Header; seed HideNotification). */
export const HIDE_NOTIFICATION_OPTION = 'hidenotification';
/** How long one shake lasts (notifications.css). */
const SHAKE_MS = 800;

/** Whether the header shows notifications: players only, unless the site option hides them. */
export function useNotificationsVisible(): boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const options = useAppSelector(selectSiteOptions);
  return loggedIn && options[HIDE_NOTIFICATION_OPTION]?.toLowerCase() !== 'true';
}

/**
 * spec §2 Header (logged in): the notifications dropdown with an unread badge (count, '9+' at 9
 * or more); the icon shakes when the count changes. Desktop: a 386 px popper, 582 px high (full
 * height at 900 px width or below); on phones the bell opens the bottom sheet.
 */
export function NotificationsBell() {
  const visible = useNotificationsVisible();
  const count = useAppSelector(selectUnreadCount);
  const liveState = useAppSelector((s) => s.session.liveChannel);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const [shaking, setShaking] = useState(false);
  const previous = useRef(count);
  const root = useDismiss(open, close);

  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [count]);

  if (!visible) return null;
  const badge = unreadBadge(count);

  return (
    <div className="notifications-bell" ref={root}>
      <button
        type="button"
        className={`btn btn-icon bell-button${shaking ? ' is-shaking' : ''}`}
        aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count })}
        aria-expanded={mobile ? undefined : open}
        data-testid="notifications-bell"
        // The live channel's state (spec §4), for support and the e2e suite.
        data-live-state={liveState}
        onClick={() =>
          mobile ? dispatch(events.openDialog({ dialog: 'notificationSheet' })) : setOpen((v) => !v)
        }
      >
        <BellIcon />
        {badge && (
          <span className="bell-badge" data-testid="notifications-badge">
            {badge}
          </span>
        )}
      </button>
      {open && !mobile && (
        <div
          className="notifications-popper"
          role="dialog"
          aria-label={intl.formatMessage({ id: 'notifications.title' })}
        >
          <h2 className="notifications-heading">
            <FormattedMessage id="notifications.title" />
          </h2>
          <NotificationsPanel />
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  notificationTextIn,
  selectNotifications,
  useAppDispatch,
  useAppSelector,
  type NotificationItem,
} from '@oyna/contracts';
import { formatNotificationTime } from './format-time';
import { NotificationIcon } from './notification-icon';
import { notificationOpened } from './notifications-saga';

function Row({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const intl = useIntl();
  // spec §1: in the language on screen, also for one that arrived before the switch.
  const text = notificationTextIn(item, intl.locale);
  return (
    <li>
      <button
        type="button"
        className={`notification-row${item.isRead ? '' : ' is-unread'}`}
        data-testid="notification-row"
        onClick={onOpen}
      >
        <span className={`notification-icon type-${item.type}`}>
          <NotificationIcon type={item.type} />
        </span>
        <span className="notification-text">
          <span className="notification-title">{text.title}</span>
          <span className="notification-note">{text.note}</span>
          <time dateTime={item.timeStamp}>{formatNotificationTime(item.timeStamp)}</time>
        </span>
        {!item.isRead && (
          <span
            className="notification-dot"
            role="img"
            aria-label={intl.formatMessage({ id: 'notifications.unread' })}
          />
        )}
      </button>
    </li>
  );
}

/**
 * spec §2 Notifications panel: the list (type icon, title, note, time, unread dot), a detail view
 * that slides in with a back arrow, and the empty state. Used by the desktop dropdown and the
 * mobile bottom sheet.
 */
export function NotificationsPanel() {
  const items = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = items.find((n) => n.id === openId) ?? null;
  const openText = open ? notificationTextIn(open, intl.locale) : null;

  const onOpen = (item: NotificationItem) => {
    setOpenId(item.id);
    // spec §4: opening marks it read once the server reports success.
    if (!item.isRead) dispatch(notificationOpened({ id: item.id }));
  };

  return (
    <div className={`notifications-panel${open ? ' shows-detail' : ''}`}>
      <section className="notifications-list" aria-hidden={open ? true : undefined}>
        {items.length === 0 ? (
          <p className="notifications-empty">
            <FormattedMessage id="notifications.empty" />
          </p>
        ) : (
          <ul>
            {items.map((item) => (
              <Row key={item.id} item={item} onOpen={() => onOpen(item)} />
            ))}
          </ul>
        )}
      </section>
      <section className="notification-detail" aria-hidden={open ? undefined : true}>
        {open && (
          <>
            <header>
              <button
                type="button"
                className="notification-back"
                aria-label={intl.formatMessage({ id: 'notifications.back' })}
                onClick={() => setOpenId(null)}
              >
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              <span className={`notification-icon type-${open.type}`}>
                <NotificationIcon type={open.type} />
              </span>
              <h3>{openText?.title}</h3>
            </header>
            <time dateTime={open.timeStamp}>{formatNotificationTime(open.timeStamp)}</time>
            <p className="notification-body">{openText?.note}</p>
          </>
        )}
      </section>
    </div>
  );
}

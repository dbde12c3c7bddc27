import { useEffect, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  STORAGE_KEYS,
  TOP_NOTIFY_CLOSE_MS,
  TOP_NOTIFY_READ_VALUE,
  TOP_NOTIFY_SCROLL_MS,
  selectBootstrapPending,
  useAppSelector,
} from '@oyna/contracts';
import { MenuIcon } from './menu-icons';
import './top-notify-bar.css';

/** The body class present while the bar shows (spec §4: removed 500 ms after closing). */
export const TOP_NOTIFY_BODY_CLASS = 'top-notify-open';

function storedAsRead(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.topNotifyRead) !== null;
  } catch {
    return false;
  }
}

type BarState = 'open' | 'closing' | 'read';

/**
 * spec §2/§4 Top notification bar on the home page: a scrolling message naming the current and
 * the next domain (bootstrap domainStatus), 20 s per pass; shown unless topNotifyRead is stored.
 * Closing stores 'yes', collapses the bar, and after 500 ms removes the body class and marks it
 * read.
 */
export function TopNotifyBar() {
  const domains = useAppSelector((s) => s.bootstrap.domainStatus);
  const pending = useAppSelector(selectBootstrapPending);
  const [state, setState] = useState<BarState>(() => (storedAsRead() ? 'read' : 'open'));
  const intl = useIntl();
  // While the bootstrap data loads, an unread bar keeps its place (35 px) so that the page below
  // it does not move when the domains arrive (no layout shift).
  const visible = state !== 'read' && (Boolean(domains) || pending);

  useEffect(() => {
    if (!visible) return;
    document.body.classList.add(TOP_NOTIFY_BODY_CLASS);
    return () => document.body.classList.remove(TOP_NOTIFY_BODY_CLASS);
  }, [visible]);

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = window.setTimeout(() => setState('read'), TOP_NOTIFY_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (!visible) return null;
  if (!domains) return <section className="top-notify" aria-hidden="true" />;
  const close = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.topNotifyRead, TOP_NOTIFY_READ_VALUE);
    } catch {
      // Without storage the bar closes for this page only.
    }
    setState('closing');
  };
  const style = { '--top-notify-ms': `${TOP_NOTIFY_SCROLL_MS}ms` } as CSSProperties;
  return (
    <section
      className={`top-notify${state === 'closing' ? ' top-notify--closing' : ''}`}
      aria-label={intl.formatMessage({ id: 'chrome.topNotify.label' })}
      style={style}
    >
      <div className="top-notify-track">
        <p className="top-notify-text">
          <FormattedMessage
            id="chrome.topNotify.message"
            values={{ current: domains.current, next: domains.next }}
          />
        </p>
      </div>
      <button
        type="button"
        className="icon-button top-notify-close"
        aria-label={intl.formatMessage({ id: 'chrome.topNotify.close' })}
        onClick={close}
        disabled={state === 'closing'}
      >
        <MenuIcon name="close" size={18} />
      </button>
    </section>
  );
}

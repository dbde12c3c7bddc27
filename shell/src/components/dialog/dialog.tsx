import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * spec §2 Dialogs (aria-modal): Tab and Shift+Tab go round the dialog's own controls and never
 * reach the page behind it.
 */
function trapTab(panel: HTMLElement, e: KeyboardEvent): void {
  const items = [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !el.closest('[hidden], [inert]'),
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    e.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (e.shiftKey && (active === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}

export type DialogSize = 'auth' | 'call' | 'secondary' | 'medium' | 'sheet';

/**
 * The frame of every dialog in the slot (spec §2 Dialog sizes): `auth` is fullscreen on mobile,
 * otherwise 699 px tall and 110–990 px wide; `call` up to 454 px; `secondary` for change password
 * and phone verification; `medium` for payments (fullscreen on mobile); `sheet` slides up from the
 * bottom (the notifications bottom sheet).
 */
export function Dialog({
  title,
  size = 'auth',
  onClose,
  children,
}: {
  title: ReactNode;
  size?: DialogSize;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);

  // WAI-ARIA APG modal dialog: focus moves in when it opens and returns, when it closes, to the
  // element that had it (the button that opened it), if that is still on the page.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input, select, button:not(.dialog-close)',
    );
    (first ?? panel.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'Tab' && panel.current) trapTab(panel.current, e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className={`dialog-backdrop dialog-backdrop--${size}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={`dialog dialog--${size}`}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        aria-labelledby={titleId}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="dialog-close"
            aria-label={intl.formatMessage({ id: 'dialog.close' })}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

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

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    const focusable = panel.current?.querySelector<HTMLElement>(
      'input, select, button:not(.dialog-close)',
    );
    focusable?.focus();
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

import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { useIsMobile } from '@oyna/ui/layout';
import { SlipPanel } from './slip-panel';
import { selectSlip, slipActions, type SlipRootState } from '../../lib/slip-slice';

/**
 * The phone's bottom sheet: a modal dialog over the page, closed by its button or Escape. Closed,
 * it is hidden rather than gone, so the slip's form — which alone holds the stakes typed
 * (docs/decisions/009 › The form owns its values) — keeps them until the sheet opens again.
 */
function SlipSheet({ open }: { open: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    sheet.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(slipActions.setSheetOpen(false));
      // A modal sheet keeps Tab inside it (first ↔ last focusable).
      if (e.key !== 'Tab' || !sheet.current) return;
      const focusable = sheet.current.querySelectorAll<HTMLElement>(
        'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]',
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (
        e.shiftKey &&
        (document.activeElement === first || document.activeElement === sheet.current)
      ) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, open]);
  return (
    <div
      className="sports-sheet__backdrop"
      hidden={!open}
      onClick={() => dispatch(slipActions.setSheetOpen(false))}
    >
      <div
        ref={sheet}
        className="sports-sheet"
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'sports.slip.title' })}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <button
          type="button"
          className="sports-sheet__close"
          aria-label={intl.formatMessage({ id: 'sports.slip.close' })}
          onClick={() => dispatch(slipActions.setSheetOpen(false))}
        >
          ×
        </button>
        <SlipPanel />
      </div>
    </div>
  );
}

/**
 * Where the slip lives: the side column on a desktop; on a phone a count badge above the bottom
 * bar that opens the slip as a bottom sheet.
 */
export function SlipDock() {
  const mobile = useIsMobile();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const slip = useAppSelector((s: SlipRootState) => selectSlip(s));
  if (!mobile) {
    return (
      <aside className="sports-layout__slip">
        <SlipPanel />
      </aside>
    );
  }
  const count = slip.selections.length;
  return (
    <>
      {count > 0 ? (
        <button
          type="button"
          className="sports-slip-badge"
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'sports.slip.badge' }, { count })}
          onClick={() => dispatch(slipActions.setSheetOpen(true))}
        >
          <span aria-hidden="true">
            {intl.formatMessage({ id: 'sports.slip.title' })}{' '}
            <span className="sports-slip-badge__count">{count}</span>
          </span>
        </button>
      ) : null}
      {slip.sheetOpen || count > 0 ? <SlipSheet open={slip.sheetOpen} /> : null}
    </>
  );
}

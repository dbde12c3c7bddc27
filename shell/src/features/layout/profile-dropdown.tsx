import { useEffect, useId, useRef, useState } from 'react';
import { PROFILE_POPPER_WIDTH_PX } from '@oyna/contracts';
import { useIntl } from 'react-intl';
import { AccountLinks } from './account-links';
import { ProfileSummary } from './profile-summary';

/** spec §2 Header: the logged-in profile dropdown (popper 230 px wide, spec §9). */
export function ProfileDropdown() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const intl = useIntl();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="profile-dropdown" ref={root}>
      <button
        type="button"
        className="profile-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'identity.header.profileMenu' })}
        onClick={() => setOpen((v) => !v)}
      >
        <ProfileSummary />
      </button>
      {open ? (
        <nav
          id={menuId}
          className="profile-popper"
          style={{ width: PROFILE_POPPER_WIDTH_PX }}
          aria-label={intl.formatMessage({ id: 'identity.header.profileMenu' })}
        >
          <AccountLinks onChoose={() => setOpen(false)} />
        </nav>
      ) : null}
    </div>
  );
}

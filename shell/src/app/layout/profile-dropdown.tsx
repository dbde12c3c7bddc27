import { useCallback, useId, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';
import { PROFILE_POPPER_WIDTH_PX } from '@oyna/contracts';
import { useIntl } from 'react-intl';
import { AccountLinks } from './account-links';
import { ProfileSummary } from './profile-summary';

/** spec §2 Header: the logged-in profile dropdown (popper 230 px wide, spec §9). */
export function ProfileDropdown() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const root = useDismiss(open, close);
  const intl = useIntl();

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

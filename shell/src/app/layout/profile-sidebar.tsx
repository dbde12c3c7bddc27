import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@oyna/contracts';
import { profileSidebarToggled, sideMenuToggled } from '../../lib/ui-slice';
import { AccountLinks } from './account-links';
import { ProfileSummary } from './profile-summary';

/**
 * spec §2: the mobile profile sidebar the user icon toggles for a logged-in player, with the
 * account menu (incl. Notifications and Logout).
 */
export function ProfileSidebar() {
  const open = useAppSelector((s) => s.ui.profileSidebarOpen && s.session.loggedIn);
  const dispatch = useAppDispatch();
  const intl = useIntl();

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('overflow-hidden');
    return () => document.body.classList.remove('overflow-hidden');
  }, [open]);

  if (!open) return null;
  const close = () => dispatch(profileSidebarToggled(false));
  return (
    <div className="sidebar-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <aside
        className="profile-sidebar"
        aria-label={intl.formatMessage({ id: 'identity.header.profileMenu' })}
      >
        <header className="profile-sidebar-header">
          <ProfileSummary />
          <button
            type="button"
            className="dialog-close"
            aria-label={intl.formatMessage({ id: 'dialog.close' })}
            onClick={close}
          >
            ×
          </button>
        </header>
        <AccountLinks
          onChoose={() => {
            close();
            dispatch(sideMenuToggled(false));
          }}
        />
      </aside>
    </div>
  );
}

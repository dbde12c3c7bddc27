import { FormattedMessage } from 'react-intl';
import { events, useAppDispatch } from '@oyna/contracts';
import { Dialog } from '../../components/dialog/dialog';
import './identity.css';

/** spec §4: the logout dialog (first in the dialog priority) confirms before logging out. */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Dialog title={<FormattedMessage id="auth.logout.title" />} size="call" onClose={onClose}>
      <div className="identity-form">
        <p>
          <FormattedMessage id="auth.logout.confirm" />
        </p>
        <div className="celebration-actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => dispatch(events.logoutRequested())}
          >
            <FormattedMessage id="auth.logout.yes" />
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <FormattedMessage id="auth.logout.cancel" />
          </button>
        </div>
      </div>
    </Dialog>
  );
}

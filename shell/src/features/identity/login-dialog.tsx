import { FormattedMessage } from 'react-intl';
import { Dialog } from '../ui/dialog';

/** Login dialog slot (spec §2 Dialogs › Login form). */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={<FormattedMessage id="dialog.title.login" />} onClose={onClose}>
      <p>
        <FormattedMessage id="dialog.login.required" />
      </p>
    </Dialog>
  );
}

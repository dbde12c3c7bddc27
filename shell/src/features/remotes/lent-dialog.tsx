import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector, selectDialogProps, type RemoteName } from '@oyna/contracts';
import { registerDialogs, registerLentDialogFrame } from '../../components/dialog/dialog-registry';
import { RemoteArea } from './remote-area';
import { Dialog, type DialogSize } from '../../components/dialog/dialog';

interface LentDialogFrameProps {
  remote: RemoteName;
  name: string;
  title: ReactNode;
  size: DialogSize;
  onClose: () => void;
}

/**
 * A dialog whose content is lent by a remote: the shell owns the slot, the frame and the
 * priority; the remote owns the form, loaded inside its own fallback area.
 */
export function LentDialogFrame({ remote, name, title, size, onClose }: LentDialogFrameProps) {
  const props = useAppSelector(selectDialogProps);
  return (
    <Dialog title={title} size={size} onClose={onClose}>
      <RemoteArea
        remote={remote}
        render={(module) => {
          const Lent = module.dialogs?.[name];
          if (!Lent) throw new Error(`Remote ${remote} lends no dialog ${name}`);
          return <Lent onClose={onClose} props={props} />;
        }}
      />
    </Dialog>
  );
}

/** A shell dialog (spec §4 priority) whose form is a remote's, e.g. change password (account). */
function makeLentShellDialog(remote: RemoteName, name: string, title: ReactNode, size: DialogSize) {
  function LentShellDialog({ onClose }: { onClose: () => void }) {
    return (
      <LentDialogFrame remote={remote} name={name} title={title} size={size} onClose={onClose} />
    );
  }
  LentShellDialog.displayName = `LentShellDialog(${remote}:${name})`;
  return LentShellDialog;
}

/**
 * Into the slot: the frame of every dialog a remote lends (`<remote>:<name>`), and the shell
 * dialogs whose form is a remote's — spec §2: change password and phone verification use a
 * secondary-style dialog; their forms are the account remote's screens, lent to the slot.
 */
export function registerLentDialogs(): void {
  registerLentDialogFrame(LentDialogFrame);
  registerDialogs({
    changePassword: makeLentShellDialog(
      'account',
      'changePassword',
      <FormattedMessage id="route.dashboard.change-password" />,
      'secondary',
    ),
    phoneVerification: makeLentShellDialog(
      'account',
      'phoneVerification',
      <FormattedMessage id="route.dashboard.phone-verification" />,
      'secondary',
    ),
  });
}

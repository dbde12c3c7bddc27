import type { ReactNode } from 'react';
import { useAppSelector, selectDialogProps, type RemoteName } from '@oyna/contracts';
import { RemoteArea } from '../remotes/remote-area';
import { Dialog, type DialogSize } from './dialog';

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
export function makeLentShellDialog(
  remote: RemoteName,
  name: string,
  title: ReactNode,
  size: DialogSize,
) {
  function LentShellDialog({ onClose }: { onClose: () => void }) {
    return (
      <LentDialogFrame remote={remote} name={name} title={title} size={size} onClose={onClose} />
    );
  }
  LentShellDialog.displayName = `LentShellDialog(${remote}:${name})`;
  return LentShellDialog;
}

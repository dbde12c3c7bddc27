import { Suspense, useCallback } from 'react';
import {
  events,
  isRemoteName,
  lentDialogTitleKey,
  selectDialogProps,
  selectOpenDialog,
  useAppDispatch,
  useAppSelector,
  type ShellDialogName,
} from '@oyna/contracts';
import { useIntl } from 'react-intl';
import { RemoteLoading } from '../remote-loading';
import { registeredDialog, registeredLentDialogFrame } from './dialog-registry';

/** Over the page while a dialog's code is on its way (the form dialogs load when first opened). */
function DialogLoading() {
  return (
    <div className="dialog-backdrop">
      <div className="dialog-loading">
        <RemoteLoading />
      </div>
    </div>
  );
}

/**
 * The one dialog slot of the page (spec §2 Dialogs: one open at a time). Shell dialogs, which the
 * features register by name (./dialog-registry.ts), render directly; a lent dialog `<remote>:<name>` loads its remote first, inside the remote's own
 * fallback area.
 */
export function DialogSlot() {
  const dialog = useAppSelector(selectOpenDialog);
  const props = useAppSelector(selectDialogProps);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const close = useCallback(() => dispatch(events.closeDialog()), [dispatch]);

  if (!dialog) return null;
  const separator = dialog.indexOf(':');
  if (separator === -1) {
    const Shell = registeredDialog(dialog as ShellDialogName);
    return Shell ? (
      <Suspense fallback={<DialogLoading />}>
        <Shell onClose={close} />
      </Suspense>
    ) : null;
  }
  const remote = dialog.slice(0, separator);
  const name = dialog.slice(separator + 1);
  const LentDialogFrame = registeredLentDialogFrame();
  if (!isRemoteName(remote) || !LentDialogFrame) return null;
  // The title is the remote's text (docs/decisions/004); until the remote has brought it (still
  // loading, or down) the frame is named after the remote's area.
  const titleKey = lentDialogTitleKey(remote, name);
  let title: string;
  if (typeof props.title === 'string' && props.title) title = props.title;
  else if (titleKey in intl.messages) title = intl.formatMessage({ id: titleKey });
  else title = intl.formatMessage({ id: `remote.area.${remote}` });
  return (
    <LentDialogFrame remote={remote} name={name} title={title} size="medium" onClose={close} />
  );
}

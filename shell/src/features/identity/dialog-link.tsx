import { FormattedMessage } from 'react-intl';
import { events, useAppDispatch, type MessageKey, type ShellDialogName } from '@oyna/contracts';

/** A link from one identity dialog to another (spec §2: 'Not a Member? Sign Up Now!', …). */
export function DialogLink({ to, messageId }: { to: ShellDialogName; messageId: MessageKey }) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => dispatch(events.openDialog({ dialog: to }))}
    >
      <FormattedMessage id={messageId} />
    </button>
  );
}

import { registerCallRequestDialog } from '../features/call-request/dialogs';
import { registerIdentityDialogs } from '../features/identity/dialogs';
import { registerNotificationDialogs } from '../features/notifications/dialogs';
import { registerLentDialogs } from '../features/remotes/lent-dialog';

/**
 * At start the features fill the dialog slot's registry with their dialogs (spec §2 Dialogs);
 * the slot itself imports none of them. Registering again replaces each entry with itself.
 */
export function registerShellDialogs(): void {
  registerIdentityDialogs();
  registerCallRequestDialog();
  registerNotificationDialogs();
  registerLentDialogs();
}

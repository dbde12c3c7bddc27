import { lazy, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShellDialogName } from '@oyna/contracts';
import { LogoutDialog } from '../identity/logout-dialog';
import { NotificationSheet } from '../notifications/notification-sheet';
import { makeLentShellDialog } from './lent-shell-dialog';

type DialogProps = { onClose: () => void };

// The dialogs with a form are fetched when they first open, with the form kit (final-form and
// the fields): a visitor's first screen does not need them (house rule: a library loads when its
// feature is used). The slot shows that one is on its way meanwhile.
const LoginDialog = lazy(() =>
  import('../identity/login-dialog').then((m) => ({ default: m.LoginDialog })),
);
const RegisterDialog = lazy(() =>
  import('../identity/register-dialog').then((m) => ({ default: m.RegisterDialog })),
);
const RecoveryDialog = lazy(() =>
  import('../identity/recovery-dialog').then((m) => ({ default: m.RecoveryDialog })),
);
const SmsDialog = lazy(() =>
  import('../identity/sms-dialog').then((m) => ({ default: m.SmsDialog })),
);
const CallRequestDialog = lazy(() =>
  import('../call-request/call-request-dialog').then((m) => ({ default: m.CallRequestDialog })),
);

/** The shell's own dialogs by name (spec §2 Dialogs, §4 priority in SHELL_DIALOGS). */
export const shellDialogs: Partial<Record<ShellDialogName, ComponentType<DialogProps>>> = {
  logout: LogoutDialog,
  login: LoginDialog,
  register: RegisterDialog,
  recovery: RecoveryDialog,
  sms: SmsDialog,
  // spec §2: the call request form (size 'call', up to 454 px).
  callRequest: CallRequestDialog,
  // spec §2 Account menu: Notifications as a bottom sheet.
  notificationSheet: NotificationSheet,
  // spec §2: change password and phone verification use a secondary-style dialog; their forms
  // are the account remote's screens, lent to the slot.
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
};

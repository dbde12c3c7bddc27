import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShellDialogName } from '@oyna/contracts';
import { LoginDialog } from '../identity/login-dialog';
import { LogoutDialog } from '../identity/logout-dialog';
import { RecoveryDialog } from '../identity/recovery-dialog';
import { RegisterDialog } from '../identity/register-dialog';
import { SmsDialog } from '../identity/sms-dialog';
import { NotificationSheet } from '../notifications/notification-sheet';
import { CallRequestDialog } from '../call-request/call-request-dialog';
import { makeLentShellDialog } from './lent-shell-dialog';

/** The shell's own dialogs by name (spec §2 Dialogs, §4 priority in SHELL_DIALOGS). */
export const shellDialogs: Partial<
  Record<ShellDialogName, ComponentType<{ onClose: () => void }>>
> = {
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

import { lazy } from 'react';
import { registerDialogs } from '../../components/dialog/dialog-registry';
import { LogoutDialog } from './logout-dialog';

// The dialogs with a form are fetched when they first open, with the form kit (final-form and
// the fields): a visitor's first screen does not need them (house rule: a library loads when its
// feature is used). The slot shows that one is on its way meanwhile.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() =>
  import('./register-dialog').then((m) => ({ default: m.RegisterDialog })),
);
const RecoveryDialog = lazy(() =>
  import('./recovery-dialog').then((m) => ({ default: m.RecoveryDialog })),
);
const SmsDialog = lazy(() => import('./sms-dialog').then((m) => ({ default: m.SmsDialog })));

/** The identity dialogs into the slot by name (spec §2 Dialogs, §4 priority in SHELL_DIALOGS). */
export function registerIdentityDialogs(): void {
  registerDialogs({
    logout: LogoutDialog,
    login: LoginDialog,
    register: RegisterDialog,
    recovery: RecoveryDialog,
    sms: SmsDialog,
  });
}

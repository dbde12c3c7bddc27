import type { ComponentType } from 'react';
import type { ShellDialogName } from '@oyna/contracts';
import { LoginDialog } from '../identity/login-dialog';

/** The shell's own dialogs by name (spec §2 Dialogs, §4 priority in SHELL_DIALOGS). */
export const shellDialogs: Partial<
  Record<ShellDialogName, ComponentType<{ onClose: () => void }>>
> = {
  login: LoginDialog,
};

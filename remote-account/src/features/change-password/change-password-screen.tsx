import { FormattedMessage } from 'react-intl';
import type { LentDialogProps, RoutePageProps } from '@oyna/contracts';
import { ChangePasswordForm } from './change-password-form';

/** /dashboard/change-password: spec §2, a screen with breadcrumb (the shell's) and the form. */
export function ChangePasswordScreen(_props: RoutePageProps) {
  return (
    <section className="account-screen page" data-testid="account-page">
      <h1>
        <FormattedMessage id="route.dashboard.change-password" />
      </h1>
      <ChangePasswordForm />
    </section>
  );
}

/** `account:changePassword`, lent to the shell's secondary-style dialog (spec §2). */
export function ChangePasswordDialog(_props: LentDialogProps) {
  return <ChangePasswordForm />;
}

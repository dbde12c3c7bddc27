import { FormattedMessage } from 'react-intl';
import type { LentDialogProps, RoutePageProps } from '@oyna/contracts';
import { PhoneVerificationForm } from './phone-verification-form';

/** /dashboard/phone-verification: the shell shows the breadcrumb, the screen its title. */
export function PhoneVerificationScreen(_props: RoutePageProps) {
  return (
    <section className="account-screen page" data-testid="account-page">
      <h1>
        <FormattedMessage id="route.dashboard.phone-verification" />
      </h1>
      <PhoneVerificationForm />
    </section>
  );
}

/** `account:phoneVerification`, lent to the shell's secondary-style dialog (spec §2). */
export function PhoneVerificationDialog(_props: LentDialogProps) {
  return <PhoneVerificationForm />;
}

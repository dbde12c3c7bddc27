import { FormattedMessage } from 'react-intl';
import { Dialog } from '../../components/dialog/dialog';
import { Celebration } from './celebration';
import { PhoneSteps } from './phone-steps';
import { RegisterForm } from './register-form';
import { useIdentity } from './use-identity';
import './identity.css';

/**
 * spec §2/§4 Registration: step 0 the form; after success steps 1 and 2 verify the phone
 * ('Skip Verification' closes the dialog); then the celebration screen.
 */
export function RegisterDialog({ onClose }: { onClose: () => void }) {
  const { registerStep, celebration } = useIdentity();
  const title =
    celebration !== 'none'
      ? 'auth.celebration.title'
      : registerStep === 0
        ? 'auth.register.title'
        : 'auth.verify.title';
  return (
    <Dialog title={<FormattedMessage id={title} />} size="auth" onClose={onClose}>
      {celebration !== 'none' ? (
        <Celebration kind={celebration} />
      ) : registerStep === 0 ? (
        <RegisterForm />
      ) : (
        <PhoneSteps flow="register" onSkip={onClose} />
      )}
    </Dialog>
  );
}

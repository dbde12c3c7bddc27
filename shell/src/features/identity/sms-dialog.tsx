import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { phoneWithoutPrefix, selectSession, useAppDispatch, useAppSelector } from '@oyna/contracts';
import { Dialog } from '../../components/dialog/dialog';
import { phonePrefilled } from './identity-slice';
import { PhoneSteps } from './phone-steps';
import { useIdentity } from './use-identity';
import './identity.css';

/**
 * spec §2/§4 SMS verify dialog: step 1 sets the phone, step 2 the SMS code, 'Change Phone
 * Number' back to step 1; after success 'Congratulations! Your Phone Number has been
 * successfully verified!' with a Close button.
 */
export function SmsDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { phone } = useIdentity();
  const session = useAppSelector(selectSession);
  const steps = phone.sms;

  // The player's own number prefills step 1 when the opener gave none.
  useEffect(() => {
    if (steps.step === 1 && !steps.phone && session.phone) {
      dispatch(phonePrefilled({ flow: 'sms', phone: phoneWithoutPrefix(session.phone) }));
    }
  }, [dispatch, steps.step, steps.phone, session.phone]);

  return (
    <Dialog title={<FormattedMessage id="auth.sms.title" />} size="auth" onClose={onClose}>
      {steps.step === 3 ? (
        <section className="celebration">
          <p className="identity-success">
            <FormattedMessage id="auth.sms.success" />
          </p>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            <FormattedMessage id="auth.sms.close" />
          </button>
        </section>
      ) : (
        <PhoneSteps flow="sms" />
      )}
    </Dialog>
  );
}

import { FormattedMessage } from 'react-intl';
import { Form, PhoneField, SmsCodeField, SubmitButton } from '@oyna/ui';
import { formatPhone, useAppDispatch, validateSmsCode, validateSmsPhone } from '@oyna/contracts';
import {
  codeRequested,
  codeSubmitted,
  phoneChangeRequested,
  type PhoneFlow,
} from './identity-slice';
import { useIdentity } from './use-identity';

/**
 * spec §2/§4 phone steps, shared by the registration dialog (steps 1 and 2, with 'Skip
 * Verification') and the SMS verify dialog: step 1 sends a code to the phone, step 2 checks the
 * code masked 00-00-00; 'Change Phone Number' goes back to step 1 and clears the code.
 */
export function PhoneSteps({ flow, onSkip }: { flow: PhoneFlow; onSkip?: () => void }) {
  const dispatch = useAppDispatch();
  const { pending, phone } = useIdentity();
  const steps = phone[flow];

  const skip = onSkip ? (
    <button type="button" className="link-button" onClick={onSkip}>
      <FormattedMessage id="auth.verify.skip" />
    </button>
  ) : null;

  if (steps.step === 1) {
    return (
      <Form<{ phone: string }>
        key={`phone-${flow}`}
        initialValues={{ phone: steps.phone }}
        onSubmit={(values) => {
          dispatch(codeRequested({ flow, phone: values.phone }));
        }}
        validate={validateSmsPhone}
        render={({ handleSubmit }) => (
          <form className="identity-form" onSubmit={handleSubmit} noValidate>
            <p className="identity-text">
              <FormattedMessage id="auth.verify.phoneText" />
            </p>
            <PhoneField readOnly={steps.phoneLocked} />
            <SubmitButton label="auth.verify.sendCode" pending={pending} />
            <div className="identity-links">{skip}</div>
          </form>
        )}
      />
    );
  }

  return (
    <Form<{ code: string }>
      key={`code-${flow}`}
      onSubmit={(values) => {
        dispatch(codeSubmitted({ flow, phone: steps.phone, code: values.code }));
      }}
      validate={validateSmsCode}
      render={({ handleSubmit }) => (
        <form className="identity-form" onSubmit={handleSubmit} noValidate>
          <p className="identity-text">
            <FormattedMessage
              id="auth.verify.codeText"
              values={{ phone: formatPhone(steps.phone) }}
            />
          </p>
          <SmsCodeField />
          <SubmitButton label="auth.verify.validate" pending={pending} />
          <div className="identity-links">
            <button
              type="button"
              className="link-button"
              onClick={() => dispatch(phoneChangeRequested(flow))}
            >
              <FormattedMessage id="auth.verify.changePhone" />
            </button>
            {skip}
          </div>
        </form>
      )}
    />
  );
}

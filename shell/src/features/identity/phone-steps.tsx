import { Form } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import {
  PHONE_PREFIX,
  SMS_CODE_MASK,
  useAppDispatch,
  validateSmsCode,
  validateSmsPhone,
} from '@oyna/contracts';
import { MaskedField } from './form-field';
import {
  codeRequested,
  codeSubmitted,
  phoneChangeRequested,
  type PhoneFlow,
} from './identity-slice';
import { useIdentity } from './use-identity';

const PHONE_MASK = '(000) 000 00 00';

function Prefix() {
  return <span>+{PHONE_PREFIX}</span>;
}

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
        render={({ handleSubmit, invalid }) => (
          <form className="identity-form" onSubmit={handleSubmit} noValidate>
            <p className="identity-text">
              <FormattedMessage id="auth.verify.phoneText" />
            </p>
            <MaskedField
              name="phone"
              label="auth.field.phone"
              mask={PHONE_MASK}
              unmask
              readOnly={steps.phoneLocked}
              autoComplete="tel-national"
              placeholder="(5__) ___ __ __"
              prefix={<Prefix />}
            />
            <button type="submit" className="btn btn-primary" disabled={invalid || pending}>
              <FormattedMessage id="auth.verify.sendCode" />
            </button>
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
      render={({ handleSubmit, invalid }) => (
        <form className="identity-form" onSubmit={handleSubmit} noValidate>
          <p className="identity-text">
            <FormattedMessage
              id="auth.verify.codeText"
              values={{ phone: `+${PHONE_PREFIX} ${steps.phone}` }}
            />
          </p>
          <MaskedField
            name="code"
            label="auth.field.code"
            mask={SMS_CODE_MASK}
            autoComplete="one-time-code"
            placeholder={SMS_CODE_MASK}
          />
          <button type="submit" className="btn btn-primary" disabled={invalid || pending}>
            <FormattedMessage id="auth.verify.validate" />
          </button>
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

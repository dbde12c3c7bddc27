import { Fragment, useLayoutEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, PhoneField, SmsCodeField, SubmitButton } from '@oyna/ui';
import {
  formatPhone,
  PhoneVerificationPage,
  phoneVerificationRules,
  phoneWithPrefix,
  phoneWithoutPrefix,
  selectSession,
  useAppDispatch,
  useAppSelector,
  type ShellState,
} from '@oyna/contracts';
import {
  phoneVerificationOpened,
  selectPhoneVerification,
  sendCodeRequested,
  updateNumberClicked,
  verifyRequested,
  type PhoneVerificationRootState,
} from './phone-verification-slice';
import { useResendCountdown } from './use-resend-countdown';
import '../../components/account-form.css';
import './phone-verification.css';

interface PhoneValues {
  phone?: string;
  code?: string;
}

const noop = () => undefined;

function Badge({ verified }: { verified: boolean }) {
  return (
    <span
      className={`account-badge ${verified ? 'is-verified' : 'is-not-verified'}`}
      data-testid="phone-badge"
    >
      <FormattedMessage id={verified ? 'account.phone.verified' : 'account.phone.notVerified'} />
    </span>
  );
}

/** spec §4/§9: 60 → 0 seconds after a send, then 'Click to resend'. */
function ResendCode({ sentAt, disabled, onResend }: ResendProps) {
  const seconds = useResendCountdown(sentAt);
  if (seconds > 0) {
    return (
      <p className="account-resend" role="timer" data-testid="resend-countdown">
        <FormattedMessage id="account.phone.resendIn" values={{ seconds }} />
      </p>
    );
  }
  return (
    <button
      type="button"
      className="link-button"
      disabled={disabled}
      // Keeps the focus in the code field: a blur there would show its error above this button
      // and move it away between mouse down and up, losing the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onResend}
    >
      <FormattedMessage id="account.phone.resend" />
    </button>
  );
}
interface ResendProps {
  sentAt: number | null;
  disabled: boolean;
  onResend: () => void;
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="account-actions">{children}</div>;
}

/**
 * The phone verification form of spec §2/§4, built once: the /dashboard/phone-verification
 * screen and the lent `account:phoneVerification` dialog both render it. Pages (spec §3/§4):
 * NotVerifiedPage and VerifiedPage show the stored number locked, UpdatePage lets the player edit
 * it, VerificationCodePage shows the number locked with the code entry.
 */
export function PhoneVerificationForm() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const state = useAppSelector((s: ShellState & PhoneVerificationRootState) =>
    selectPhoneVerification(s),
  );
  const storedPhone = session.phone ?? '';
  const busy = state.pending !== null;

  // spec §4: a player whose SMS is verified starts in VerifiedPage, otherwise NotVerifiedPage.
  useLayoutEffect(() => {
    dispatch(phoneVerificationOpened({ smsVerified: session.smsVerified }));
  }, [dispatch, session.smsVerified]);

  // Form submit handlers return nothing: final-form reads a returned object as submit errors.
  const sendCode = (phone: string, changeNumber: boolean) => {
    dispatch(sendCodeRequested({ phone: phoneWithPrefix(phone), changeNumber }));
  };
  const updateNumber = (
    <button type="button" disabled={busy} onClick={() => dispatch(updateNumberClicked())}>
      <FormattedMessage id="account.phone.updateNumber" />
    </button>
  );

  let body: ReactNode;
  switch (state.page) {
    case PhoneVerificationPage.VerifiedPage:
      body = (
        <Form<PhoneValues>
          onSubmit={noop}
          initialValues={{ phone: phoneWithoutPrefix(storedPhone) }}
        >
          {() => (
            <div className="account-form">
              <PhoneField readOnly />
              <Actions>{updateNumber}</Actions>
            </div>
          )}
        </Form>
      );
      break;
    case PhoneVerificationPage.UpdatePage:
      body = (
        <Form<PhoneValues>
          onSubmit={(values) => sendCode(values.phone ?? '', true)}
          initialValues={{ phone: phoneWithoutPrefix(storedPhone) }}
        >
          {({ handleSubmit }) => (
            <form className="account-form" onSubmit={handleSubmit} noValidate>
              <PhoneField validate={phoneVerificationRules.phone} autoFocus />
              <Actions>
                <SubmitButton label="account.phone.sendCode" pending={busy} />
              </Actions>
            </form>
          )}
        </Form>
      );
      break;
    case PhoneVerificationPage.VerificationCodePage: {
      const codePhone = state.codePhone ?? storedPhone;
      body = (
        <Form<PhoneValues>
          // spec §4: a failed verification clears the code field — each failure is a new form.
          key={state.failedVerifications}
          onSubmit={(values) => {
            dispatch(
              verifyRequested({ phone: codePhone, code: (values.code ?? '').replace(/\D/g, '') }),
            );
          }}
          initialValues={{ phone: phoneWithoutPrefix(codePhone) }}
        >
          {({ handleSubmit }) => (
            <form className="account-form" onSubmit={handleSubmit} noValidate>
              <PhoneField readOnly />
              <p className="account-hint">
                <FormattedMessage
                  id="auth.verify.codeText"
                  values={{ phone: formatPhone(codePhone) }}
                />
              </p>
              <SmsCodeField validate={phoneVerificationRules.code} autoFocus />
              <Actions>
                <SubmitButton label="account.phone.verify" pending={busy} />
                <ResendCode
                  sentAt={state.codeSentAt}
                  disabled={busy}
                  onResend={() => sendCode(codePhone, false)}
                />
              </Actions>
            </form>
          )}
        </Form>
      );
      break;
    }
    default:
      body = (
        <Form<PhoneValues>
          onSubmit={(values) => sendCode(values.phone ?? '', false)}
          initialValues={{ phone: phoneWithoutPrefix(storedPhone) }}
        >
          {({ handleSubmit }) => (
            <form className="account-form" onSubmit={handleSubmit} noValidate>
              <PhoneField validate={phoneVerificationRules.phone} readOnly />
              <Actions>
                <SubmitButton label="account.phone.sendCode" pending={busy} />
                {updateNumber}
              </Actions>
            </form>
          )}
        </Form>
      );
  }

  return (
    <div className="account-phone-verification" data-page={state.page}>
      <div className="account-phone-status">
        <Badge verified={session.smsVerified} />
      </div>
      {/* One form per page (keyed), so a page never inherits another page's fields. */}
      <Fragment key={state.page}>{body}</Fragment>
    </div>
  );
}

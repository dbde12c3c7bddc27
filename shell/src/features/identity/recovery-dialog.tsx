import { Form } from 'react-final-form';
import { DialogLink } from './dialog-link';
import { FormattedMessage } from 'react-intl';
import {
  useAppDispatch,
  validateRecoveryCode,
  validateRecoveryPassword,
  validateRecoveryUsername,
  type MessageKey,
} from '@oyna/contracts';
import { Dialog } from '../ui/dialog';
import { TextField } from './form-field';
import {
  recoveryCodeSubmitted,
  recoveryPasswordSubmitted,
  recoveryUsernameSubmitted,
} from './identity-slice';
import { useIdentity } from './use-identity';
import './identity.css';

const STEPS = 4;

function SubmitButton({ label, disabled }: { label: MessageKey; disabled: boolean }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={disabled}>
      <FormattedMessage id={label} />
    </button>
  );
}

/**
 * spec §2/§4 Recovery flow, 4 steps: username; the reset code sent to the e-mail address; new
 * password and confirmation; the success message, after which the login form opens (1 s).
 * spec §5: username 2 to 20, code 3 to 20, passwords at least 5 and matching.
 */
export function RecoveryDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { pending, recovery } = useIdentity();
  const { step, username, code } = recovery;

  let body;
  if (step === 1) {
    body = (
      <Form<{ username: string }>
        key="recovery-1"
        initialValues={{ username }}
        onSubmit={(v) => {
          dispatch(recoveryUsernameSubmitted({ username: v.username }));
        }}
        validate={validateRecoveryUsername}
        render={({ handleSubmit, invalid }) => (
          <form className="identity-form" onSubmit={handleSubmit} noValidate>
            <p className="identity-text">
              <FormattedMessage id="auth.recovery.usernameText" />
            </p>
            <TextField name="username" label="auth.field.username" autoComplete="username" />
            <SubmitButton label="auth.recovery.send" disabled={invalid || pending} />
          </form>
        )}
      />
    );
  } else if (step === 2) {
    body = (
      <Form<{ code: string }>
        key="recovery-2"
        onSubmit={(v) => {
          dispatch(recoveryCodeSubmitted({ username, code: v.code }));
        }}
        validate={validateRecoveryCode}
        render={({ handleSubmit, invalid }) => (
          <form className="identity-form" onSubmit={handleSubmit} noValidate>
            <p className="identity-text">
              <FormattedMessage id="auth.recovery.codeText" />
            </p>
            <TextField name="code" label="auth.field.resetCode" autoComplete="one-time-code" />
            <SubmitButton label="auth.recovery.next" disabled={invalid || pending} />
          </form>
        )}
      />
    );
  } else if (step === 3) {
    body = (
      <Form<{ password: string; password2: string }>
        key="recovery-3"
        onSubmit={(v) => {
          dispatch(
            recoveryPasswordSubmitted({
              username,
              code,
              password: v.password,
              password2: v.password2,
            }),
          );
        }}
        validate={validateRecoveryPassword}
        render={({ handleSubmit, invalid }) => (
          <form className="identity-form" onSubmit={handleSubmit} noValidate>
            <p className="identity-text">
              <FormattedMessage id="auth.recovery.passwordText" />
            </p>
            <TextField
              name="password"
              label="auth.field.newPassword"
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="password2"
              label="auth.field.password2"
              type="password"
              autoComplete="new-password"
            />
            <SubmitButton label="auth.recovery.submit" disabled={invalid || pending} />
          </form>
        )}
      />
    );
  } else {
    body = (
      <p className="identity-success" role="status">
        <FormattedMessage id="auth.recovery.success" />
      </p>
    );
  }

  return (
    <Dialog title={<FormattedMessage id="auth.recovery.title" />} size="auth" onClose={onClose}>
      <div className="identity-form">
        <p className="identity-step">
          <FormattedMessage id="auth.recovery.step" values={{ step, total: STEPS }} />
        </p>
        {body}
        <div className="identity-links">
          <DialogLink to="register" messageId="auth.recovery.signUpLink" />
        </div>
      </div>
    </Dialog>
  );
}

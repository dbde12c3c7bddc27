import { FormattedMessage } from 'react-intl';
import { Form, SubmitButton, TextField } from '@oyna/ui';
import {
  useAppDispatch,
  validateRecoveryCode,
  validateRecoveryPassword,
  validateRecoveryUsername,
} from '@oyna/contracts';
import { Dialog } from '../../components/dialog/dialog';
import { DialogLink } from './dialog-link';
import {
  recoveryCodeSubmitted,
  recoveryPasswordSubmitted,
  recoveryUsernameSubmitted,
} from './identity-slice';
import { useIdentity } from './use-identity';
import './identity.css';

const STEPS = 4;

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
        render={({ handleSubmit }) => (
          <form className="identity-form" onSubmit={handleSubmit} noValidate>
            <p className="identity-text">
              <FormattedMessage id="auth.recovery.usernameText" />
            </p>
            <TextField name="username" label="auth.field.username" autoComplete="username" />
            <SubmitButton label="auth.recovery.send" pending={pending} />
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
        render={({ handleSubmit }) => (
          <form className="identity-form" onSubmit={handleSubmit} noValidate>
            <p className="identity-text">
              <FormattedMessage id="auth.recovery.codeText" />
            </p>
            <TextField name="code" label="auth.field.resetCode" autoComplete="one-time-code" />
            <SubmitButton label="auth.recovery.next" pending={pending} />
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
        render={({ handleSubmit }) => (
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
            <SubmitButton label="auth.recovery.submit" pending={pending} />
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

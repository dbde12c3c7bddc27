import { FormattedMessage } from 'react-intl';
import { Form, SubmitButton, TextField } from '@oyna/ui';
import { useAppDispatch, validateLogin, type LoginPayload } from '@oyna/contracts';
import { Dialog } from '../../components/dialog/dialog';
import { DialogLink } from './dialog-link';
import { loginSubmitted } from './identity-slice';
import { useIdentity } from './use-identity';
import './identity.css';

/**
 * spec §2 Login form: "username, password, login button, a recovery link, and 'Not a Member?
 * Sign Up Now!'". spec §5: username 1 to 50, password 3 to 100; not submitted while invalid.
 */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { pending } = useIdentity();
  return (
    <Dialog title={<FormattedMessage id="auth.login.title" />} size="auth" onClose={onClose}>
      <Form<LoginPayload>
        onSubmit={(values) => {
          dispatch(loginSubmitted({ username: values.username, password: values.password }));
        }}
        validate={validateLogin}
        render={({ handleSubmit }) => (
          <form className="identity-form" onSubmit={handleSubmit} noValidate>
            <TextField name="username" label="auth.field.username" autoComplete="username" />
            <TextField
              name="password"
              label="auth.field.password"
              type="password"
              autoComplete="current-password"
            />
            <SubmitButton label="auth.login.submit" pending={pending} />
            <div className="identity-links">
              <DialogLink to="recovery" messageId="auth.login.forgotPassword" />
              <DialogLink to="register" messageId="auth.login.signUpLink" />
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}

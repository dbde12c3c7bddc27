import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { Form, SubmitButton, TextField } from '@oyna/ui';
import { Navigate, useLocation } from '@oyna/ui/router';
import { email as emailRule } from '@oyna/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { loginRequested, loginRestarted, type SessionState } from '../../lib/session/session-slice';
import { LanguageSwitch } from '../../components/language-switch';
import './login.css';

const selectSession = (s: { session: SessionState }) => s.session;
/** Stable rule instances: a field re-registers when its rule changes. */
const EMAIL = emailRule();
/**
 * The back office › staff identity: an e-mail, or its name before the @ (the seeded `owner`);
 * only what looks like an e-mail is checked as one.
 */
const LOGIN = (value: unknown) =>
  typeof value === 'string' && value.includes('@') ? EMAIL(value) : undefined;

/** The error under the form: the api's message, or ours when no answer came. */
function LoginError({ error }: { error: string | null }) {
  const intl = useIntl();
  if (error === null) return null;
  return (
    <p className="bo-login__error" role="alert">
      {error === '' ? intl.formatMessage({ id: 'bo.app.networkError' }) : error}
    </p>
  );
}

/**
 * Staff login (the back office › staff identity): e-mail and password, then — when the api asks
 * for it (401 with twoFactor) — the authenticator's six-digit code or a recovery code. The
 * session itself is the api's httpOnly cookie; this screen never sees a token.
 */
export function LoginScreen() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (session.status === 'authenticated') return <Navigate to={from} replace />;

  const codeStep = session.status === 'code' && session.credentials;
  return (
    <main className="bo-login">
      <div className="bo-login__card">
        <div className="bo-login__head">
          <p className="bo-login__brand">
            <FormattedMessage id="bo.app.title" />
          </p>
          <LanguageSwitch />
        </div>
        {codeStep ? (
          <>
            <h1>
              <FormattedMessage id="bo.login.codeTitle" />
            </h1>
            <p className="bo-login__hint">
              <FormattedMessage id="bo.login.codeHint" />
            </p>
            <Form<{ code: string }>
              onSubmit={(values) => {
                // Nothing returned: final-form would take a returned value for submit errors.
                dispatch(
                  loginRequested({
                    email: codeStep.email,
                    password: codeStep.password,
                    code: values.code.trim(),
                  }),
                );
              }}
              render={({ handleSubmit }) => (
                <form onSubmit={handleSubmit} noValidate className="bo-login__form">
                  <TextField
                    name="code"
                    label="bo.login.code"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={40}
                    required
                    autoFocus
                  />
                  <LoginError error={session.error} />
                  <SubmitButton label="bo.login.verify" pending={session.pending} />
                  <TextButton
                    label="bo.login.back"
                    kind="link"
                    onClick={() => dispatch(loginRestarted())}
                  />
                </form>
              )}
            />
          </>
        ) : (
          <>
            <h1>
              <FormattedMessage id="bo.login.title" />
            </h1>
            <Form<{ email: string; password: string }>
              onSubmit={(values) => {
                dispatch(loginRequested({ email: values.email.trim(), password: values.password }));
              }}
              render={({ handleSubmit }) => (
                <form onSubmit={handleSubmit} noValidate className="bo-login__form">
                  <TextField
                    name="email"
                    label="bo.login.email"
                    autoComplete="username"
                    validate={LOGIN}
                    required
                    autoFocus
                  />
                  <TextField
                    name="password"
                    type="password"
                    label="bo.login.password"
                    autoComplete="current-password"
                    required
                  />
                  <LoginError error={session.error} />
                  <SubmitButton label="bo.login.submit" pending={session.pending} />
                </form>
              )}
            />
          </>
        )}
      </div>
    </main>
  );
}

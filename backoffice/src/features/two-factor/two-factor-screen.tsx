import { FormattedMessage, useIntl } from 'react-intl';
import { TextButton } from '../../components/text-button';
import { Form, SubmitButton, TextField } from '@oyna/ui';
import { LanguageSwitch } from '../../components/language-switch';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { logoutRequested, type SessionState } from '../../lib/session/session-slice';
import { codesKept, confirmRequested, enrolRequested, selectTwoFactor } from './two-factor-slice';
import './two-factor.css';

const selectStaff = (s: { session: SessionState }) => s.session.staff;

/** The secret of an otpauth URI, for an authenticator that cannot scan (typed by hand). */
function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** The steps: start, scan and confirm with a code, keep the recovery codes. */
function Enrolment() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const tf = useAppSelector(selectTwoFactor);
  const error =
    tf.error === null ? null : tf.error || intl.formatMessage({ id: 'bo.app.networkError' });
  if (tf.step === 'codes') {
    return (
      <div className="bo-2fa__codes" data-testid="bo-recovery-codes">
        <p role="status">
          <FormattedMessage id="bo.twoFactor.on" />
        </p>
        <p>
          <FormattedMessage id="bo.twoFactor.codesOnce" />
        </p>
        <ol className="bo-2fa__list">
          {tf.recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <TextButton
          label="bo.twoFactor.codesKept"
          kind="main"
          onClick={() => dispatch(codesKept())}
        />
      </div>
    );
  }
  if (tf.step === 'scan' && tf.enrolment) {
    const secret = secretOf(tf.enrolment.uri);
    return (
      <div className="bo-2fa__scan">
        <p>
          <FormattedMessage id="bo.twoFactor.scan" />
        </p>
        <img
          className="bo-2fa__qr"
          src={tf.enrolment.qr}
          alt={intl.formatMessage({ id: 'bo.twoFactor.qrAlt' })}
          width={200}
          height={200}
        />
        {secret ? (
          <p className="bo-small">
            <FormattedMessage id="bo.twoFactor.manual" />{' '}
            <code className="bo-2fa__secret">{secret}</code>
          </p>
        ) : null}
        <Form<{ code: string }>
          onSubmit={(v) => {
            dispatch(confirmRequested(v.code));
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="bo-2fa__form">
              <TextField
                name="code"
                label="bo.twoFactor.code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={12}
                required
              />
              {error ? (
                <p className="bo-error" role="alert">
                  {error}
                </p>
              ) : null}
              <SubmitButton label="bo.twoFactor.confirm" pending={tf.pending} />
            </form>
          )}
        />
      </div>
    );
  }
  return (
    <div>
      <p>
        <FormattedMessage id="bo.twoFactor.why" />
      </p>
      {error ? (
        <p className="bo-error" role="alert">
          {error}
        </p>
      ) : null}
      <TextButton
        label="bo.twoFactor.start"
        kind="main"
        disabled={tf.pending}
        onClick={() => dispatch(enrolRequested())}
      />
    </div>
  );
}

/**
 * Two-factor (the back office › staff identity): the logged-in staff member enrols an
 * authenticator — a QR code from staff/totp/enrol, confirmed with its first code — and keeps ten
 * recovery codes shown this once. In production a member without it may do nothing else: the
 * guard shows this screen alone (`required`), with the language and log out.
 */
export function TwoFactorScreen({ required = false }: { required?: boolean }) {
  const dispatch = useAppDispatch();
  const staff = useAppSelector(selectStaff);
  const tf = useAppSelector(selectTwoFactor);
  const body =
    staff?.twoFactor && tf.step !== 'codes' ? (
      <p role="status">
        <FormattedMessage id="bo.twoFactor.alreadyOn" />
      </p>
    ) : (
      <Enrolment />
    );
  if (!required) {
    return (
      <section className="bo-page bo-2fa">
        <h1>
          <FormattedMessage id="bo.twoFactor.title" />
        </h1>
        <div className="bo-panel bo-2fa__card">{body}</div>
      </section>
    );
  }
  return (
    <main className="bo-2fa bo-2fa--required">
      <div className="bo-panel bo-2fa__card">
        <div className="bo-2fa__head">
          <h1>
            <FormattedMessage id="bo.twoFactor.requiredTitle" />
          </h1>
          <LanguageSwitch />
        </div>
        <p className="bo-dim">
          <FormattedMessage id="bo.twoFactor.required" />
        </p>
        {body}
        <TextButton
          label="bo.session.logout"
          kind="link"
          onClick={() => dispatch(logoutRequested())}
        />
      </div>
    </main>
  );
}

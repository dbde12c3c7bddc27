import { useEffect, useId, useRef } from 'react';
import { Field, Form, useForm } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  changePasswordRules,
  errorMessageKey,
  useAppDispatch,
  useAppSelector,
  type ChangePasswordField,
  type ChangePasswordPayload,
  type MessageKey,
  type ShellState,
  type ValidationError,
} from '@oyna/contracts';
import {
  changePasswordRequested,
  selectChangePassword,
  type ChangePasswordRootState,
} from './change-password-slice';
import './change-password.css';

type Values = Partial<ChangePasswordPayload>;

/** spec §2: Old Password, Password, Confirm Password, in this order. */
const FIELDS: ReadonlyArray<{
  name: ChangePasswordField;
  label: MessageKey;
  autoComplete: string;
}> = [
  { name: 'oldPassword', label: 'auth.field.oldPassword', autoComplete: 'current-password' },
  { name: 'password', label: 'auth.field.password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'auth.field.confirmPassword', autoComplete: 'new-password' },
];

function PasswordField({ name, label, autoComplete }: (typeof FIELDS)[number]) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    // spec §5: all required, minimum 5 each; confirmPassword must equal password (mismatch).
    <Field<string> name={name} validate={changePasswordRules[name]}>
      {({ input, meta }) => {
        const error = meta.touched ? (meta.error as ValidationError | undefined) : undefined;
        return (
          <div className={`account-field account-field-${name}`}>
            <label htmlFor={id}>
              <FormattedMessage id={label} />
            </label>
            <input
              {...input}
              id={id}
              type="password"
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              // spec §5: the first error of a control, by error key from the message map.
              <p className="account-field-error" id={errorId} role="alert">
                {intl.formatMessage({ id: errorMessageKey(error) }, error.values)}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

/** issue 3: after a successful change the form starts afresh. */
function RestartOnSuccess({ changes }: { changes: number }) {
  const form = useForm<Values>();
  const seen = useRef(changes);
  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    form.restart();
  }, [changes, form]);
  return null;
}

/**
 * The change password form of spec §2, built once: the /dashboard/change-password screen and
 * the lent `account:changePassword` dialog both render it.
 */
export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const { pending, changes } = useAppSelector((s: ShellState & ChangePasswordRootState) =>
    selectChangePassword(s),
  );
  return (
    <Form<Values>
      onSubmit={(values) => {
        // Returns nothing: final-form would read a returned object as submit errors.
        dispatch(
          changePasswordRequested({
            oldPassword: values.oldPassword ?? '',
            password: values.password ?? '',
            confirmPassword: values.confirmPassword ?? '',
          }),
        );
      }}
    >
      {({ handleSubmit, invalid }) => (
        <form className="account-form account-change-password" onSubmit={handleSubmit} noValidate>
          <RestartOnSuccess changes={changes} />
          {FIELDS.map((field) => (
            <PasswordField key={field.name} {...field} />
          ))}
          <div className="account-actions">
            <button type="submit" className="primary" disabled={invalid || pending}>
              <FormattedMessage id="auth.changePassword.submit" />
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

import { Form, SubmitButton, TextField } from '@oyna/ui';
import {
  changePasswordRules,
  useAppDispatch,
  useAppSelector,
  type ChangePasswordField,
  type ChangePasswordPayload,
  type MessageKey,
  type ShellState,
} from '@oyna/contracts';
import {
  changePasswordRequested,
  selectChangePassword,
  type ChangePasswordRootState,
} from './change-password-slice';
import '../../components/account-form.css';

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
      // After a successful change the form starts afresh: each change is a new form.
      key={changes}
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
      {({ handleSubmit }) => (
        <form className="account-form account-change-password" onSubmit={handleSubmit} noValidate>
          {FIELDS.map((field) => (
            // spec §5: all required, minimum 5 each; confirmPassword must equal password.
            <TextField
              key={field.name}
              {...field}
              type="password"
              validate={changePasswordRules[field.name]}
            />
          ))}
          <div className="account-actions">
            <SubmitButton label="account.changePassword.submit" pending={pending} />
          </div>
        </form>
      )}
    </Form>
  );
}

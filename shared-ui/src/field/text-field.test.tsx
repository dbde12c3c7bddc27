import { screen } from '@testing-library/react';
import { loginRules } from '@oyna/contracts';
import { renderForm } from '../test/render-form';
import { TextAreaField, TextField } from './text-field';

describe('TextField (spec §5: the first error of a control, by key)', () => {
  it('is named by its visible label', () => {
    renderForm(
      <>
        <TextField name="username" label="auth.field.username" validate={loginRules.username} />
        <TextField name="password" label="auth.field.password" type="password" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows the first error only once the control was touched, in English', async () => {
    const { user } = renderForm(
      <TextField name="password" label="auth.field.password" validate={loginRules.password} />,
    );
    const input = screen.getByLabelText('Password');
    await user.type(input, 'ab');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Must be between 3 and 100 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Must be between 3 and 100 characters');
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('This field is required');
  });

  it('looks the same error key up in Turkish', async () => {
    const { user } = renderForm(
      <TextField name="password" label="auth.field.password" validate={loginRules.password} />,
      { locale: 'tr' },
    );
    const input = screen.getByLabelText('Şifre');
    await user.type(input, 'ab');
    await user.tab();
    expect(input).toHaveAccessibleDescription('3 ile 100 karakter arasında olmalıdır');
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Bu alan zorunludur');
  });

  it('keeps the error line in place before the error, so the controls below never move', async () => {
    const { user } = renderForm(<TextField name="username" label="auth.field.username" required />);
    const line = document.querySelector('.ui-field__message');
    expect(line).toBeInTheDocument();
    expect(line).toBeEmptyDOMElement();
    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    // The very same element now holds the error (required, added by the `required` prop).
    expect(document.querySelector('.ui-field__message')).toBe(line);
    expect(line).toHaveTextContent('This field is required');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-required', 'true');
  });

  it('takes errors from a form-level validator too', async () => {
    const { user } = renderForm(<TextField name="username" label="auth.field.username" />, {
      validate: (v) => ({ username: loginRules.username(v.username, v) }),
    });
    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This field is required');
  });

  it('shows no error on a read-only control, which the person cannot fix', async () => {
    const { user } = renderForm(
      <TextField name="username" label="auth.field.username" required readOnly />,
    );
    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
  });

  it('offers the digit keyboard for numeric and phone boxes and e-mail for addresses', () => {
    renderForm(
      <>
        <TextField name="PersonalNo" label="auth.field.personalNo" type="numeric" />
        <TextField name="email" label="auth.field.email" type="email" />
      </>,
    );
    expect(screen.getByLabelText('TC No')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('TC No')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('hands the form the text of a multi-line box', async () => {
    const { user, values } = renderForm(
      <TextAreaField name="message" label="callRequest.field.message" required />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Call me');
    expect(values()).toEqual({ message: 'Call me' });
  });
});

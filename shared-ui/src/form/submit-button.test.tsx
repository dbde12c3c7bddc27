import { screen } from '@testing-library/react';
import { loginRules } from '@oyna/contracts';
import { TextField } from '../field/text-field';
import { renderForm } from '../test/render-form';

describe('SubmitButton (spec §5: forms are not submitted while invalid)', () => {
  const fields = (
    <>
      <TextField name="username" label="auth.field.username" validate={loginRules.username} />
      <TextField
        name="password"
        label="auth.field.password"
        type="password"
        validate={loginRules.password}
      />
    </>
  );

  it('stays disabled until every field is valid, then submits the values', async () => {
    const { user, onSubmit } = renderForm(fields);
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Username'), 'ayse1990');
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'ab');
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'c');
    expect(login).toBeEnabled();
    await user.click(login);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ username: 'ayse1990', password: 'abc' });
  });

  it('stays disabled while the request is pending', () => {
    renderForm(fields, {
      initialValues: { username: 'ayse1990', password: 'secret1' },
      pending: true,
    });
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('cannot submit an invalid form with Enter either', async () => {
    const { user, onSubmit } = renderForm(fields);
    await user.type(screen.getByLabelText('Username'), 'ayse1990{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

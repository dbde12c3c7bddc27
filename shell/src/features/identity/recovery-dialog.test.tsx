import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@oyna/contracts';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { fail, ok, type FakeHandlers } from '@oyna/test-kit';
import { renderIdentity } from '../../test/render-shell';

beforeEach(() => localStorage.clear());

async function openRecovery(handlers: FakeHandlers) {
  const made = renderIdentity(handlers);
  act(() => {
    made.store.dispatch(localeResolved('en'));
    made.store.dispatch(events.openDialog({ dialog: 'recovery' }));
  });
  const dialog = within(await screen.findByRole('dialog', { name: 'Password Recovery' }));
  return { ...made, dialog };
}

async function typeInto(dialog: ReturnType<typeof within>, label: string, value: string) {
  const input = dialog.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.tab();
}

describe('RecoveryDialog', () => {
  it('walks the 4 steps of spec §4 and opens the login form 1 s after the last', async () => {
    const { dialog, api, store } = await openRecovery({
      sendResetPassword: ok(null, 'Code sent'),
      checkResetCode: ok(null),
      changePasswordWithCode: ok(null),
    });
    expect(dialog.getByRole('button', { name: 'Not a Member? Sign Up Now!' })).toBeInTheDocument();
    await typeInto(dialog, 'Username', 'ayse1990');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));

    expect(
      await dialog.findByText('A reset code has been sent to your e-mail address.'),
    ).toBeInTheDocument();
    await typeInto(dialog, 'Reset Code', '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));

    await typeInto(dialog, 'New Password', 'newpass1');
    await typeInto(dialog, 'Confirm Password', 'newpass1');
    await userEvent.click(dialog.getByRole('button', { name: 'Change Password' }));

    expect(
      await dialog.findByText(
        'Password change successful. You are now directed to the login page.',
      ),
    ).toBeInTheDocument();
    expect(api.payloadsOf('sendResetPassword')).toEqual([{ username: 'ayse1990' }]);
    expect(api.payloadsOf('checkResetCode')).toEqual([{ username: 'ayse1990', code: '123456' }]);
    expect(api.payloadsOf('changePasswordWithCode')).toEqual([
      { username: 'ayse1990', code: '123456', password: 'newpass1', password2: 'newpass1' },
    ]);
    expect(store.getState().ui.dialog).toBe('recovery');
    await waitFor(() => expect(store.getState().ui.dialog).toBe('login'), { timeout: 2000 });
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('stays on the step and shows the server message when a step fails (spec §8)', async () => {
    const { dialog } = await openRecovery({
      sendResetPassword: ok(null),
      checkResetCode: fail('The code is wrong or has expired'),
    });
    await typeInto(dialog, 'Username', 'ayse1990');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await typeInto(dialog, 'Reset Code', '999');
    await userEvent.click(await dialog.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The code is wrong or has expired')).toBeInTheDocument();
    expect(dialog.getByLabelText('Reset Code')).toBeInTheDocument();
  });

  it.each([
    ['Username', 'a', 'Must be between 2 and 20 characters', 'Send'],
    ['Username', 'a'.repeat(21), 'Must be between 2 and 20 characters', 'Send'],
  ])('rejects %s "%s" (spec §5 Recovery 1)', async (label, value, text, button) => {
    const { dialog } = await openRecovery({});
    await typeInto(dialog, label, value);
    expect(dialog.getByLabelText(label)).toHaveAccessibleDescription(text);
    expect(dialog.getByRole('button', { name: button })).toBeDisabled();
  });

  it('rejects a short code, a short password and a mismatch (spec §5 Recovery 2 and 3)', async () => {
    const { dialog } = await openRecovery({
      sendResetPassword: ok(null),
      checkResetCode: ok(null),
    });
    await typeInto(dialog, 'Username', 'ayse1990');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await dialog.findByLabelText('Reset Code');
    await typeInto(dialog, 'Reset Code', '12');
    expect(dialog.getByLabelText('Reset Code')).toHaveAccessibleDescription(
      'Must be between 3 and 20 characters',
    );
    expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await typeInto(dialog, 'Reset Code', '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await dialog.findByLabelText('New Password');
    await typeInto(dialog, 'New Password', 'abcd');
    expect(dialog.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Must be at least 5 characters',
    );
    await typeInto(dialog, 'New Password', 'abcde');
    await typeInto(dialog, 'Confirm Password', 'abcdf');
    expect(dialog.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(dialog.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });
});

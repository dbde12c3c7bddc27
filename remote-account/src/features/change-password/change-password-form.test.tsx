import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@oyna/contracts';
import { fakeApi, loggedInSession, renderWithProviders, type FakeHandler } from '@oyna/test-kit';
import { changePasswordSlice } from './change-password-slice';
import { watchChangePassword } from './change-password-saga';
import { ChangePasswordForm } from './change-password-form';
import { accountMessages } from '../../messages';

type Answer = FakeHandler<'changePassword'>;
const accepted: Answer = () => ({
  success: true,
  message: 'Password changed',
  data: { token: 'new-token' },
});

function setup(answer: Answer = accepted, locale: 'en' | 'tr' = 'en') {
  const user = userEvent.setup();
  const api = fakeApi({ changePassword: answer });
  const rendered = renderWithProviders(<ChangePasswordForm />, {
    api,
    slices: [changePasswordSlice],
    sagas: [watchChangePassword],
    messages: accountMessages,
    preloadedState: { session: loggedInSession },
    locale,
  });
  return { user, calls: api.calls, ...rendered };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const change = () => screen.getByRole('button', { name: 'Change' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  old: string,
  pw: string,
  pw2: string,
) {
  await user.type(field('Old Password'), old);
  await user.type(field('Password'), pw);
  await user.type(field('Confirm Password'), pw2);
  await user.tab();
}

describe('change password (spec §2, §5)', () => {
  it('labels its three password fields and keeps Change disabled while empty', () => {
    setup();
    for (const label of ['Old Password', 'Password', 'Confirm Password']) {
      expect(field(label)).toHaveAttribute('type', 'password');
    }
    expect(change()).toBeDisabled();
  });

  it('shows the mismatch error and keeps Change disabled when the passwords differ', async () => {
    const { user } = setup();
    await fill(user, 'oldpass1', 'newpass1', 'newpass2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(field('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(change()).toBeDisabled();
  });

  it('shows the first error of a touched control only (minimum 5)', async () => {
    const { user } = setup();
    await user.type(field('Old Password'), 'abc');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(field('Old Password')).toHaveAccessibleDescription('Must be at least 5 characters');
    await user.clear(field('Old Password'));
    expect(field('Old Password')).toHaveAccessibleDescription('This field is required');
  });

  it('sends the payload, shows the server message and resets the form on success', async () => {
    const { user, calls, dispatched } = setup();
    await fill(user, 'oldpass1', 'newpass1', 'newpass1');
    expect(change()).toBeEnabled();
    await user.click(change());
    await waitFor(() => expect(field('Old Password')).toHaveValue(''));
    expect(calls).toEqual([
      {
        name: 'changePassword',
        payload: { oldPassword: 'oldpass1', password: 'newpass1', confirmPassword: 'newpass1' },
      },
    ]);
    expect(dispatched).toContainEqual(
      events.toast({ kind: 'success', message: 'Password changed' }),
    );
    expect(field('Password')).toHaveValue('');
    expect(field('Confirm Password')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("hands the fresh session's token to the shell (the api ends every other session)", async () => {
    const { user, dispatched } = setup();
    await fill(user, 'oldpass1', 'newpass1', 'newpass1');
    await user.click(change());
    await waitFor(() =>
      expect(dispatched).toContainEqual(events.tokenRenewed({ token: 'new-token' })),
    );
  });

  it('shows the server message as an error and keeps the values when the api refuses', async () => {
    const { user, dispatched } = setup(() => ({
      success: false,
      message: 'Old password is wrong',
      data: null,
    }));
    await fill(user, 'oldpass1', 'newpass1', 'newpass1');
    await user.click(change());
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        events.toast({ kind: 'error', message: 'Old password is wrong' }),
      ),
    );
    expect(field('Old Password')).toHaveValue('oldpass1');
    await waitFor(() => expect(change()).toBeEnabled());
  });

  it('shows its labels, button and errors in Turkish', async () => {
    const user = userEvent.setup();
    setup(accepted, 'tr');
    expect(screen.getByLabelText('Eski Şifre')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Şifre'), 'newpass1');
    await user.type(screen.getByLabelText('Şifre Tekrar'), 'newpass2');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Şifreler eşleşmiyor');
    expect(screen.getByRole('button', { name: 'Değiştir' })).toBeDisabled();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, STORAGE_KEYS } from '@oyna/contracts';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { fail, ok } from '@oyna/test-kit';
import { authData, renderIdentity } from '../../test/render-shell';

beforeEach(() => localStorage.clear());

async function openLogin(handlers: Parameters<typeof renderIdentity>[0], locale = 'en') {
  const made = renderIdentity(handlers);
  act(() => {
    made.store.dispatch(localeResolved(locale));
  });
  await userEvent.click(
    screen.getByRole('button', { name: locale === 'en' ? 'Login' : 'Giriş Yap' }),
  );
  const dialog = await screen.findByRole('dialog');
  return { ...made, dialog: within(dialog) };
}

describe('LoginDialog', () => {
  it.each([
    ['username', '', 'This field is required'],
    ['username', 'x'.repeat(51), 'Must be between 1 and 50 characters'],
    ['password', '', 'This field is required'],
    ['password', 'ab', 'Must be between 3 and 100 characters'],
    ['password', 'p'.repeat(101), 'Must be between 3 and 100 characters'],
  ])('rejects %s "%s" with "%s" and keeps Login disabled (spec §5)', async (field, value, text) => {
    const { dialog } = await openLogin({});
    const valid = { username: 'ayse1990', password: 'secret1' };
    const values = { ...valid, [field]: value };
    for (const [name, label] of [
      ['username', 'Username'],
      ['password', 'Password'],
    ] as const) {
      const input = dialog.getByLabelText(label);
      await userEvent.clear(input);
      if (values[name]) await userEvent.type(input, values[name]);
      await userEvent.tab();
    }
    expect(await dialog.findByText(text)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('logs in: stores the auth data, closes the dialog, toasts and switches the header', async () => {
    const { api, dialog, store } = await openLogin({
      login: ok(authData, 'Welcome back!'),
      getBalance: ok({ balance: 250.75, cash: 250.75, bonus: 0 }),
    });
    await userEvent.type(dialog.getByLabelText('Username'), 'ayse1990');
    await userEvent.type(dialog.getByLabelText('Password'), 'secret1');
    await userEvent.click(dialog.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(api.payloadsOf('login')).toEqual([{ username: 'ayse1990', password: 'secret1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.authData) ?? '{}');
    expect(stored).toMatchObject({
      ...authData,
      balance: expect.any(Number),
      fingerprint: expect.any(String),
    });
    expect(store.getState().session.loggedIn).toBe(true);
    // spec §2 Logged in: profile (name, user code, balance), balance button and Deposit.
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('ayse1990');
    expect(screen.getByText(/U1001/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₺250,75'));
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('shows the server message as an error toast when the password is wrong (spec §8)', async () => {
    const { dialog, store } = await openLogin({ login: fail('Wrong username or password') });
    await userEvent.type(dialog.getByLabelText('Username'), 'ayse1990');
    await userEvent.type(dialog.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(dialog.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(store.getState().session.loggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull();
  });

  it('labels its fields in Turkish and links to recovery and registration', async () => {
    const { dialog, store } = await openLogin({}, 'tr');
    expect(dialog.getByLabelText('Kullanıcı Adı')).toBeInTheDocument();
    expect(dialog.getByLabelText('Şifre')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Şifremi Unuttum' }));
    expect(store.getState().ui.dialog).toBe('recovery');
    act(() => {
      store.dispatch(events.openDialog({ dialog: 'login' }));
    });
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: 'Üye değil misiniz? Hemen Kayıt Olun!',
      }),
    );
    expect(store.getState().ui.dialog).toBe('register');
  });
});

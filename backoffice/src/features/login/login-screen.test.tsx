import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf, unauthorized } from '../../test/render-app';

const session = (role: Parameters<typeof staffOf>[0]) => ({
  token: 'oss_x',
  expiresAt: '2026-12-01T00:00:00.000Z',
  staff: staffOf(role),
});

async function fillPassword(email = 'cashier@oyna.test', password = 'staff-password-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail or user name'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('the back office login', () => {
  it("sends the login form away to the login screen and, logged in, shows the role's frame", async () => {
    const view = renderApp('/cashier', { staffMe: unauthorized(), staffLogin: session('cashier') });
    await fillPassword();
    await waitFor(() =>
      expect(view.calls.find((c) => c.name === 'staffLogin')?.payload).toEqual({
        email: 'cashier@oyna.test',
        password: 'staff-password-1',
      }),
    );
    // Back where it was going: the cashier queue, with the cashier's nav.
    expect(await screen.findByTestId('bo-who')).toHaveTextContent('cashier tester (Cashier)');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveTextContent('Cashier');
  });

  it('keeps the submit disabled until the e-mail (or user name) and password are valid', async () => {
    renderApp('/login', { staffMe: unauthorized() });
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail or user name'), 'owner@oyna');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('E-mail or user name'));
    await user.type(screen.getByLabelText('E-mail or user name'), 'owner@oyna.local');
    expect(submit).toBeEnabled();
    // The name before the @ is a login too (the seeded `owner`).
    await user.clear(screen.getByLabelText('E-mail or user name'));
    await user.type(screen.getByLabelText('E-mail or user name'), 'owner');
    expect(submit).toBeEnabled();
  });

  it("shows the api's message when the password is wrong", async () => {
    renderApp('/login', {
      staffMe: unauthorized(),
      staffLogin: new ApiError(401, 'The e-mail address or password is wrong'),
    });
    await fillPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is wrong',
    );
    expect(screen.getByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
  });

  it('says so in its own words when the server does not answer', async () => {
    renderApp('/login', { staffMe: unauthorized(), staffLogin: new ApiError(0, '') });
    await fillPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
  });

  it('asks for the two-factor code when the api says so, and sends it with the password', async () => {
    let tries = 0;
    const view = renderApp('/login', {
      staffMe: unauthorized(),
      staffLogin: (payload: unknown) => {
        tries += 1;
        const { code } = payload as { code?: string };
        if (!code) return new ApiError(401, 'Enter the six-digit code', { twoFactor: true });
        if (code !== '123456')
          return new ApiError(401, 'The code is wrong or has already been used', {
            twoFactor: true,
          });
        return session('owner');
      },
    });
    const user = await fillPassword('owner@oyna.local', 'owner-password-1');
    // The first ask is no error: the code step.
    expect(await screen.findByRole('heading', { name: 'Two-factor login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong');

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('bo-who')).toHaveTextContent('owner tester (Owner)');
    expect(tries).toBe(3);
    expect(view.calls.filter((c) => c.name === 'staffLogin').map((c) => c.payload)).toEqual([
      { email: 'owner@oyna.local', password: 'owner-password-1' },
      { email: 'owner@oyna.local', password: 'owner-password-1', code: '111111' },
      { email: 'owner@oyna.local', password: 'owner-password-1', code: '123456' },
    ]);
  });

  it('is Turkish by default and switches to English', async () => {
    const view = renderApp('/login', { staffMe: unauthorized() }, 'tr');
    expect(await screen.findByRole('heading', { name: 'Personel girişi' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(view.store.getState().locale.locale).toBe('en');
  });

  it('logs out: staff/logout, then the login screen', async () => {
    const view = renderApp('/', { staffMe: staffOf('support'), staffLogout: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(view.calls.map((c) => c.name)).toContain('staffLogout');
  });
});

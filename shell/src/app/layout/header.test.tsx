import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { take } from 'redux-saga/effects';
import { events } from '@oyna/contracts';
import { localeResolved } from '../../lib/i18n/i18n-slice';
import { ok } from '@oyna/test-kit';
import { authData, renderIdentity } from '../../test/render-shell';
import { screenIs } from '../../test/match-media';
import { sessionStarted } from '../../lib/session/session-slice';

beforeEach(() => localStorage.clear());

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

function render(loggedIn: boolean) {
  const made = renderIdentity({ getBalance: ok({ balance: 1234.5 }), logout: ok(null) });
  act(() => {
    made.store.dispatch(localeResolved('en'));
    if (loggedIn) made.store.dispatch(sessionStarted({ ...authData, fingerprint: 'fp' }));
  });
  return made;
}

describe('Header user icon (spec §2)', () => {
  it('opens the login form for a visitor', async () => {
    const { store } = render(false);
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(store.getState().ui.dialog).toBe('login');
  });

  it('goes to /dashboard for a player on desktop', async () => {
    screenIs('desktop');
    render(true);
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('toggles the profile sidebar with the account menu for a player on mobile', async () => {
    screenIs('phone');
    const { store } = render(true);
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    const sidebar = within(screen.getByRole('complementary', { name: 'Profile menu' }));
    expect(sidebar.getByRole('link', { name: 'Phone Verification' })).toHaveAttribute(
      'href',
      '/dashboard/phone-verification',
    );
    // spec §4: opening a menu item closes the sidebar.
    await userEvent.click(sidebar.getByRole('link', { name: 'Session History' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/session-history');
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().ui.dialog).toBe('logout');
  });
});

describe('Header logged in (spec §2)', () => {
  it('shows the profile dropdown, balance and Deposit, and logs out through the dialog', async () => {
    const { api, sagaMiddleware } = render(true);
    expect(await screen.findByText('₺1.234,50', { selector: '.balance-amount' })).toBeVisible();
    const deposit = jest.fn();
    sagaMiddleware.run(function* watchDeposit() {
      yield take(events.openDeposit.type);
      deposit();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(deposit).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Profile menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Profile menu' }));
    expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Logout' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(api.payloadsOf('logout')).toEqual([undefined]);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
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

function render(
  loggedIn: boolean,
  balance = { balance: 1234.5, cash: 1234.5, bonus: 0 },
  locale: 'en' | 'tr' = 'en',
) {
  const made = renderIdentity({ getBalance: ok(balance), logout: ok(null) });
  act(() => {
    made.store.dispatch(localeResolved(locale));
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

describe('Header balance breakdown (spec §1 promotions and bonuses)', () => {
  it('keeps the total on the button and shows cash and bonus on a tap; Escape and a press outside close it', async () => {
    screenIs('phone');
    const user = userEvent.setup();
    const { api } = render(true, { balance: 150, cash: 100, bonus: 50 });
    const button = screen.getByTestId('header-balance');
    await waitFor(() => expect(button).toHaveTextContent('₺150,00'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Balance breakdown' })).toBeNull();
    const polls = api.countOf('getBalance');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(screen.getByRole('region', { name: 'Balance breakdown' }));
    expect(panel.getByText('Cash').nextSibling).toHaveTextContent('₺100,00');
    expect(panel.getByText('Bonus').nextSibling).toHaveTextContent('₺50,00');
    expect(panel.getByText('Total').nextSibling).toHaveTextContent('₺150,00');
    expect(panel.getByText('Only cash can be withdrawn.')).toBeVisible();
    expect(panel.getByRole('link', { name: 'My Bonuses' })).toHaveAttribute(
      'href',
      '/dashboard/bonuses',
    );
    // Opening it fetches the balance anew.
    await waitFor(() => expect(api.countOf('getBalance')).toBeGreaterThan(polls));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Balance breakdown' })).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(screen.getByRole('region', { name: 'Balance breakdown' })).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole('region', { name: 'Balance breakdown' })).toBeNull();

    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('region', { name: 'Balance breakdown' })).toBeNull();
  });

  it('says Nakit and Bonus in Turkish, and all cash without a bonus', async () => {
    const user = userEvent.setup();
    render(true, { balance: 75.25, cash: 75.25, bonus: 0 }, 'tr');
    const button = screen.getByTestId('header-balance');
    await waitFor(() => expect(button).toHaveTextContent('₺75,25'));
    await user.click(button);
    const panel = within(screen.getByRole('region', { name: 'Bakiye dökümü' }));
    expect(panel.getByText('Nakit').nextSibling).toHaveTextContent('₺75,25');
    expect(panel.getByText('Bonus').nextSibling).toHaveTextContent('₺0,00');
    expect(panel.queryByText('Yalnızca nakit çekilebilir.')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, loggedInSession, ok, renderWithProviders } from '@oyna/test-kit';
import { accountMessages } from '../messages';
import { accountDataSlice } from '../lib/account-data/account-data-slice';
import { watchAccountData } from '../lib/account-data/account-data-saga';
import { accountCalls } from '../lib/account-data/account-calls';
import { financialPage, gamePage, offers, sessions, summary } from '../lib/account-data/fixtures';
import { DashboardPage } from './dashboard/dashboard-page';
import { AccountDetailsScreen } from './dashboard/account-details-screen';
import { FinancialActivitiesScreen } from './history/financial-activities-screen';
import { GameHistoryScreen } from './history/game-history-screen';
import { ClaimBonusScreen } from './bonus/claim-bonus-screen';
import { SessionHistoryScreen } from './sessions/session-history-screen';
import type { FakeApi } from '@oyna/test-kit';

const render = (ui: React.ReactElement, api: FakeApi, locale: 'tr' | 'en' = 'en') =>
  renderWithProviders(ui, {
    api,
    slices: [accountDataSlice, accountCalls.slice],
    sagas: [watchAccountData, accountCalls.saga],
    messages: accountMessages,
    // The shell keeps the balance's parts in the session (spec §1 promotions and bonuses).
    preloadedState: { session: { ...loggedInSession, balance: 1234.5, cash: 1184.5, bonus: 50 } },
    locale,
  });

describe('account screens (spec §2 account routes)', () => {
  it('dashboard: name, user code, balance in ₺ tr-TR, phone state, quick actions, recent rows, menu', async () => {
    const api = fakeApi({
      getAccountSummary: ok(summary()),
    });
    render(<DashboardPage routeId="dashboard" params={{}} />, api);
    expect(await screen.findByText('Ayşe Nur Yılmaz')).toBeVisible();
    expect(screen.getByText('U100001')).toBeVisible();
    expect(screen.getByTestId('dashboard-balance')).toHaveTextContent('₺1.234,50');
    // spec §1 promotions and bonuses: the balance's parts, and the way to the bonuses.
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-cash')).toHaveTextContent('₺1.184,50'),
    );
    const bonus = screen.getByTestId('dashboard-bonus');
    expect(bonus).toHaveTextContent('₺50,00');
    // Read from the store: no user/balance call of its own.
    expect(api.countOf('getBalance')).toBe(0);
    expect(within(bonus).getByRole('link', { name: 'My Bonuses' })).toHaveAttribute(
      'href',
      '/dashboard/bonuses',
    );
    expect(screen.getByRole('link', { name: 'Verified' })).toHaveAttribute(
      'href',
      '/dashboard/phone-verification',
    );
    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(quick).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/dashboard/deposit',
    );
    expect(within(quick).getByRole('link', { name: 'Claim Bonus' })).toHaveAttribute(
      'href',
      '/dashboard/claim-bonus',
    );
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Session History' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getAllByTestId('financial-row')).toHaveLength(2);
    expect(screen.getAllByTestId('round-row')).toHaveLength(1);
  });

  it('account details: TC No masked and the edit rule stated, in Turkish', async () => {
    const api = fakeApi({
      getAccountDetails: ok({
        name: 'Ayşe Nur',
        surname: 'Yılmaz',
        username: 'oyuncu1',
        email: 'a@example.com',
        phone: '905321234567',
        smsVerified: true,
        personalNo: '123******01',
        birthDate: '1990-03-07',
        country: 'Türkiye',
        memberSince: '2026-11-01T10:00:00.000Z',
        editable: ['phone', 'password'],
      }),
    });
    render(<AccountDetailsScreen routeId="dashboard.account" params={{}} />, api, 'tr');
    expect(await screen.findByText('123******01')).toBeVisible();
    expect(screen.getByText('07.03.1990')).toBeVisible();
    expect(screen.getByText(/kayıttan sonra kimlik doğrulama \(KYC\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Şifre Değiştir' })).toBeVisible();
  });

  it('financial activities: §3 statuses by name, net deposits, filter by type, invalid date blocks', async () => {
    const api = fakeApi({ getFinancialActivities: ok(financialPage()) });
    render(<FinancialActivitiesScreen routeId="dashboard.financial-activities" params={{}} />, api);
    const rows = await screen.findAllByTestId('financial-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Withdrawal.*Rejected-₺100,00$/),
      expect.stringMatching(/^Deposit.*Confirmed₺1\.000,00$/),
    ]);
    expect(within(screen.getByTestId('net-deposits')).getByText('₺700,00')).toBeVisible();
    const first = api.payloadsOf('getFinancialActivities')[0];
    expect(first).toMatchObject({ type: 0, status: 0, skip: 0, take: 20 });
    // The default period is the last 30 days.
    const days = (Date.parse(first!.to!) - Date.parse(first!.from!)) / 86_400_000;
    expect(days).toBe(29);

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(api.countOf('getFinancialActivities')).toBe(2));
    expect(api.payloadsOf('getFinancialActivities')[1]).toMatchObject({ type: 1 });
    // Back to the first option, All (final-form empties the field).
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(api.countOf('getFinancialActivities')).toBe(3));
    expect(api.payloadsOf('getFinancialActivities')[2]).toMatchObject({ type: 0, status: 0 });

    const user = userEvent.setup();
    const from = screen.getByLabelText('From (dd.mm.yyyy)');
    await user.clear(from);
    await user.type(from, '31022026');
    await user.tab();
    expect(from).toHaveValue('31.02.2026');
    expect(await screen.findByText('Enter a valid date')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeDisabled();
  });

  it('financial activities: an empty period says so; a failure offers Retry', async () => {
    const api = fakeApi({ getFinancialActivities: fail('Server error') });
    render(<FinancialActivitiesScreen routeId="dashboard.financial-activities" params={{}} />, api);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    api.answer('getFinancialActivities', ok(financialPage({ items: [], total: 0 })));
    fireEvent.click(retry);
    expect(await screen.findByText(/No financial activity in this period/)).toBeVisible();
  });

  it('game history: rounds with Win/Bet and the provably fair link', async () => {
    const api = fakeApi({ getGameHistory: ok(gamePage()) });
    render(<GameHistoryScreen routeId="dashboard.game-history" params={{}} />, api);
    expect(await screen.findByText('Oyna Slot', { selector: 'span' })).toBeVisible();
    expect(screen.getByText('₺15,00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify (provably fair)' })).toHaveAttribute(
      'href',
      '/provider/games/verify/r9',
    );
    expect(screen.getByRole('option', { name: 'Oyna Slot' })).toBeInTheDocument();
  });

  it('claim bonus: the ineligible offer says why; Request sends the eligible one', async () => {
    const api = fakeApi({
      getBonusOffers: ok(offers()),
      requestBonus: fail('You already have a pending bonus request'),
    });
    render(<ClaimBonusScreen routeId="dashboard.claim-bonus" params={{}} />, api);
    const first = await screen.findByTestId('offer-first_deposit');
    expect(within(first).getByText('You need to make a deposit first')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Request' })).toBeDisabled();
    const birthday = screen.getByTestId('offer-birthday');
    expect(within(birthday).getByText('Amount now: ₺100,00')).toBeVisible();
    fireEvent.click(within(birthday).getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(api.payloadsOf('requestBonus')).toEqual([{ offer: 'birthday' }]));
  });

  it('session history: this session marked, other sessions logged out', async () => {
    const api = fakeApi({ getSessions: ok(sessions()), endOtherSessions: ok({ ended: 1 }) });
    render(<SessionHistoryScreen routeId="dashboard.session-history" params={{}} />, api);
    expect(await screen.findByText('This session')).toBeVisible();
    expect(screen.getByText(/Safari 17 · iOS 17.0/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Log out other sessions' }));
    await waitFor(() => expect(api.countOf('endOtherSessions')).toBe(1));
    await waitFor(() => expect(api.countOf('getSessions')).toBe(2));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackofficeDashboard } from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';

const today: BackofficeDashboard = {
  day: '2026-11-28',
  timeZone: 'Europe/Istanbul',
  deposits: { count: 3, amount: 1250.5 },
  withdrawals: { count: 1, amount: 400 },
  ggr: {
    casino: { stakes: 900, wins: 700, ggr: 200 },
    sports: { stakes: 300, wins: 0, ggr: 300 },
    total: 500,
  },
  newPlayers: 7,
  queues: { withdrawals: 2, bankTransfers: 1, bonusClaims: 4, callRequests: 0 },
};

/** A dashboard answer the test lets go when it wants (the figures load later). */
function deferred() {
  let release: (value: BackofficeDashboard) => void = () => undefined;
  const promise = new Promise<BackofficeDashboard>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('the dashboard on the home screen', () => {
  it("shows today's deposits, withdrawals, GGR by product, new players and the queues, linking the cashier's queues", async () => {
    renderApp('/', { staffMe: staffOf('owner', 'Oya Owner'), adminDashboard: today });
    const panel = await screen.findByRole('region', { name: 'Today' });
    await within(panel).findByText(/1,250\.50/);
    expect(within(panel).getByText('3 payments')).toBeInTheDocument();
    expect(within(panel).getByText('₺400.00')).toBeInTheDocument();
    expect(within(panel).getByText('₺500.00')).toBeInTheDocument();
    expect(within(panel).getByText('7')).toBeInTheDocument();
    expect(within(panel).getByText('Nov 28, 2026')).toBeInTheDocument();
    const casino = within(panel).getByRole('row', { name: /Casino/ });
    expect(casino).toHaveTextContent(/900\.00.*700\.00.*200\.00/);
    expect(within(panel).getByRole('row', { name: /Sports betting/ })).toHaveTextContent(
      /300\.00.*0\.00.*300\.00/,
    );
    expect(within(panel).getByTestId('bo-queue-withdrawals')).toHaveTextContent('2');
    expect(within(panel).getByTestId('bo-queue-bonusClaims')).toHaveTextContent('4');
    expect(within(panel).getByRole('link', { name: 'Withdrawal requests' })).toHaveAttribute(
      'href',
      '/cashier',
    );
    // The home's links to the other screens stay below it.
    expect(screen.getByRole('heading', { name: 'Screens you can use' })).toBeInTheDocument();
  });

  it('keeps the place of every figure while it loads, then fills it', async () => {
    const answer = deferred();
    renderApp('/', { staffMe: staffOf('cashier'), adminDashboard: () => answer.promise });
    const panel = await screen.findByRole('region', { name: 'Today' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    // Every value box is there already, holding a placeholder of its size.
    expect(panel.querySelectorAll('.bo-stat__value')).toHaveLength(4);
    expect(panel.querySelectorAll('.bo-stat__value .bo-skeleton')).toHaveLength(4);
    answer.release(today);
    await within(panel).findByText(/1,250\.50/);
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(panel.querySelectorAll('.bo-skeleton')).toHaveLength(0);
  });

  it('refreshes on demand and says when the figures could not be loaded', async () => {
    let fail = true;
    const view = renderApp('/', {
      staffMe: staffOf('risk'),
      adminDashboard: () => (fail ? new ApiError(500, 'Database unavailable') : today),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Today's figures could not be loaded: Database unavailable",
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/1,250\.50/)).toBeInTheDocument();
    expect(view.calls.filter((c) => c.name === 'adminDashboard')).toHaveLength(2);
    // Risk may not open the cashier: its queues are counted, not linked.
    expect(screen.queryByRole('link', { name: 'Withdrawal requests' })).not.toBeInTheDocument();
  });

  it('is not on the home of a content editor, whose role may not read it', async () => {
    const view = renderApp('/', { staffMe: staffOf('content') });
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.calls.some((c) => c.name === 'staffMe')).toBe(true));
    expect(view.calls.some((c) => c.name === 'adminDashboard')).toBe(false);
  });

  it('is in Turkish by default', async () => {
    renderApp('/', { staffMe: staffOf('owner'), adminDashboard: today }, 'tr');
    const panel = await screen.findByRole('region', { name: 'Bugün' });
    expect(await within(panel).findByText('₺1.250,50')).toBeInTheDocument();
    expect(within(panel).getByText('3 işlem')).toBeInTheDocument();
    expect(within(panel).getByText('Yeni oyuncular')).toBeInTheDocument();
  });
});

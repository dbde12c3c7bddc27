import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackofficeReport, ReportQuery } from '@oyna/contracts';
import { ApiError } from '../../lib/http';
import { renderApp, staffOf } from '../../test/render-app';
import { lastWeek } from './range';

const zero = { stakes: 0, wins: 0, ggr: 0 };

function reportOf({ from, to }: ReportQuery): BackofficeReport {
  return {
    from,
    to,
    timeZone: 'Europe/Istanbul',
    days: [
      {
        day: from,
        casino: { stakes: 1000, wins: 800, ggr: 200 },
        sports: { stakes: 500, wins: 100, ggr: 400 },
        ggr: 600,
        bonusCost: 50,
        ngr: 550,
      },
      { day: to, casino: zero, sports: zero, ggr: 0, bonusCost: 0, ngr: 0 },
    ],
    total: {
      casino: { stakes: 1000, wins: 800, ggr: 200 },
      sports: { stakes: 500, wins: 100, ggr: 400 },
      ggr: 600,
      bonusCost: 50,
      ngr: 550,
    },
    payments: [
      { direction: 'deposit', method: 'Papara', count: 3, amount: 900 },
      { direction: 'withdrawal', method: 'Havale/EFT', count: 1, amount: 250 },
    ],
    bonus: { granted: 120, converted: 20, forfeited: 40, expired: 30 },
  };
}

describe('reports', () => {
  const createObjectURL = jest.fn(() => 'blob:report');
  beforeAll(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  });

  it('opens on the last seven days: GGR and NGR by day and product, payments by method, the bonus cost', async () => {
    const view = renderApp('/reports', {
      staffMe: staffOf('risk'),
      adminReport: (q: unknown) => reportOf(q as ReportQuery),
    });
    const byDay = await screen.findByRole('table', { name: 'By day' });
    expect(view.calls.find((c) => c.name === 'adminReport')?.payload).toEqual(lastWeek());
    const rows = within(byDay).getAllByRole('row');
    // Head, two days, the total.
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/200\.00.*400\.00.*600\.00.*50\.00.*550\.00/);
    expect(rows[3]).toHaveTextContent(/Total.*600\.00.*550\.00/);
    const methods = screen.getByRole('region', { name: 'Deposits and withdrawals by method' });
    expect(within(methods).getByRole('row', { name: /Papara/ })).toHaveTextContent(
      /Deposit.*3.*900\.00/,
    );
    const bonus = screen.getByRole('region', { name: 'Bonus cost' });
    expect(bonus).toHaveTextContent(/Granted.*120\.00/);
  });

  it('shows another range from the form, and refuses one that ends before it starts', async () => {
    const view = renderApp('/reports?from=2026-11-01&to=2026-11-07', {
      staffMe: staffOf('owner'),
      adminReport: (q: unknown) => reportOf(q as ReportQuery),
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'By day' });
    expect(view.calls.at(-1)?.payload).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
    await user.clear(to);
    await user.type(to, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(view.calls.at(-1)).toEqual({
        name: 'adminReport',
        payload: { from: '2026-11-01', to: '2026-11-20' },
      }),
    );
  });

  it("downloads the api's CSV of the range", async () => {
    const view = renderApp('/reports?from=2026-11-01&to=2026-11-07', {
      staffMe: staffOf('cashier'),
      adminReport: (q: unknown) => reportOf(q as ReportQuery),
      adminReportExport: {
        filename: 'report-2026-11-01-2026-11-07.csv',
        csv: 'day,ggr\n',
        rows: 7,
      },
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await screen.findByRole('table', { name: 'By day' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText('report-2026-11-01-2026-11-07.csv downloaded (7 rows)'),
    ).toBeInTheDocument();
    expect(view.calls.find((c) => c.name === 'adminReportExport')?.payload).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it("says why the report could not be loaded, in the api's words", async () => {
    renderApp('/reports', {
      staffMe: staffOf('auditor'),
      adminReport: new ApiError(400, 'A report covers 366 days at most'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report could not be loaded: A report covers 366 days at most',
    );
  });

  it('is not for support', async () => {
    const view = renderApp('/reports', { staffMe: staffOf('support') });
    expect(await screen.findByTestId('bo-not-allowed')).toBeInTheDocument();
    expect(view.calls.some((c) => c.name === 'adminReport')).toBe(false);
  });
});

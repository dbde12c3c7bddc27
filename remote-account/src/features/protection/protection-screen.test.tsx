import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, loggedInSession, ok, renderWithProviders, type FakeApi } from '@oyna/test-kit';
import { events, type ProtectionState } from '@oyna/contracts';
import { accountMessages } from '../../messages';
import { protectionSlice } from './protection-slice';
import { watchProtection } from './protection-saga';
import { ResponsibleGamingScreen } from './protection-screen';

function state(over: Partial<ProtectionState> = {}): ProtectionState {
  return {
    limits: [
      { period: 'day', amount: 500, used: 200, pending: null },
      { period: 'week', amount: null, used: 200, pending: null },
      { period: 'month', amount: null, used: 200, pending: null },
    ],
    realityCheckSeconds: 3600,
    realityCheckOptions: [0, 900, 1800, 3600],
    session: { startedAt: '', now: '', net: 0, realityCheckSeconds: 3600 },
    ...over,
  };
}

const render = (api: FakeApi, locale: 'tr' | 'en' = 'en') =>
  renderWithProviders(
    <ResponsibleGamingScreen routeId="dashboard.responsible-gaming" params={{}} />,
    {
      api,
      slices: [protectionSlice],
      sagas: [watchProtection],
      messages: accountMessages,
      preloadedState: { session: loggedInSession },
      locale,
    },
  );

describe('responsible gaming screen (RTS 12, 13, LCCP 3.5)', () => {
  it('shows each limit with its use and a pending raise with its time', async () => {
    const api = fakeApi({
      getProtection: ok(
        state({
          limits: [
            {
              period: 'day',
              amount: 500,
              used: 200,
              pending: {
                amount: 1000,
                effectiveAt: '2026-11-24T10:30:00.000Z',
                confirmable: false,
              },
            },
            { period: 'week', amount: null, used: 200, pending: null },
            { period: 'month', amount: null, used: 200, pending: null },
          ],
        }),
      ),
    });
    render(api);
    const day = await screen.findByTestId('limit-day');
    expect(day).toHaveTextContent('₺200,00 of ₺500,00 used');
    expect(day).toHaveTextContent(
      /Raise to ₺1\.000,00 pending: can be confirmed after 24\.11\.2026/,
    );
    expect(within(day).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByTestId('limit-week')).toHaveTextContent('No limit');
  });

  it('sends a new limit only once the amount is valid', async () => {
    const api = fakeApi({ getProtection: ok(state()), setDepositLimit: ok(state()) });
    render(api);
    const amount = await screen.findByLabelText('Limit amount');
    const save = screen.getByRole('button', { name: 'Save Limit' });
    expect(save).toBeDisabled();
    await userEvent.type(amount, '0');
    await userEvent.tab();
    expect(save).toBeDisabled();
    expect(await screen.findByText(/Enter an amount from 1 to/)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.payloadsOf('setDepositLimit')).toEqual([{ period: 'day', amount: 300 }]),
    );
  });

  it('confirms a raise once its 24 hours have passed', async () => {
    const pendingState = state({
      limits: [
        {
          period: 'day',
          amount: 500,
          used: 0,
          pending: { amount: 1000, effectiveAt: '2026-11-20T10:30:00.000Z', confirmable: true },
        },
        { period: 'week', amount: null, used: 0, pending: null },
        { period: 'month', amount: null, used: 0, pending: null },
      ],
    });
    const api = fakeApi({ getProtection: ok(pendingState), confirmDepositLimit: ok(state()) });
    render(api);
    await userEvent.click(
      await within(await screen.findByTestId('limit-day')).findByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(api.payloadsOf('confirmDepositLimit')).toEqual([{ period: 'day' }]));
  });

  it('takes a time-out only after the tick box and a second confirmation, then logs out (Turkish)', async () => {
    const api = fakeApi({
      getProtection: ok(state()),
      takeBreak: ok({ kind: 'timeout', until: '2026-11-24T10:30:00.000Z' }),
    });
    const { dispatched } = render(api, 'tr');
    const section = (await screen.findByRole('heading', { name: 'Mola ver' })).closest('section')!;
    const submit = within(section).getByRole('button', { name: 'Mola Ver' });
    await userEvent.selectOptions(within(section).getByLabelText('Mola süresi'), '24 saat');
    expect(submit).toBeDisabled();
    await userEvent.click(within(section).getByLabelText(/oynayamayacağımı/));
    await userEvent.click(submit);
    expect(api.payloadsOf('takeBreak')).toEqual([]);
    expect(within(section).getByRole('alertdialog')).toHaveTextContent(
      '24 saat mola hemen başlayacak',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Evet, molayı başlat' }));
    await waitFor(() =>
      expect(api.payloadsOf('takeBreak')).toEqual([{ kind: 'timeout', duration: '24h' }]),
    );
    await waitFor(() => expect(dispatched).toContainEqual(events.logoutRequested()));
  });

  it('saves the reality-check interval and tells the shell to follow it', async () => {
    const api = fakeApi({
      getProtection: ok(state({ realityCheckOptions: [0, 15, 900, 1800, 3600] })),
      setRealityCheck: ok(state({ realityCheckSeconds: 900 })),
    });
    const { dispatched } = render(api);
    const interval = await screen.findByRole('combobox', { name: 'Interval' });
    expect(interval).toHaveDisplayValue('60 minutes');
    // The api's short test interval (outside production) is offered as it says.
    expect(within(interval).getByRole('option', { name: '15 seconds (test)' })).toBeInTheDocument();
    await userEvent.selectOptions(interval, '15 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.payloadsOf('setRealityCheck')).toEqual([{ seconds: 900 }]));
    await waitFor(() => expect(dispatched).toContainEqual(events.playSessionChanged()));
  });
});

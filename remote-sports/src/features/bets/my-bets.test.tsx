import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, type Bet } from '@oyna/contracts';
import {
  fakeApi,
  loggedInSession,
  ok,
  renderWithProviders,
  type FakeHandler,
} from '@oyna/test-kit';
import { sportsMessages } from '../../messages';
import { sportsCalls } from '../../lib/sports-calls';
import { watchBets } from './bets-saga';
import { betsSlice } from './bets-slice';
import { MyBets } from './my-bets';

function bet(id: number, overrides: Partial<Bet> = {}): Bet {
  return {
    id,
    kind: 'single',
    status: 'open',
    stake: 10,
    odds: 1.85,
    potentialReturn: 18.5,
    payout: null,
    live: false,
    placedAt: '2026-11-23T03:00:00.000Z',
    settledAt: null,
    legs: [
      {
        selectionId: 101,
        eventId: 1,
        marketId: 100,
        eventName: 'Galatasaray - Fenerbahçe',
        marketName: { tr: 'Maç Sonucu', en: 'Match result' },
        selectionName: { tr: '1', en: '1' },
        startTime: '2026-11-24T18:00:00.000Z',
        odds: 1.85,
        status: 'open',
      },
    ],
    cashoutAvailable: true,
    ...overrides,
  };
}

function renderBets(cashout: Extract<FakeHandler<'cashout'>, (p: never) => unknown>) {
  const api = fakeApi({
    getMyBets: (p) =>
      ok(
        p.status === 'open'
          ? { bets: [bet(1)], total: 1 }
          : { bets: [bet(2, { status: 'won', payout: 18.5 })], total: 1 },
      ),
    getCashoutQuote: ok({ betId: 1, available: true, value: 9.2, reason: null }),
    cashout,
  });
  const view = renderWithProviders(<MyBets />, {
    api,
    slices: [betsSlice, sportsCalls.slice],
    sagas: [watchBets, sportsCalls.saga],
    messages: sportsMessages,
    locale: 'en',
    preloadedState: { session: { ...loggedInSession, balance: 50 } },
  });
  return { ...view, api };
}

describe('My bets and cash-out', () => {
  it('lists open bets with selections, odds, stake and potential return; settled ones with status and return', async () => {
    const user = userEvent.setup();
    renderBets(() => ok(null));
    const open = await screen.findByTestId('my-bet');
    expect(within(open).getByText('1 · Match result')).toBeVisible();
    expect(within(open).getByTestId('bet-status')).toHaveTextContent('Open');
    expect(within(open).getByText('₺10,00')).toBeVisible();
    expect(within(open).getByTestId('bet-return')).toHaveTextContent('₺18,50');
    await user.click(screen.getByRole('button', { name: 'Settled' }));
    const settled = await screen.findByText('Won');
    expect(settled).toBeVisible();
  });

  it('cashes out at the offered value in one confirmation and updates the balance', async () => {
    const user = userEvent.setup();
    const { api, dispatched } = renderBets(() =>
      ok({
        cashedOut: true,
        quote: { betId: 1, available: true, value: 9.2, reason: null },
        bet: bet(1, { status: 'cashed_out', payout: 9.2, cashoutAvailable: false }),
        balance: 59.2,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cash out ₺9,20' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cash-out of ₺9,20' }));
    expect(await screen.findByText('Bet cashed out for ₺9,20.')).toBeVisible();
    expect(api.payloadsOf('cashout')).toEqual([{ betId: 1, value: 9.2 }]);
    expect(screen.getByTestId('bet-status')).toHaveTextContent('Cashed out');
    expect(dispatched).toContainEqual(events.balanceChanged({ balance: 59.2 }));
  });

  it('refuses cleanly when the value moved and asks again at the new value', async () => {
    const user = userEvent.setup();
    renderBets(() =>
      ok({
        cashedOut: false,
        quote: { betId: 1, available: true, value: 8.4, reason: null },
        bet: null,
        balance: 50,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cash out ₺9,20' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cash-out of ₺9,20' }));
    expect(
      await screen.findByText('The cash-out value is now ₺8,40. Confirm again if you agree.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm cash-out of ₺8,40' })).toBeVisible();
    expect(screen.getByTestId('bet-status')).toHaveTextContent('Open');
  });
});

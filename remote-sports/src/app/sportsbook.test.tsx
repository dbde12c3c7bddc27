import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, LIVE_CMD_SPORTS, SPORTS_HUB_SUBSCRIBE } from '@oyna/contracts';
import { fakeApi, ok, renderWithProviders } from '@oyna/test-kit';
import { sportsMessages } from '../messages';
import { betsSlice } from '../features/bets/bets-slice';
import { slipSlice } from '../lib/slip-slice';
import { watchBook } from '../features/book/book-saga';
import { bookSlice } from '../features/book/book-slice';
import { Sportsbook } from './sportsbook';
import { wireEvent, wireMarket, wireTree } from '../features/book/wire-fixtures';

const live = {
  status: 'live' as const,
  score: { home: 1, away: 0 },
  clock: { minute: 67, period: 2, label: "67'" },
};

function renderBook(kind: 'prematch' | 'live') {
  const derby = wireEvent(1, 'Galatasaray', 'Fenerbahçe', kind === 'live' ? live : {});
  const clasico = wireEvent(2, 'Beşiktaş', 'Trabzonspor', kind === 'live' ? live : {});
  const api = fakeApi({
    getSportsTree: ok(wireTree(kind, [derby, clasico])),
    getSportsEvent: ok({
      ...derby,
      sport: {
        id: 1,
        key: 'football',
        name: { tr: 'Futbol', en: 'Football' },
        esports: false,
        sortOrder: 1,
      },
      competition: {
        id: 10,
        sportId: 1,
        name: { tr: 'Süper Lig', en: 'Super League' },
        region: 'TR',
      },
      markets: [
        wireMarket(1, [1.85, 3.4, 4.2]),
        {
          ...wireMarket(1, [1.7, 2.1, 9]),
          id: 150,
          key: 'total',
          line: 2.5,
          name: { tr: 'Alt/Üst 2.5', en: 'Over/Under 2.5' },
          status: 'suspended',
          selections: [
            {
              id: 151,
              marketId: 150,
              key: 'over',
              name: { tr: 'Üst', en: 'Over' },
              odds: 1.9,
              status: 'active',
            },
            {
              id: 152,
              marketId: 150,
              key: 'under',
              name: { tr: 'Alt', en: 'Under' },
              odds: 1.9,
              status: 'active',
            },
          ],
        },
      ],
    }),
  });
  const view = renderWithProviders(<Sportsbook kind={kind} />, {
    api,
    slices: [bookSlice, slipSlice, betsSlice],
    sagas: [watchBook],
    messages: sportsMessages,
    locale: 'en',
  });
  return { ...view, api };
}

describe('the native sportsbook', () => {
  it('lists sports → competitions → events with start time and the main market, two decimals', async () => {
    const { api } = renderBook('prematch');
    const list = await screen.findByRole('region', { name: 'Football events' });
    const league = within(list).getByRole('region', { name: 'Super League' });
    expect(within(league).getAllByTestId('sports-event')).toHaveLength(2);
    expect(
      within(league).getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }),
    ).toBeEnabled();
    expect(
      within(league).getByRole('button', { name: 'Galatasaray - Fenerbahçe: X 3.40' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Football (2)', pressed: true })).toBeVisible();
    expect(api.payloadsOf('getSportsTree')).toEqual([{ kind: 'prematch' }]);
    // Pre-match pages carry no live notice.
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('opens an event with all its markets; a suspended market is locked', async () => {
    const user = userEvent.setup();
    const { api } = renderBook('prematch');
    await user.click(
      await screen.findByRole('button', { name: 'Galatasaray - Fenerbahçe: all markets' }),
    );
    const totals = await screen.findByRole('region', { name: 'Over/Under 2.5' });
    expect(within(totals).getByText(/Locked/)).toBeVisible();
    expect(
      within(totals).getByRole('button', { name: 'Galatasaray - Fenerbahçe: Over locked' }),
    ).toBeDisabled();
    expect(api.payloadsOf('getSportsEvent')).toEqual([{ eventId: 1 }]);
    await user.click(screen.getByRole('button', { name: /Back to the list/ }));
    expect(await screen.findByRole('region', { name: 'Football events' })).toBeVisible();
  });

  it('in play: the RTS 15A notice, the clock and score, prices moving in place from the hub, finished events leaving', async () => {
    const view = renderBook('live');
    expect(screen.getByRole('note')).toHaveTextContent('"Live" broadcasts are delayed');
    const list = await screen.findByRole('region', { name: 'Football events' });
    expect(within(list).getAllByText("67'")).toHaveLength(2);
    // Only the shown events are subscribed.
    expect(view.dispatched).toContainEqual(
      events.liveSubscribe({ key: 'sports:events', method: SPORTS_HUB_SUBSCRIBE, args: [[1, 2]] }),
    );
    act(() => {
      view.store.dispatch(
        events.liveMessage({
          cmd: LIVE_CMD_SPORTS,
          message: JSON.stringify({
            t: 'odds',
            eventId: 1,
            selections: [{ id: 101, marketId: 100, odds: 2.05, status: 'active' }],
          }),
        }),
      );
    });
    const moved = screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 2.05' });
    expect(moved).toHaveClass('sports-price--up');
    act(() => {
      view.store.dispatch(
        events.liveMessage({
          cmd: LIVE_CMD_SPORTS,
          message: JSON.stringify({ t: 'market', eventId: 1, marketId: 100, status: 'suspended' }),
        }),
      );
    });
    expect(
      screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 locked' }),
    ).toBeDisabled();
    act(() => {
      view.store.dispatch(
        events.liveMessage({
          cmd: LIVE_CMD_SPORTS,
          message: JSON.stringify({
            t: 'score',
            eventId: 2,
            score: { home: 0, away: 1 },
            clock: { minute: 70, period: 2, label: "70'" },
          }),
        }),
      );
    });
    expect(screen.getByText("70'")).toBeVisible();
    act(() => {
      view.store.dispatch(
        events.liveMessage({
          cmd: LIVE_CMD_SPORTS,
          message: JSON.stringify({
            t: 'event',
            eventId: 1,
            status: 'ended',
            score: { home: 2, away: 0 },
          }),
        }),
      );
    });
    expect(within(list).getAllByTestId('sports-event')).toHaveLength(1);
    expect(screen.queryByText('Galatasaray')).toBeNull();
  });
});

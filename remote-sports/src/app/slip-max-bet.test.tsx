import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, ENDPOINTS } from '@oyna/contracts';
import { loggedInSession, renderWithProviders } from '@oyna/test-kit';
import { sportsMessages } from '../messages';
import { sportsCalls } from '../lib/sports-calls';
import { MarketPrices } from '../features/book/event-list';
import { bookSlice } from '../features/book/book-slice';
import { bookEvent } from '../features/book/fixtures';
import { SlipPanel } from '../features/slip/slip-panel';
import { watchSlip } from '../features/slip/slip-saga';
import { selectSlip, slipSlice } from '../lib/slip-slice';

const derby = bookEvent(1, 'Galatasaray', 'Fenerbahçe');

const MAX_BET = 'While your bonus is active the largest stake is ₺25,00';

/** A fetch answering like the api over HTTP: a status and a JSON envelope. */
function reply(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return { status, statusText: '', text: () => Promise.resolve(text) } as Response;
}

/**
 * The real api client over a fetch that answers `sports/place` with the api's 400 for a stake
 * above the active bonus's maximum bet (spec §1 promotions and bonuses; 'server.bonus.maxBet').
 */
function renderWithMaxBetRefusal() {
  const sent: string[] = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push(url);
    if (url.endsWith(`/${ENDPOINTS.getSportsConfig.path}`)) {
      return Promise.resolve(
        reply(200, {
          success: true,
          message: '',
          data: {
            minStake: 1,
            maxStake: 5000,
            maxPayout: 100000,
            maxLegs: 15,
            liveDelayMs: 0,
            quickStakes: [5, 20],
            cashoutFactor: 0.95,
          },
        }),
      );
    }
    if (url.endsWith(`/${ENDPOINTS.placeBets.path}`) && init?.method === 'POST') {
      return Promise.resolve(reply(400, { success: false, message: MAX_BET, data: null }));
    }
    return Promise.resolve(reply(404, { success: false, message: 'Not found', data: null }));
  };
  const api = createApiClient({
    baseUrl: 'http://api.test/api/',
    getToken: () => 'token',
    getLocale: () => 'en',
    getFingerprint: () => null,
    onUnauthorized: () => undefined,
    fetchImpl: fetchImpl as typeof fetch,
  });
  const view = renderWithProviders(
    <>
      <MarketPrices event={derby} market={derby.markets[0]!} />
      <SlipPanel />
    </>,
    {
      api,
      slices: [bookSlice, slipSlice, sportsCalls.slice],
      sagas: [watchSlip, sportsCalls.saga],
      messages: sportsMessages,
      locale: 'en',
      preloadedState: { session: { ...loggedInSession, balance: 100 } },
    },
  );
  return { ...view, sent };
}

describe('a stake above the active bonus’s maximum bet (spec §1 promotions and bonuses)', () => {
  afterEach(() => localStorage.clear());

  it("shows the api's 400 message on the slip, places nothing and keeps the selection", async () => {
    const user = userEvent.setup();
    const { store, sent } = renderWithMaxBetRefusal();
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.type(await screen.findByLabelText('Stake on 1'), '50');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(MAX_BET)).toBeVisible();
    expect(sent.filter((u) => u.endsWith(`/${ENDPOINTS.placeBets.path}`))).toHaveLength(1);
    const slip = selectSlip(store.getState());
    expect(slip.selections.map((s) => s.selectionId)).toEqual([101]);
    expect(slip.placing).toBe(false);
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });
});

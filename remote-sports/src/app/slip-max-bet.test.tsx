import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, ENDPOINTS, events } from '@oyna/contracts';
import { fakeApi, loggedInSession, ok } from '@oyna/test-kit';
import { selectSlip } from '../lib/slip-slice';
import { accepted, derby, renderSlipOver, SPORTS_CONFIG } from '../test/slip';

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
      return Promise.resolve(reply(200, { success: true, message: '', data: SPORTS_CONFIG }));
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
  const view = renderSlipOver(api, {
    events: [derby],
    preloadedState: { session: { ...loggedInSession, balance: 100 } },
  });
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

/**
 * The slip with the shell's session knowing the active bonus's maximum stake (contracts 2.11,
 * `user/balance`'s maxBet): ₺20, as the trial offer's.
 */
function renderWithMaxBet(locale: 'en' | 'tr') {
  const api = fakeApi({
    getSportsConfig: ok(SPORTS_CONFIG),
    placeBets: ok(accepted(80)),
  });
  const view = renderSlipOver(api, {
    locale,
    preloadedState: {
      session: { ...loggedInSession, balance: 100, cash: 50, bonus: 50, maxBet: 20 },
    },
  });
  return { ...view, api };
}

describe('the slip knows the active bonus’s maximum stake before Place (spec §1 promotions and bonuses, §5)', () => {
  afterEach(() => localStorage.clear());

  it.each([
    {
      locale: 'en' as const,
      stakeOn1: 'Stake on 1',
      place: 'Place bet',
      message: 'While your bonus is active the largest stake is ₺20,00.',
    },
    {
      locale: 'tr' as const,
      stakeOn1: '1 için tutar',
      place: 'Bahis yap',
      message: 'Bonusunuz aktifken en yüksek bahis ₺20,00.',
    },
  ])(
    'in $locale: says so by the stake as it is typed, keeps Place off and sends nothing; a stake at the maximum goes',
    async ({ locale, stakeOn1, place, message }) => {
      const user = userEvent.setup();
      const { api } = renderWithMaxBet(locale);
      await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
      const stake = await screen.findByLabelText(stakeOn1);
      await user.type(stake, '20,01');
      // Still in the field (not left yet): the message is there already, beside the stake.
      expect(stake).toHaveFocus();
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent(message);
      expect(notice.closest('[data-testid="slip-selection"]')).not.toBeNull();
      expect(screen.getByRole('button', { name: place })).toBeDisabled();
      await user.type(stake, '{Enter}');
      expect(api.payloadsOf('placeBets')).toEqual([]);

      await user.clear(stake);
      await user.type(stake, '20');
      expect(screen.queryByText(message)).toBeNull();
      await user.click(screen.getByRole('button', { name: place }));
      await waitFor(() => expect(api.payloadsOf('placeBets')).toHaveLength(1));
      expect(api.payloadsOf('placeBets')[0]).toMatchObject({
        singles: [{ selectionId: 101, stake: 20 }],
      });
    },
  );

  it('checks each single’s stake on its own, and the combo’s stake', async () => {
    const user = userEvent.setup();
    renderWithMaxBet('en');
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.click(screen.getByRole('button', { name: 'Beşiktaş - Trabzonspor: 2 4.20' }));
    await user.type(await screen.findByLabelText('Stake on 1'), '15');
    await user.type(screen.getByLabelText('Stake on 2'), '25');
    // ₺40 in all is within the balance; the ₺25 single alone is above the bonus's maximum.
    const [first, second] = screen.getAllByTestId('slip-selection');
    expect(within(first!).queryByRole('alert')).toBeNull();
    expect(within(second!).getByRole('alert')).toHaveTextContent(
      'While your bonus is active the largest stake is ₺20,00.',
    );
    expect(screen.getByRole('button', { name: 'Place 2 bets' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Combo' }));
    await user.type(screen.getByLabelText('Combo stake'), '30');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'While your bonus is active the largest stake is ₺20,00.',
    );
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '₺20,00 on Combo' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('limits nothing once the shell hears that the bonus is gone', async () => {
    const user = userEvent.setup();
    const { store } = renderWithMaxBet('en');
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.type(await screen.findByLabelText('Stake on 1'), '50');
    expect(screen.getByRole('alert')).toBeVisible();
    act(() => void store.dispatch(events.balanceChanged({ balance: 50, cash: 50, bonus: 0 })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });
});

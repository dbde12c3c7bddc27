import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, events, type PlaceBetsResult } from '@oyna/contracts';
import { fakeApi, loggedInSession, ok, type FakeHandler } from '@oyna/test-kit';
import { selectSlip } from '../lib/slip-slice';
import { accepted, renderSlipOver, SPORTS_CONFIG } from '../test/slip';

function renderPlace(
  answer: PlaceBetsResult | Extract<FakeHandler<'placeBets'>, (p: never) => unknown>,
  loggedIn = true,
) {
  const api = fakeApi({
    getSportsConfig: ok(SPORTS_CONFIG),
    placeBets: typeof answer === 'function' ? answer : ok(answer),
  });
  const view = renderSlipOver(api, {
    preloadedState: loggedIn ? { session: { ...loggedInSession, balance: 100 } } : {},
  });
  return { ...view, api };
}

describe('placing the slip', () => {
  afterEach(() => localStorage.clear());

  it('sends the legs with the accepted odds, the stakes and the chosen rule; the balance follows at once', async () => {
    const user = userEvent.setup();
    const { api, dispatched, store } = renderPlace(accepted(70));
    // The slip's rules are asked for once it has a selection, not by a page that only shows prices.
    expect(api.payloadsOf('getSportsConfig')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.click(screen.getByRole('button', { name: 'Beşiktaş - Trabzonspor: 2 4.20' }));
    expect(api.payloadsOf('getSportsConfig')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Combo' }));
    // The server's quick stakes (sports/config).
    await user.click(await screen.findByRole('button', { name: '₺20,00 on Combo' }));
    await user.selectOptions(screen.getByLabelText('When odds change'), 'Accept higher');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Your bet is placed.')).toBeVisible();
    const [sent] = api.payloadsOf('placeBets');
    expect(sent).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      legs: [
        { selectionId: 101, odds: 1.85 },
        { selectionId: 203, odds: 4.2 },
      ],
      comboStake: 20,
      rule: 'higher',
    });
    expect(dispatched).toContainEqual(events.balanceChanged({ balance: 70 }));
    expect(selectSlip(store.getState()).selections).toEqual([]);
  });

  it('a refusal for changed odds places nothing and shows the new odds on the selection', async () => {
    const user = userEvent.setup();
    const { store } = renderPlace({
      accepted: false,
      reason: 'legs',
      message: 'The odds changed',
      bets: [],
      problems: [{ selectionId: 101, reason: 'odds_changed', odds: 1.6 }],
      balance: 100,
    });
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.type(screen.getByLabelText('Stake on 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(
      await screen.findByText(/The odds changed and your rule does not accept it/),
    ).toBeVisible();
    expect(screen.getByTestId('slip-odds-change')).toHaveTextContent('Odds changed: 1.85 → 1.60');
    expect(selectSlip(store.getState()).selections).toHaveLength(1);
  });

  it('too low a balance (server side) offers Deposit', async () => {
    const user = userEvent.setup();
    renderPlace({
      accepted: false,
      reason: 'insufficient_funds',
      message: 'Not enough',
      bets: [],
      problems: [],
      balance: 3,
    });
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.type(screen.getByLabelText('Stake on 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findAllByText('Your balance is too low for this stake.')).not.toHaveLength(
      0,
    );
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeVisible();
  });

  it("a visitor's Place opens the login dialog and sends nothing", async () => {
    const user = userEvent.setup();
    const { api, dispatched } = renderPlace(accepted(0), false);
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.type(screen.getByLabelText('Stake on 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(dispatched).toContainEqual(events.requireLogin());
    expect(api.countOf('placeBets')).toBe(0);
  });

  it('keeps the slip in local storage as it changes (its selections, not the stakes being typed)', async () => {
    const user = userEvent.setup();
    renderPlace(accepted(0));
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.type(await screen.findByLabelText('Stake on 1'), '15');
    const stored = JSON.parse(localStorage.getItem('sportsSlip') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toEqual({
      selections: [expect.objectContaining({ selectionId: 101 })],
      mode: 'singles',
      rule: 'none',
    });
  });

  it('sends a retry of the same slip under its request id, and a changed stake under a new one', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { api } = renderPlace(() => {
      answers += 1;
      // The first answer is lost on its way (the bet may or may not be booked).
      if (answers === 1) throw new ApiError('Network error: connection reset', 0);
      return ok({ ...accepted(100), accepted: false, reason: 'legs', message: 'Not now' });
    });
    await user.click(screen.getByRole('button', { name: 'Galatasaray - Fenerbahçe: 1 1.85' }));
    await user.type(await screen.findByLabelText('Stake on 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(/Not now/)).toBeVisible();
    await user.type(screen.getByLabelText('Stake on 1'), '0');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(api.countOf('placeBets')).toBe(3));
    const [first, retry, changed] = api.payloadsOf('placeBets');
    expect(retry).toEqual(first);
    expect(changed).toMatchObject({ singles: [{ selectionId: 101, stake: 100 }] });
    expect(changed?.requestId).not.toBe(first?.requestId);
  });
});

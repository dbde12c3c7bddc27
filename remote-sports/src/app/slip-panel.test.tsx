import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@oyna/contracts';
import { loggedInSession, renderWithProviders } from '@oyna/test-kit';
import { sportsMessages } from '../messages';
import { bookSlice } from '../features/book/book-slice';
import { bookEvent } from '../features/book/fixtures';
import { MarketPrices } from '../features/book/event-list';
import { SlipPanel } from '../features/slip/slip-panel';
import { selectSlip, slipActions, slipSlice } from '../lib/slip-slice';

const derby = bookEvent(1, 'Galatasaray', 'Fenerbahçe');
const clasico = bookEvent(2, 'Real Madrid', 'Barcelona');

function renderSlip(loggedIn = true, balance = 500) {
  return renderWithProviders(
    <>
      {[derby, clasico].map((e) => (
        <MarketPrices key={e.id} event={e} market={e.markets[0]!} />
      ))}
      <SlipPanel />
    </>,
    {
      slices: [bookSlice, slipSlice],
      messages: sportsMessages,
      locale: 'en',
      preloadedState: loggedIn ? { session: { ...loggedInSession, balance } } : {},
    },
  );
}

const price = (event: string, selection: string, odds: string) =>
  screen.getByRole('button', { name: `${event}: ${selection} ${odds}` });

describe('bet slip (singles and combo)', () => {
  it('adds a selection by tapping its price and removes it by tapping again', async () => {
    const user = userEvent.setup();
    renderSlip();
    const home = price('Galatasaray - Fenerbahçe', '1', '1.85');
    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    const slip = screen.getByTestId('bet-slip');
    // The slip's form comes with its first selection (a chunk of its own).
    expect(await within(slip).findAllByTestId('slip-selection')).toHaveLength(1);
    expect(within(slip).getByText('Odds 1.85')).toBeInTheDocument();
    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'false');
    expect(within(slip).queryAllByTestId('slip-selection')).toHaveLength(0);
    expect(within(slip).getByText('Tap a price to add it to the slip.')).toBeInTheDocument();
  });

  it('shows the potential return of a single as its stake is typed, and of quick stakes', async () => {
    const user = userEvent.setup();
    renderSlip();
    await user.click(price('Galatasaray - Fenerbahçe', '1', '1.85'));
    await user.type(screen.getByLabelText('Stake on 1'), '20');
    expect(screen.getByTestId('slip-return')).toHaveTextContent('₺37,00');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('₺20,00');
    await user.click(screen.getByRole('button', { name: '₺100,00 on 1' }));
    expect(screen.getByTestId('slip-return')).toHaveTextContent('₺185,00');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('₺100,00');
  });

  it('multiplies the odds of a combo and returns stake × combined odds', async () => {
    const user = userEvent.setup();
    renderSlip();
    await user.click(price('Galatasaray - Fenerbahçe', '1', '1.85'));
    await user.click(price('Real Madrid - Barcelona', '2', '4.20'));
    await user.click(screen.getByRole('button', { name: 'Combo' }));
    expect(screen.getByTestId('combo-odds')).toHaveTextContent('7.77');
    await user.type(screen.getByLabelText('Combo stake'), '10');
    expect(screen.getByTestId('slip-return')).toHaveTextContent('₺77,70');
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('refuses two selections of one event in a combo with a clear message', async () => {
    const user = userEvent.setup();
    renderSlip();
    await user.click(price('Galatasaray - Fenerbahçe', '1', '1.85'));
    await user.click(price('Galatasaray - Fenerbahçe', 'X', '3.40'));
    await user.click(screen.getByRole('button', { name: 'Combo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A combo cannot hold two selections of one event. Remove one or play them as singles.',
    );
    await user.type(screen.getByLabelText('Combo stake'), '10');
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    // As singles the two are fine.
    await user.click(screen.getByRole('button', { name: 'Singles' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps Place off outside the stake limits and says the limits', async () => {
    const user = userEvent.setup();
    renderSlip();
    await user.click(price('Real Madrid - Barcelona', '1', '1.85'));
    const stake = screen.getByLabelText('Stake on 1');
    await user.type(stake, '20000');
    await user.tab();
    expect(screen.getByText('Enter an amount from 1 to 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    expect(screen.getByText('Min ₺1,00 · Max ₺10.000,00')).toBeInTheDocument();
  });

  it('shows a price that moved while the slip is open as old → new until accepted', async () => {
    const user = userEvent.setup();
    const view = renderSlip();
    await user.click(price('Galatasaray - Fenerbahçe', '1', '1.85'));
    act(() => {
      view.store.dispatch(slipActions.oddsMoved([{ selectionId: 101, odds: 2.05 }]));
    });
    expect(screen.getByTestId('slip-odds-change')).toHaveTextContent('Odds changed: 1.85 → 2.05');
    // Placement still sends the accepted odds until the player takes the new ones.
    expect(selectSlip(view.store.getState()).selections[0]?.odds).toBe(1.85);
    await user.click(screen.getByRole('button', { name: 'Accept the new odds' }));
    expect(screen.queryByTestId('slip-odds-change')).toBeNull();
    expect(selectSlip(view.store.getState()).selections[0]?.odds).toBe(2.05);
  });

  it('locks a selection whose market the feed suspended', async () => {
    const user = userEvent.setup();
    const view = renderSlip();
    await user.click(price('Galatasaray - Fenerbahçe', '1', '1.85'));
    act(() => {
      view.store.dispatch(slipActions.oddsMoved([{ selectionId: 101, suspended: true }]));
    });
    expect(screen.getByText(/Locked: this market is suspended right now/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stake on 1'), '5');
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('offers Deposit when the stakes are above the balance', async () => {
    const user = userEvent.setup();
    const view = renderSlip(true, 5);
    await user.click(price('Galatasaray - Fenerbahçe', '1', '1.85'));
    await user.type(screen.getByLabelText('Stake on 1'), '50');
    expect(screen.getByText('Your balance is too low for this stake.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(view.dispatched).toContainEqual(events.openDeposit());
  });

  it('hands Place the stakes and the odds-change rule the form holds, and keeps the rule for the next slip', async () => {
    const user = userEvent.setup();
    const view = renderSlip();
    await user.click(price('Galatasaray - Fenerbahçe', '1', '1.85'));
    await user.type(await screen.findByLabelText('Stake on 1'), '12');
    await user.selectOptions(screen.getByLabelText('When odds change'), 'Accept higher');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(view.dispatched).toContainEqual(
      slipActions.place({ stakes: { '101': 12 }, comboStake: undefined, rule: 'higher' }),
    );
    expect(selectSlip(view.store.getState()).rule).toBe('higher');
    // A slip emptied and started again offers the rule last placed with.
    await user.click(screen.getByRole('button', { name: 'Clear the slip' }));
    await user.click(price('Real Madrid - Barcelona', '2', '4.20'));
    expect(await screen.findByLabelText('When odds change')).toHaveDisplayValue('Accept higher');
    expect(screen.getByLabelText('Stake on 2')).toHaveValue('');
  });

  it('keeps what was typed as selections come and go and the bet type changes', async () => {
    const user = userEvent.setup();
    renderSlip();
    await user.click(price('Galatasaray - Fenerbahçe', '1', '1.85'));
    await user.type(await screen.findByLabelText('Stake on 1'), '20');
    await user.click(price('Real Madrid - Barcelona', '2', '4.20'));
    expect(screen.getByLabelText('Stake on 1')).toHaveValue('20');
    await user.type(screen.getByLabelText('Stake on 2'), '5');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('₺25,00');
    await user.click(screen.getByRole('button', { name: 'Combo' }));
    await user.type(screen.getByLabelText('Combo stake'), '10');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('₺10,00');
    await user.click(screen.getByRole('button', { name: 'Singles' }));
    expect(screen.getByLabelText('Stake on 1')).toHaveValue('20');
    await user.click(
      screen.getByRole('button', { name: 'Remove Real Madrid - Barcelona — 2 from the slip' }),
    );
    expect(screen.getByLabelText('Stake on 1')).toHaveValue('20');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('₺20,00');
  });
});

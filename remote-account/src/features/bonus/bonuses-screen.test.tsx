import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, type BalanceData, type PlayerBonus, type SessionState } from '@oyna/contracts';
import {
  fail,
  fakeApi,
  loggedInSession,
  offContract,
  ok,
  renderWithProviders,
  type FakeApi,
} from '@oyna/test-kit';
import { accountMessages } from '../../messages';
import { accountDataSlice } from '../../lib/account-data/account-data-slice';
import { watchAccountData } from '../../lib/account-data/account-data-saga';
import { accountCalls } from '../../lib/account-data/account-calls';
import { BonusesScreen } from './bonuses-screen';

const TERMS_EN =
  'Wager ₺500,00 (10× the bonus) within 7 days. Slots count 100%, table games 10%. While the bonus is active the largest stake is ₺25,00. A withdrawal cancels the bonus: its bonus money and winnings are removed, your cash stays.';

const active = (over: Partial<PlayerBonus> = {}): PlayerBonus => ({
  id: 7,
  bonusId: 7,
  requestId: null,
  source: 'trial',
  offer: 'trial',
  title: 'Welcome trial bonus',
  status: 'active',
  amount: 50,
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  wagered: 120,
  wageringRequired: 500,
  bonusBalance: 42.5,
  converted: null,
  rules: {
    wageringMultiplier: 10,
    contributions: { slots: 100, table: 10, live: 10, crash: 50, bingo: 100, sports: 100 },
    sportsMinOdds: 1.5,
    maxBet: 25,
    maxConversion: 250,
    validDays: 7,
  },
  terms: TERMS_EN,
  note: null,
  ...over,
});

const expired: PlayerBonus = {
  ...active(),
  id: 3,
  bonusId: 3,
  title: 'Birthday Bonus',
  status: 'expired',
  bonusBalance: 0,
  wagered: 10,
};

const cancelled: PlayerBonus = {
  ...active(),
  id: 2,
  bonusId: 2,
  status: 'cancelled',
  bonusBalance: 0,
};

const balance = (b: BalanceData) => ok(b);

/** The session as the shell keeps it: the total with its parts (contracts 2.4). */
const withParts = { ...loggedInSession, balance: 142.5, cash: 100, bonus: 42.5 };

function render(api: FakeApi, locale: 'tr' | 'en' = 'en', session: SessionState = withParts) {
  return renderWithProviders(<BonusesScreen routeId="dashboard.bonuses" params={{}} />, {
    api,
    slices: [accountDataSlice, accountCalls.slice],
    sagas: [watchAccountData, accountCalls.saga],
    messages: accountMessages,
    preloadedState: { session },
    locale,
  });
}

describe('/dashboard/bonuses (spec §1 promotions and bonuses, §3 bonus statuses)', () => {
  it('shows cash and bonus on top, then each bonus with progress, money, what counts, limits, expiry and terms', async () => {
    const api = fakeApi({
      getBalance: balance({ balance: 142.5, cash: 100, bonus: 42.5 }),
      getBonuses: ok({ items: [active(), expired, cancelled], total: 3 }),
    });
    render(api);
    const balances = screen.getByRole('region', { name: 'Your balance' });
    await waitFor(() =>
      expect(within(balances).getByTestId('balance-cash')).toHaveTextContent('₺100,00'),
    );
    expect(within(balances).getByTestId('balance-bonus')).toHaveTextContent('₺42,50');
    expect(balances).toHaveTextContent('Only cash can be withdrawn.');
    // From the shell's session, not a call of its own.
    expect(api.countOf('getBalance')).toBe(0);

    const [card, old, gone] = await screen.findAllByTestId('bonus-row');
    const c = within(card!);
    expect(c.getByRole('heading', { name: 'Welcome trial bonus' })).toBeVisible();
    expect(c.getByTestId('bonus-status')).toHaveTextContent('Active');
    const bar = c.getByRole('progressbar', { name: '₺120,00 of ₺500,00 wagered' });
    expect(bar).toHaveAttribute('value', '120');
    expect(bar).toHaveAttribute('max', '500');
    expect(c.getByTestId('bonus-held')).toHaveTextContent('₺42,50');
    expect(c.getByText('10× the bonus')).toBeVisible();
    expect(c.getByTestId('bonus-max-bet')).toHaveTextContent('₺25,00');
    expect(c.getByTestId('bonus-max-conversion')).toHaveTextContent('₺250,00');
    expect(c.getByTestId('bonus-expiry')).toHaveTextContent(/27\.11\.2026/);
    const counts = within(c.getByTestId('bonus-counts')).getAllByRole('listitem');
    expect(counts.map((li) => li.textContent)).toEqual([
      'Slots 100%',
      'Table games 10%',
      'Live casino 10%',
      'Crash games 50%',
      'Bingo 100%',
      'Sports singles at odds ≥ 1.50 and combos 100%',
    ]);
    expect(c.getByTestId('bonus-terms')).toHaveTextContent(TERMS_EN);
    expect(c.getByRole('button', { name: 'Forfeit bonus' })).toBeVisible();

    expect(within(old!).getByTestId('bonus-status')).toHaveTextContent('Expired');
    expect(within(gone!).getByTestId('bonus-status')).toHaveTextContent('Cancelled');
    // Only an active bonus can be given up, and only it holds bonus money.
    expect(within(old!).queryByRole('button', { name: 'Forfeit bonus' })).toBeNull();
    expect(within(gone!).queryByTestId('bonus-held')).toBeNull();
  });

  it('says it all in Turkish', async () => {
    const api = fakeApi({
      getBalance: balance({ balance: 142.5, cash: 100, bonus: 42.5 }),
      getBonuses: ok({ items: [active({ terms: 'Türkçe koşullar.' }), cancelled], total: 2 }),
    });
    render(api, 'tr');
    const balances = screen.getByRole('region', { name: 'Bakiyeniz' });
    await waitFor(() => expect(balances).toHaveTextContent('Nakit₺100,00'));
    expect(balances).toHaveTextContent('Bonus₺42,50');
    const [card, gone] = await screen.findAllByTestId('bonus-row');
    const c = within(card!);
    expect(c.getByTestId('bonus-status')).toHaveTextContent('Aktif');
    expect(
      c.getByRole('progressbar', { name: '₺500,00 çevrimin ₺120,00 kadarı tamamlandı' }),
    ).toBeVisible();
    expect(within(c.getByTestId('bonus-counts')).getAllByRole('listitem')[0]).toHaveTextContent(
      'Slotlar %100',
    );
    expect(
      c.getByText('1,50 ve üzeri oranlı tekli spor bahisleri ve kombineler', { exact: false }),
    ).toBeVisible();
    expect(c.getByText('En yüksek bahis')).toBeVisible();
    expect(c.getByRole('button', { name: 'Bonustan vazgeç' })).toBeVisible();
    expect(within(gone!).getByTestId('bonus-status')).toHaveTextContent('İptal edildi');
  });

  it('follows the parts the shell keeps: a bet reported as a new total takes cash first', async () => {
    const api = fakeApi({ getBonuses: ok({ items: [], total: 0 }) });
    const { store } = render(api);
    expect(screen.getByTestId('balance-cash')).toHaveTextContent('₺100,00');
    act(() => void store.dispatch(events.balanceChanged({ balance: 132.5 })));
    expect(screen.getByTestId('balance-cash')).toHaveTextContent('₺90,00');
    expect(screen.getByTestId('balance-bonus')).toHaveTextContent('₺42,50');
    act(() => void store.dispatch(events.balanceChanged({ balance: 150, cash: 110, bonus: 40 })));
    expect(screen.getByTestId('balance-cash')).toHaveTextContent('₺110,00');
    expect(screen.getByTestId('balance-bonus')).toHaveTextContent('₺40,00');
    expect(api.countOf('getBalance')).toBe(0);
  });

  it("under an older shell that keeps no parts, reads user/balance itself; an older api's answer is all cash", async () => {
    const api = fakeApi({
      getBalance: offContract<'getBalance'>(ok({ balance: 80 })),
      getBonuses: ok({ items: [], total: 0 }),
    });
    // A shell of contracts 2.3 has no `cash` or `bonus` in its session at all.
    render(api, 'en', { ...loggedInSession, balance: 80, cash: undefined, bonus: undefined });
    await waitFor(() => expect(screen.getByTestId('balance-cash')).toHaveTextContent('₺80,00'));
    expect(screen.getByTestId('balance-bonus')).toHaveTextContent('₺0,00');
  });

  it('forfeits only after the confirmation that says what goes and what stays, then reads the list and the balance anew', async () => {
    const user = userEvent.setup();
    let forfeited = false;
    const api = fakeApi({
      getBalance: () =>
        forfeited
          ? ok({ balance: 100, cash: 100, bonus: 0 })
          : ok({ balance: 142.5, cash: 100, bonus: 42.5 }),
      getBonuses: () =>
        ok({
          items: [forfeited ? active({ status: 'cancelled', bonusBalance: 0 }) : active()],
          total: 1,
        }),
      forfeitBonus: () => {
        forfeited = true;
        return ok(active({ status: 'cancelled', bonusBalance: 0 }), 'The bonus was forfeited.');
      },
    });
    const { dispatched } = render(api);
    const card = within(await screen.findByTestId('bonus-row'));
    await user.click(card.getByRole('button', { name: 'Forfeit bonus' }));
    const dialog = card.getByRole('alertdialog', { name: 'Forfeit this bonus?' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(
      'Your ₺42,50 bonus money and its winnings are removed. Your cash stays as it is. This cannot be undone.',
    );
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the bonus' }));
    expect(card.queryByRole('alertdialog')).toBeNull();
    expect(api.countOf('forfeitBonus')).toBe(0);
    // Escape keeps it too.
    await user.click(card.getByRole('button', { name: 'Forfeit bonus' }));
    await user.keyboard('{Escape}');
    expect(card.queryByRole('alertdialog')).toBeNull();

    await user.click(card.getByRole('button', { name: 'Forfeit bonus' }));
    await user.click(card.getByRole('button', { name: 'Yes, forfeit' }));
    await waitFor(() => expect(api.payloadsOf('forfeitBonus')).toEqual([{ bonusId: 7 }]));
    await waitFor(() => expect(screen.getByTestId('bonus-status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Forfeit bonus' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('balance-bonus')).toHaveTextContent('₺0,00'));
    expect(screen.getByTestId('balance-cash')).toHaveTextContent('₺100,00');
    // The header hears the new total with its parts, and that no bonus limits stakes any more.
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        events.balanceChanged({ balance: 100, cash: 100, bonus: 0, maxBet: null } as BalanceData),
      ),
    );
    expect(dispatched).toContainEqual(
      events.toast({ kind: 'success', message: 'The bonus was forfeited.' }),
    );
  });

  it("keeps the bonus when the api refuses, with the api's message", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      getBalance: balance({ balance: 142.5, cash: 100, bonus: 42.5 }),
      getBonuses: ok({ items: [active()], total: 1 }),
      forfeitBonus: fail('This bonus is no longer active'),
    });
    const { dispatched } = render(api);
    const card = within(await screen.findByTestId('bonus-row'));
    await user.click(card.getByRole('button', { name: 'Forfeit bonus' }));
    await user.click(card.getByRole('button', { name: 'Yes, forfeit' }));
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        events.toast({ kind: 'error', message: 'This bonus is no longer active' }),
      ),
    );
    expect(card.getByTestId('bonus-status')).toHaveTextContent('Active');
    expect(card.getByRole('button', { name: 'Yes, forfeit' })).toBeEnabled();
  });
});

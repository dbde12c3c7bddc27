import { act, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from '@oyna/ui/router';
import { createSlice } from '@reduxjs/toolkit';
import { configureStore } from '@reduxjs/toolkit';
import {
  events,
  selectBonusBalance,
  selectBonusMaxBet,
  selectCashBalance,
  selectSession,
  useAppDispatch,
  useAppSelector,
  type ShellState,
} from '@oyna/contracts';
import { renderWithProviders } from './render';
import { loggedInSession } from './shell-state';

const counterSlice = createSlice({
  name: 'counter',
  initialState: { count: 0, label: 'clicks' },
  reducers: { bumped: (state) => void (state.count += 1) },
});
type CounterRoot = ShellState & { counter: { count: number; label: string } };

function Probe() {
  const session = useAppSelector(selectSession);
  const counter = useAppSelector((s: CounterRoot) => s.counter);
  const dispatch = useAppDispatch();
  return (
    <div>
      <p>{session.loggedIn ? `player ${session.username}` : 'visitor'}</p>
      <p>balance {session.balance ?? 'none'}</p>
      <p>{counter ? `${counter.label} ${counter.count}` : 'no counter'}</p>
      <p>
        <FormattedMessage id="auth.field.username" /> / <FormattedMessage id="remote.own" />
      </p>
      <p>at {useLocation().pathname}</p>
      <button type="button" onClick={() => dispatch(counterSlice.actions.bumped())}>
        bump
      </button>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('gives a real store with the shell slices, tr by default, and a router', () => {
    renderWithProviders(<Probe />, {
      messages: { 'remote.own': { tr: 'kendi metni', en: 'own text' } },
      route: '/casino',
    });
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(screen.getByText('no counter')).toBeInTheDocument();
    expect(screen.getByText('Kullanıcı Adı / kendi metni')).toBeInTheDocument();
    expect(screen.getByText('at /casino')).toBeInTheDocument();
  });

  it("injects a package's own slices, preloads state and records every dispatched action", () => {
    const { store, dispatched } = renderWithProviders(<Probe />, {
      locale: 'en',
      messages: { 'remote.own': { tr: 'kendi metni', en: 'own text' } },
      slices: [counterSlice],
      preloadedState: { session: loggedInSession, counter: { count: 2 } },
    });
    expect(screen.getByText('player oyuncu1')).toBeInTheDocument();
    expect(screen.getByText('Username / own text')).toBeInTheDocument();
    expect(screen.getByText('clicks 2')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'bump' }).click());
    expect(screen.getByText('clicks 3')).toBeInTheDocument();
    act(() => void store.dispatch(events.balanceChanged({ balance: 25 })));
    expect(screen.getByText('balance 25')).toBeInTheDocument();
    expect(dispatched).toEqual([
      counterSlice.actions.bumped(),
      events.balanceChanged({ balance: 25 }),
    ]);
  });

  it('follows the events the shell owns, as the shell does', () => {
    const { store } = renderWithProviders(<Probe />, {
      messages: { 'remote.own': { tr: 'own', en: 'own' } },
      preloadedState: { session: loggedInSession },
    });
    act(() => {
      store.dispatch(events.balanceChanged({ balance: 99 }));
      store.dispatch(events.phoneVerified({ phone: '905321234567' }));
    });
    expect(store.getState().session).toMatchObject({
      balance: 99,
      phone: '905321234567',
      smsVerified: true,
    });
  });

  it("keeps the balance's parts as the shell does (spec §1 promotions and bonuses)", () => {
    const { store } = renderWithProviders(<Probe />, {
      messages: { 'remote.own': { tr: 'own', en: 'own' } },
      preloadedState: { session: loggedInSession },
    });
    // No parts known yet: the whole balance reads as cash.
    expect(selectCashBalance(store.getState())).toBe(10);
    expect(selectBonusBalance(store.getState())).toBe(0);
    act(() => void store.dispatch(events.balanceChanged({ balance: 80, cash: 30, bonus: 50 })));
    expect(store.getState().session).toMatchObject({ balance: 80, cash: 30, bonus: 50 });
    // A total alone after a bet: cash is staked first, the bonus part stays until it is reached.
    act(() => void store.dispatch(events.balanceChanged({ balance: 60.4 })));
    expect(store.getState().session).toMatchObject({ balance: 60.4, cash: 10.4, bonus: 50 });
    act(() => void store.dispatch(events.balanceChanged({ balance: 20 })));
    expect(selectCashBalance(store.getState())).toBe(0);
    expect(selectBonusBalance(store.getState())).toBe(20);
    // The active bonus's maximum stake comes with the parts and stays after a total alone.
    act(
      () =>
        void store.dispatch(
          events.balanceChanged({ balance: 70, cash: 20, bonus: 50, maxBet: 20 }),
        ),
    );
    act(() => void store.dispatch(events.balanceChanged({ balance: 50 })));
    expect(selectBonusMaxBet(store.getState())).toBe(20);
  });

  it("renders through a store of the package's own, in that store's language", () => {
    const store = configureStore({
      reducer: {
        session: () => loggedInSession,
        ui: () => ({
          dialog: null,
          dialogProps: {},
          sideMenuOpen: false,
          profileSidebarOpen: false,
        }),
        i18n: () => ({ locale: 'en', overrides: { 'auth.field.username': 'Player name' } }),
        counter: () => ({ count: 5, label: 'taps' }),
      },
    });
    const view = renderWithProviders(<Probe />, {
      store,
      messages: { 'remote.own': { tr: 'own', en: 'own' } },
    });
    expect(view.store).toBe(store);
    expect(screen.getByText('Player name / own')).toBeInTheDocument();
    expect(screen.getByText('taps 5')).toBeInTheDocument();
  });
});

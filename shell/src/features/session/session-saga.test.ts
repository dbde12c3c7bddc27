import {
  BALANCE_POLL_MS,
  createApiClient,
  events,
  LOGOUT_RELOAD_MS,
  selectBonusBalance,
  selectBonusMaxBet,
  selectCashBalance,
  STORAGE_KEYS,
  type ApiClient,
  type ShellState,
} from '@oyna/contracts';
import { fakeApi, offContract, ok } from '@oyna/test-kit';
import { makeStore, type AppStore } from '../../app/store';
import { authData } from '../../test/render-shell';
import { goHome, reloadPage } from '../../lib/browser';
import { sessionSaga } from './session-saga';
import { sessionStarted } from '../../lib/session/session-slice';
import { unauthorized } from '../../app/unauthorized';

jest.mock('../../lib/browser', () => ({ goHome: jest.fn(), reloadPage: jest.fn() }));

const stored = { ...authData, fingerprint: 'fp-1' };

/** The balance's parts as a remote reads them from the store (spec §1 promotions and bonuses). */
const parts = (state: ShellState) => ({
  cash: selectCashBalance(state),
  bonus: selectBonusBalance(state),
});

function start(api: ApiClient) {
  const made = makeStore({ api });
  made.sagaMiddleware.run(sessionSaga);
  return made.store;
}

/** Lets the saga's promises settle between timer steps. */
async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
  jest.mocked(goHome).mockClear();
  jest.mocked(reloadPage).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('session saga', () => {
  it('keeps the balance with its parts, cash and bonus money (spec §1 promotions and bonuses)', async () => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(stored));
    const api = fakeApi({ getBalance: ok({ balance: 80, cash: 30, bonus: 50 }) });
    const store = start(api);
    await flush();
    expect(store.getState().session.balance).toBe(80);
    expect(parts(store.getState())).toEqual({ cash: 30, bonus: 50 });
    // A remote tells a new total alone (a ₺40 stake): cash goes first, the bonus part stays.
    store.dispatch(events.balanceChanged({ balance: 60 }));
    expect(parts(store.getState())).toEqual({ cash: 10, bonus: 50 });
    // Below the bonus part: no cash left, the bonus part is what remains.
    store.dispatch(events.balanceChanged({ balance: 20 }));
    expect(parts(store.getState())).toEqual({ cash: 0, bonus: 20 });
    // A total passed on with its parts (a remote's fresh user/balance answer) is taken whole.
    const afterForfeit = { balance: 20, cash: 20, bonus: 0 };
    store.dispatch(events.balanceChanged(afterForfeit));
    expect(parts(store.getState())).toEqual({ cash: 20, bonus: 0 });
  });

  it("keeps the active bonus's maximum stake from the poll for the remotes (spec §1 promotions and bonuses)", async () => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(stored));
    let answer = { balance: 80, cash: 30, bonus: 50, maxBet: 20 as number | null };
    const api = fakeApi({ getBalance: () => ok(answer) });
    const store = start(api);
    await flush();
    expect(selectBonusMaxBet(store.getState())).toBe(20);
    // A remote tells a new total alone after a bet: the bonus and its maximum stay.
    store.dispatch(events.balanceChanged({ balance: 60 }));
    expect(selectBonusMaxBet(store.getState())).toBe(20);
    // The bonus is closed: the next poll answers no maximum, and stakes are free again.
    answer = { balance: 60, cash: 60, bonus: 0, maxBet: null };
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(selectBonusMaxBet(store.getState())).toBeNull();
  });

  it("reads an older api's answer without the parts as all cash", async () => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(stored));
    const api = fakeApi({ getBalance: offContract<'getBalance'>(ok({ balance: 42.5 })) });
    const store = start(api);
    await flush();
    expect(store.getState().session.balance).toBe(42.5);
    expect(parts(store.getState())).toEqual({ cash: 42.5, bonus: 0 });
    // An api of contracts 2.10 or older tells no maximum stake: none is assumed.
    expect(selectBonusMaxBet(store.getState())).toBeNull();
  });

  it('restores a stored session and polls the balance at once, then every 3000 ms', async () => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(stored));
    let balance = 10;
    const api = fakeApi({
      getBalance: () => ok({ balance: (balance += 5), cash: balance, bonus: 0 }),
    });
    const store = start(api);
    await flush();
    expect(store.getState().session).toMatchObject({ loggedIn: true, username: 'ayse1990' });
    expect(api.calls).toHaveLength(1);
    expect(store.getState().session.balance).toBe(15);

    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS - 1);
    expect(api.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    expect(store.getState().session.balance).toBe(20);
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS * 2);
    expect(api.calls).toHaveLength(4);
    // The stored auth data follows the balance.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authData) ?? '{}').balance).toBe(30);
  });

  it('does not poll for a visitor (spec §6: balance polling is for players only)', async () => {
    const api = fakeApi();
    const store = start(api);
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(api.calls).toEqual([]);
    expect(store.getState().session.loggedIn).toBe(false);
  });

  it('logs out first on a 401, then passes the error on, and the polling stops (spec §8)', async () => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(stored));
    const ref: { store?: AppStore } = {};
    const seenWhenRejected: boolean[] = [];
    // jsdom has no fetch Response: the client reads only status, statusText and text().
    const body = JSON.stringify({ success: false, message: 'Session expired', data: null });
    const fetchImpl = jest.fn(
      async () => ({ status: 401, statusText: '', text: async () => body }) as unknown as Response,
    );
    const api = createApiClient({
      baseUrl: 'http://oyna.test/api/',
      getToken: () => 'token-1',
      getLocale: () => 'en',
      getFingerprint: () => 'fp-1',
      onUnauthorized: () => ref.store && unauthorized(ref.store),
      fetchImpl,
    });
    const made = makeStore({ api });
    ref.store = made.store;
    made.store.dispatch(sessionStarted(stored));
    await expect(
      api.call('getBalance').catch((error: Error) => {
        seenWhenRejected.push(made.store.getState().session.loggedIn);
        throw error;
      }),
    ).rejects.toThrow('Session expired');
    expect(seenWhenRejected).toEqual([false]);
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull();

    // With the saga running: the poll meets the 401, the session ends and no further poll runs.
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(stored));
    fetchImpl.mockClear();
    made.sagaMiddleware.run(sessionSaga);
    await flush();
    await jest.advanceTimersByTimeAsync(10);
    expect(made.store.getState().session.loggedIn).toBe(false);
    const calls = fetchImpl.mock.calls.length;
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(fetchImpl.mock.calls.length).toBe(calls);
  });

  it('logs out: calls auth/logout, clears the stored session, goes home, resets, reloads after 300 ms', async () => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(stored));
    localStorage.setItem(STORAGE_KEYS.lang, 'en');
    const api = fakeApi({ logout: ok(null) });
    const store = start(api);
    await flush();
    store.dispatch(events.openDialog({ dialog: 'logout' }));
    store.dispatch(events.logoutRequested());
    await flush();
    expect(api.payloadsOf('logout')).toEqual([undefined]);
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('en');
    expect(goHome).toHaveBeenCalled();
    expect(store.getState().session.loggedIn).toBe(false);
    expect(store.getState().ui.dialog).toBeNull();
    await jest.advanceTimersByTimeAsync(LOGOUT_RELOAD_MS - 1);
    expect(reloadPage).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored auth data in step with phoneVerified and tokenRenewed', async () => {
    localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(stored));
    const store = start(fakeApi());
    await flush();
    store.dispatch(events.phoneVerified({ phone: '905551112233' }));
    store.dispatch(events.tokenRenewed({ token: 'token-2' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authData) ?? '{}')).toMatchObject({
      phone: '905551112233',
      smsVerified: true,
      token: 'token-2',
    });
    expect(store.getState().session).toMatchObject({ phone: '905551112233', smsVerified: true });
  });
});

import type { ReactElement, ReactNode } from 'react';
import { configure } from '@testing-library/react';
import { useLocation } from '@oyna/ui/router';
import { ToastContainer } from 'react-toastify';
import { all, call } from 'redux-saga/effects';
import type { ApiClient, StoredAuthData } from '@oyna/contracts';
import { fakeApi, ok, renderWithProviders, type FakeApi, type FakeHandlers } from '@oyna/test-kit';
import { makeStore } from '../app/store';
import { registerShellDialogs } from '../app/dialogs';
import { Header } from '../app/layout/header';
import { RemotesProvider } from '../features/remotes/remotes-context';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { sessionSaga } from '../features/session/session-saga';
import { watchToasts } from '../features/toasts/toast-saga';
import { DialogSlot } from '../components/dialog/dialog-slot';
import { identitySaga } from '../features/identity/identity-saga';

/**
 * The shell's own test harness on top of @oyna/test-kit: what only the shell has — its real
 * store (`makeStore`, with every shell slice and the saga middleware), its remotes context and
 * its chrome. Everything generic (store, intl, router, the fake api) is the test kit's.
 */

// These tests type whole forms through real components: give slow CI machines some room.
configure({ asyncUtilTimeout: 3000 });

/** No remote in these tests: any load fails loudly. */
export const noRemotes: RemoteLoader = {
  load: () => Promise.reject(new Error('no remotes in this test')),
  retry: () => Promise.reject(new Error('no remotes in this test')),
  prepare: () => undefined,
  loaded: () => undefined,
  loadedNames: () => [],
};

/** Shows the router's location, for tests that follow a navigation. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export interface ShellRenderOptions<A extends ApiClient> {
  api?: A;
  loader?: RemoteLoader;
  route?: string;
  /** Runs on the new store before the first render (start sagas, set the locale, …). */
  beforeRender?: (made: ReturnType<typeof makeStore>) => void;
}

/** Renders through the shell's real store, the test kit's intl and router, and a remotes context. */
export function renderShell<A extends ApiClient = FakeApi>(
  ui: ReactElement,
  { api, loader = noRemotes, route = '/', beforeRender }: ShellRenderOptions<A> = {},
) {
  // As index.tsx does at start: the features' dialogs into the slot.
  registerShellDialogs();
  const client = api ?? fakeApi();
  const made = makeStore({ api: client });
  beforeRender?.(made);
  const Remotes = ({ children }: { children: ReactNode }) => (
    <RemotesProvider loader={loader}>{children}</RemotesProvider>
  );
  const view = renderWithProviders(ui, { store: made.store, route, wrapper: Remotes });
  return { ...view, ...made, api: client };
}

/** Chrome parts (header, menus, footer, …) with a location probe. */
export function renderChrome(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return renderShell(
    <>
      {ui}
      <LocationProbe />
    </>,
    { route },
  );
}

function* identityTestSagas() {
  yield all([call(watchToasts), call(sessionSaga), call(identitySaga)]);
}

/**
 * The header, the dialog slot and the toasts through the real store, real forms and the shell's
 * own sagas; only the api is fake (a player's balance is 0 unless the test answers otherwise).
 */
export function renderIdentity(
  handlers: FakeHandlers,
  { ui, route = '/' }: { ui?: ReactElement; route?: string } = {},
) {
  const api = fakeApi({ getBalance: ok({ balance: 0, cash: 0, bonus: 0 }), ...handlers });
  const made = renderShell(
    <>
      <Header />
      {ui}
      <DialogSlot />
      <LocationProbe />
      <ToastContainer />
    </>,
    { api, route },
  );
  made.sagaMiddleware.run(identityTestSagas);
  return made;
}

/** A player's stored auth data as the api's login answers it (the request's fingerprint echoed). */
export const authData: StoredAuthData = {
  token: 'token-1',
  username: 'ayse1990',
  usercode: 'U1001',
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  phone: '905321234567',
  smsVerified: false,
  balance: 12.5,
  fingerprint: 'fp-test',
};

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { SAGA_CONTEXT_API, type ApiClient, type ShellState } from '@oyna/contracts';
import type { Injector } from '../lib/injector';
import { sessionSlice } from '../lib/session/session-slice';
import { uiSlice } from '../lib/ui-slice';
import { bootstrapSlice } from '../lib/bootstrap-slice';
import { i18nSlice } from '../lib/i18n/i18n-slice';
import { notificationsSlice } from '../features/notifications/notifications-slice';
import { identitySlice } from '../features/identity/identity-slice';
import { bannersSlice } from '../features/banners/banners-slice';
import { pagesSlice } from '../features/pages/pages-slice';
import { callRequestSlice } from '../features/call-request/call-request-slice';
import { playSessionSlice } from '../features/protection/play-session-slice';

/** Remotes' slices are injected later; their state is not known to the shell. */
type LazySlices = Record<string, unknown>;

export function makeRootReducer() {
  return combineSlices(
    // The session with the balance and its parts, cash and bonus money (spec §1 promotions and bonuses).
    sessionSlice,
    uiSlice,
    bootstrapSlice,
    i18nSlice,
    notificationsSlice,
    // The steps of the identity dialogs (spec §4); not part of the shared store contract.
    identitySlice,
    // Site content (spec §2 Other page parts): banners, pages and promotions, call request; shell-local.
    bannersSlice,
    pagesSlice,
    callRequestSlice,
    // The session clock and the reality check (UKGC RTS 13); shell-local.
    playSessionSlice,
  ).withLazyLoadedSlices<LazySlices>();
}

let storesCreated = 0;

/**
 * The one store of the page (ARCHITECTURE.md › Store and event contracts): shell-owned slices,
 * lazily injected remote slices, one saga middleware whose context carries the api client.
 */
export function makeStore({
  api,
  preloadedState,
}: {
  api: ApiClient;
  preloadedState?: Partial<ShellState>;
}) {
  const rootReducer = makeRootReducer();
  const sagaMiddleware = createSagaMiddleware<Record<string, unknown>>({
    context: { [SAGA_CONTEXT_API]: api },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  storesCreated += 1;

  const tasks = new Map<string, Task>();
  const injector: Injector = {
    injectSlice(slice) {
      // combineSlices().inject mutates the root reducer in place; injecting the same reducer
      // again under the same path is a no-op.
      rootReducer.inject(slice);
    },
    runSagaOnce(key, saga) {
      if (tasks.has(key)) return false;
      tasks.set(key, sagaMiddleware.run(saga));
      return true;
    },
    runningSagaKeys: () => [...tasks.keys()],
  };

  return { store, injector, sagaMiddleware };
}

/** How many stores this page has created: diagnostics for the single-store proof (e2e). */
export function storesCreatedCount(): number {
  return storesCreated;
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;

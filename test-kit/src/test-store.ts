import {
  combineSlices,
  configureStore,
  type Middleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import {
  DEFAULT_LOCALE,
  SAGA_CONTEXT_API,
  type ApiClient,
  type InjectableSlice,
  type Locale,
} from '@oyna/contracts';
import { fakeApi } from './fake-api';
import { shellSlices, type PreloadedState } from './shell-state';

export interface TestStoreOptions {
  /** The api client in the saga context (`getApi()`); a fakeApi() answering 404 by default. */
  api?: ApiClient;
  /** The package's own slices, injected as the shell's loader injects a remote's. */
  slices?: readonly InjectableSlice[];
  /** Sagas to run at once, with `{ api }` in their context. */
  sagas?: readonly Saga[];
  /** Any part of the shell slices' state, and a package's own slices by reducer path. */
  preloadedState?: PreloadedState;
  /** The interface language (i18n.locale); spec §1: tr by default. */
  locale?: Locale;
}

/**
 * A store shaped like the shell's (ARCHITECTURE.md › Store and event contracts): the shell-owned
 * slices of the store contract through `combineSlices`, lazily injectable slices for a
 * package's own, one saga middleware whose context carries the api client. Every dispatched
 * action is recorded in `dispatched`, for assertions on events.
 */
export function makeTestStore(options: TestStoreOptions = {}) {
  const { slices = [], sagas = [], preloadedState = {}, locale = DEFAULT_LOCALE } = options;
  const api = options.api ?? fakeApi();
  const dispatched: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const rootReducer = combineSlices(...shellSlices(locale, preloadedState)).withLazyLoadedSlices<
    Record<string, unknown>
  >();
  for (const slice of slices) rootReducer.inject(slice);
  const sagaMiddleware = createSagaMiddleware<Record<string, unknown>>({
    context: { [SAGA_CONTEXT_API]: api },
  });
  // A package's own slice starts from its initial state with the given parts over it.
  const initial: Record<string, unknown> = rootReducer(undefined, { type: '@@oyna/test-init' });
  for (const { reducerPath } of slices) {
    const given = preloadedState[reducerPath];
    if (given && typeof given === 'object') {
      initial[reducerPath] = { ...(initial[reducerPath] as object), ...given };
    }
  }
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initial,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder, sagaMiddleware),
  });
  for (const saga of sagas) sagaMiddleware.run(saga);
  return {
    store,
    api,
    dispatched,
    sagaMiddleware,
    /** Injects another slice later, as the shell does when a remote loads. */
    injectSlice: (slice: InjectableSlice) => rootReducer.inject(slice),
  };
}

export type TestStore = ReturnType<typeof makeTestStore>;

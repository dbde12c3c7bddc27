import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import {
  configureStore,
  createReducer,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  catalogFor,
  events,
  type ApiClient,
  type InjectableSlice,
  type Locale,
  type SessionState,
  type ShellState,
} from '@oyna/contracts';

export const loggedInSession: SessionState = {
  loggedIn: true,
  username: 'oyuncu1',
  usercode: 'U1001',
  balance: 10,
  phone: '905551234567',
  smsVerified: false,
  liveChannel: 'connected',
};

/** The shell's slices as a remote sees them; the session follows `phoneVerified` as the shell's does. */
function shellReducers(session: SessionState, locale: Locale) {
  const fixed = <S,>(state: S): Reducer<S> => createReducer(state, () => undefined);
  return {
    session: createReducer(session, (builder) =>
      builder.addCase(events.phoneVerified, (state, action) => {
        state.phone = action.payload.phone;
        state.smsVerified = true;
      }),
    ),
    ui: fixed<ShellState['ui']>({
      dialog: null,
      dialogProps: {},
      sideMenuOpen: false,
      profileSidebarOpen: false,
    }),
    bootstrap: fixed<ShellState['bootstrap']>({
      status: 'ready',
      siteOptions: {},
      trialBonusAmount: 0,
      locales: ['tr', 'en'],
      domainStatus: null,
    }),
    i18n: fixed<ShellState['i18n']>({ locale, overrides: {} }),
    notifications: fixed<ShellState['notifications']>({ items: [], status: 'idle' }),
  };
}

export interface TestStoreOptions {
  api: ApiClient;
  slices: InjectableSlice[];
  sagas: Saga[];
  session?: Partial<SessionState>;
  locale?: Locale;
}

/** A store shaped like the shell's: its slices, the remote's slices, sagas with `{ api }`. */
export function makeTestStore({ api, slices, sagas, session, locale = 'en' }: TestStoreOptions) {
  const dispatched: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const reducer: Record<string, Reducer> = shellReducers(
    { ...loggedInSession, ...session },
    locale,
  );
  for (const slice of slices) reducer[slice.reducerPath] = slice.reducer;
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder, sagaMiddleware),
  });
  for (const saga of sagas) sagaMiddleware.run(saga);
  return { store, dispatched };
}

/** Renders through a real store, real intl (the contracts' catalog) and a router. */
export function renderWithProviders(ui: ReactElement, options: TestStoreOptions) {
  const locale = options.locale ?? 'en';
  const made = makeTestStore(options);
  const utils = render(
    <Provider store={made.store}>
      <IntlProvider locale={locale} messages={catalogFor(locale)} defaultLocale="tr">
        <MemoryRouter>{ui}</MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...utils, ...made };
}

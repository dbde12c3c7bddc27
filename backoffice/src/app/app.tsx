import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from '@oyna/ui/router';
import { DEFAULT_LOCALE, type Locale } from '@oyna/contracts';
import { LoginScreen } from '../features/login/login-screen';
import { useAppSelector } from '../lib/hooks';
import { messagesFor } from './catalog';
import { RequireRole, RequireSession } from './guards';
import { Layout } from './layout/layout';
import { NotFound } from './layout/not-found';
import { SCREENS } from './routes';
import type { AppStore } from './store';

/** Where the back office lives on the site (nginx's location, the dev proxy's prefix). */
export const BASENAME = '/backoffice';

const selectLocale = (s: { locale: { locale: Locale } }) => s.locale.locale;

function Localised({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const messages = useMemo(() => messagesFor(locale), [locale]);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
      {children}
    </IntlProvider>
  );
}

/** The routes: the login screen, and every screen of the table inside the frame, guarded. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route
        element={
          <RequireSession>
            <Layout />
          </RequireSession>
        }
      >
        {SCREENS.map(({ path, roles, Component }) => (
          <Route
            key={path || 'home'}
            index={path === ''}
            path={path === '' ? undefined : path}
            element={
              <RequireRole roles={roles}>
                <Component />
              </RequireRole>
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** The store and the interface language around the app (tests put a MemoryRouter inside). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <Localised>{children}</Localised>
    </Provider>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter basename={BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

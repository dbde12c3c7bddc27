import { useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@oyna/ui/router';
import type { Store } from '@reduxjs/toolkit';
import {
  catalogFor,
  DEFAULT_LOCALE,
  isLocale,
  textsIn,
  useAppSelector,
  type Bilingual,
  type Locale,
  type ShellState,
} from '@oyna/contracts';
import { makeTestStore, type TestStore, type TestStoreOptions } from './test-store';

export interface RenderOptions extends TestStoreOptions {
  /** A remote's own texts (RemoteModule.messages, tr and en), merged over the catalog. */
  messages?: Readonly<Record<string, Bilingual>>;
  /** The router's start location. */
  route?: string;
  /** Providers of the package itself, inside the store, intl and router ones. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/**
 * react-intl in the store's language (`i18n.locale`, or the `locale` option), with the contracts'
 * catalog, the cms overrides in `i18n.overrides` (spec §4) and the test's own messages over it.
 */
function TestIntl({
  locale: fixed,
  messages,
  children,
}: {
  locale?: Locale;
  messages?: Readonly<Record<string, Bilingual>>;
  children: ReactNode;
}) {
  const stored = useAppSelector((s: ShellState) => s.i18n.locale);
  const overrides = useAppSelector((s: ShellState) => s.i18n.overrides);
  const locale = fixed ?? (isLocale(stored) ? stored : DEFAULT_LOCALE);
  const all = useMemo(
    () => ({ ...catalogFor(locale), ...(messages ? textsIn(locale, messages) : {}), ...overrides }),
    [locale, overrides, messages],
  );
  return (
    <IntlProvider locale={locale} messages={all} defaultLocale={DEFAULT_LOCALE}>
      {children}
    </IntlProvider>
  );
}

function renderIn(store: Store, ui: ReactElement, options: RenderOptions): RenderResult {
  const Wrapper = options.wrapper;
  return render(
    <Provider store={store}>
      <TestIntl locale={options.locale} messages={options.messages}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          {Wrapper ? <Wrapper>{ui}</Wrapper> : ui}
        </MemoryRouter>
      </TestIntl>
    </Provider>,
  );
}

/**
 * Renders through a real store, react-intl and a router, as the site does
 * (CONVENTIONS.md › Tests: "components through a real store and real forms").
 *
 * - Without `store`: a new test store (makeTestStore) with the given api, slices, sagas,
 *   preloaded state and locale; returns it with the recorded actions.
 * - With `store`: that store as it is — e.g. the shell's own `makeStore()` — and its language.
 */
export function renderWithProviders<S extends Store>(
  ui: ReactElement,
  options: RenderOptions & { store: S },
): RenderResult & { store: S };
export function renderWithProviders(
  ui: ReactElement,
  options?: RenderOptions,
): RenderResult & TestStore;
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { store?: Store } = {},
) {
  if (options.store) return { ...renderIn(options.store, ui, options), store: options.store };
  const made = makeTestStore(options);
  return { ...renderIn(made.store, ui, options), ...made };
}

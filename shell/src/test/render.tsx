import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { ApiClient } from '@oyna/contracts';
import { makeStore } from '../app/store';
import { OynaIntlProvider } from '../features/i18n/intl-provider';
import { RemotesProvider } from '../features/remotes/remotes-context';
import type { RemoteLoader } from '../features/remotes/remote-loader';

/** Renders through a real store, real intl and router, as the app does. */
export function renderWithProviders(
  ui: ReactElement,
  {
    loader,
    api = {} as ApiClient,
    route = '/',
    beforeRender,
  }: {
    loader: RemoteLoader;
    api?: ApiClient;
    route?: string;
    /** Runs on the new store before the first render (start sagas, set the locale, …). */
    beforeRender?: (made: ReturnType<typeof makeStore>) => void;
  },
) {
  const made = makeStore({ api });
  beforeRender?.(made);
  const utils = render(
    <Provider store={made.store}>
      <OynaIntlProvider>
        <RemotesProvider loader={loader}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </RemotesProvider>
      </OynaIntlProvider>
    </Provider>,
  );
  return { ...utils, ...made };
}

import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from '@oyna/ui/router';
import type { AppStore } from './store';
import { makeRouter } from './router';
import { OynaIntlProvider } from '../features/i18n/intl-provider';
import { RemotesProvider } from '../features/remotes/remotes-context';
import type { RemoteLoader } from '../features/remotes/remote-loader';

export function App({ store, loader }: { store: AppStore; loader: RemoteLoader }) {
  const router = useMemo(() => makeRouter(), []);
  return (
    <Provider store={store}>
      <OynaIntlProvider>
        <RemotesProvider loader={loader}>
          <RouterProvider router={router} />
        </RemotesProvider>
      </OynaIntlProvider>
    </Provider>
  );
}

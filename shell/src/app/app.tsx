import { Provider } from 'react-redux';
import { BrowserRouter } from '@oyna/ui/router';
import type { AppStore } from './store';
import { AppRoutes } from './router';
import { OynaIntlProvider } from '../features/i18n/intl-provider';
import { RemotesProvider } from '../features/remotes/remotes-context';
import type { RemoteLoader } from '../features/remotes/remote-loader';

export function App({ store, loader }: { store: AppStore; loader: RemoteLoader }) {
  return (
    <Provider store={store}>
      <OynaIntlProvider>
        <RemotesProvider loader={loader}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RemotesProvider>
      </OynaIntlProvider>
    </Provider>
  );
}

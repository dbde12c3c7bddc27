import { createRoot } from 'react-dom/client';
import '@oyna/ui/tokens.css';
import './app/base.css';
import { App } from './app/app';
import { makeStore, type AppStore } from './app/store';
import { createHttpClient } from './lib/http';
import { initialLocale } from './lib/i18n/locale-slice';
import { sessionEnded } from './lib/session/session-slice';

// The client is made before the store it reads the language from.
const ref: { store?: AppStore } = {};
const http = createHttpClient({
  getLocale: () => ref.store?.getState().locale.locale ?? initialLocale(),
  // Any 401 means the session ended (expired, logged out elsewhere, ended by an owner).
  onUnauthorized: () => {
    if (ref.store?.getState().session.status === 'authenticated')
      ref.store.dispatch(sessionEnded());
  },
});
const store = makeStore(http, initialLocale());
ref.store = store;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App store={store} />);

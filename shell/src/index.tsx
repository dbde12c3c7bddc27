import { createRoot } from 'react-dom/client';
import { createApiClient, isRemoteName } from '@oyna/contracts';
import { makeStore, storesCreatedCount, type AppStore } from './app/store';
import { App } from './app/app';
import { rootSaga } from './app/root-saga';
import { registerShellDialogs } from './app/dialogs';
import {
  createRemoteLoader,
  fetchRemotesConfig,
  rememberPreview,
} from './features/remotes/remote-loader';
import { SAGA_CONTEXT_REMOTES } from './features/remotes/event-owner-saga';
import { readAuthData, readToken } from './lib/session/auth-storage';
import { sessionFromAuthData } from './lib/session/session-slice';
import { getFingerprint } from './lib/fingerprint';
import { unauthorized } from './app/unauthorized';
import { slidesRequested } from './features/banners/banners-slice';
import { routeAt, sliderSlugOf } from './features/banners/slider-slug';
import { withBootSlides } from './features/banners/boot-slides';
import { AFTER_LOAD_MS, afterLoad } from './lib/use-after-load';
import { startFieldData } from './features/field-data/field-data';

// The api client is made before the store it reads the locale from.
const ref: { store?: AppStore } = {};

const api = createApiClient({
  getToken: readToken,
  getLocale: () => ref.store?.getState().i18n.locale ?? 'tr',
  getFingerprint,
  // The first slides' call is already on its way from index.html's boot script.
  fetchImpl: withBootSlides((...args) => fetch(...args)),
  // spec §8: any 401 logs the user out first, then the error is passed on.
  onUnauthorized: () => ref.store && unauthorized(ref.store),
});

const made = makeStore({ api, preloadedState: { session: sessionFromAuthData(readAuthData()) } });
ref.store = made.store;
rememberPreview();
const loader = createRemoteLoader({
  injector: made.injector,
  dispatch: made.store.dispatch,
  config: fetchRemotesConfig(),
  // A logged-in player's canaries are picked by their id (docs/decisions/012).
  playerId: () => made.store.getState().session.usercode,
});
made.sagaMiddleware.setContext({ [SAGA_CONTEXT_REMOTES]: loader });
made.injector.runSagaOnce('shell/root', rootSaga);
// The first page's banner slides are asked for now, not after the first render: the first slide
// is that page's largest paint (bench/README.md › LCP).
const firstRoute = routeAt(window.location.pathname);
const firstSlug = sliderSlugOf(firstRoute);
if (firstSlug) made.store.dispatch(slidesRequested({ slug: firstSlug, startup: true }));
// A remote's first page: the federation runtime downloads while the shell renders its frame.
// Any other page: once it has loaded and is idle, so that the first remote a player opens does not
// wait for it (bench: first visit of a remote after home).
if (firstRoute && isRemoteName(firstRoute.owner)) loader.prepare();
else afterLoad(AFTER_LOAD_MS, () => loader.prepare());

// Read-only diagnostics for ops and the e2e suite: one store, which remotes and sagas are live.
Object.defineProperty(window, '__OYNA_DIAGNOSTICS__', {
  value: Object.freeze({
    storesCreated: storesCreatedCount,
    remotesLoaded: () => loader.loadedNames(),
    sagasRunning: () => made.injector.runningSagaKeys(),
    contractsVersion: __OYNA_CONTRACTS_VERSION__,
  }),
});

// The features' dialogs fill the dialog slot before the first render.
registerShellDialogs();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App store={made.store} loader={loader} />);
// Field data: the web vitals of this visit, measured by a chunk fetched once the page has settled
// (docs/ops.md › Field data).
startFieldData();

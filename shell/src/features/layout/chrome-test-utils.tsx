import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApiClient } from '@oyna/contracts';
import { renderWithProviders } from '../../test/render';
import type { RemoteLoader } from '../remotes/remote-loader';

/** Chrome tests need no remote: any load fails loudly. */
const noRemotes: RemoteLoader = {
  load: () => Promise.reject(new Error('no remotes in this test')),
  retry: () => Promise.reject(new Error('no remotes in this test')),
  loaded: () => undefined,
  loadedNames: () => [],
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders chrome parts through the real store, intl and router, with a location probe. */
export function renderChrome(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return renderWithProviders(
    <>
      {ui}
      <LocationProbe />
    </>,
    { loader: noRemotes, api: {} as ApiClient, route },
  );
}

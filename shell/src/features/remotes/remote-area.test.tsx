import { lazy, useState, type ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACTS_VERSION, type RemoteModule } from '@oyna/contracts';
import { fakeApi } from '@oyna/test-kit';
import { makeStore } from '../../app/store';
import { renderShell } from '../../test/render-shell';
import { createRemoteLoader, IncompatibleRemoteError, type RemoteLoader } from './remote-loader';
import { createReleases } from './remote-releases';
import { RemoteArea } from './remote-area';

const casinoModule: RemoteModule = {
  name: 'casino',
  contractsVersion: CONTRACTS_VERSION,
  messages: {},
  routes: {},
};

function loaderWith(load: RemoteLoader['load'], retry: RemoteLoader['retry'] = load): RemoteLoader {
  return { load, retry, prepare: () => undefined, loaded: () => undefined, loadedNames: () => [] };
}

describe('RemoteArea', () => {
  it('shows a fallback with Retry when the remote fails, and the page once Retry succeeds', async () => {
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    const retry = jest.fn().mockResolvedValue(casinoModule);
    renderShell(<RemoteArea remote="casino" render={() => <p>casino lobby</p>} />, {
      loader: loaderWith(load, retry),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Casino bölümü şu anda yüklenemedi');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('casino lobby')).toBeInTheDocument();
    expect(retry).toHaveBeenCalledWith('casino');
  });

  it("shows the spinner while a remote's lazy page loads, and the fallback when its chunk fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrive: (page: { default: () => ReactElement }) => void = () => undefined;
    const LazyPage = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = resolve;
        }),
    );
    const BrokenPage = lazy(() => Promise.reject(new Error('chunk failed')));
    const view = renderShell(<RemoteArea remote="casino" render={() => <LazyPage />} />, {
      loader: loaderWith(jest.fn().mockResolvedValue(casinoModule)),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/Yükleniyor/);
    arrive({ default: () => <p>lazy screen</p> });
    expect(await screen.findByText('lazy screen')).toBeInTheDocument();
    view.unmount();

    renderShell(<RemoteArea remote="casino" render={() => <BrokenPage />} />, {
      loader: loaderWith(jest.fn().mockResolvedValue(casinoModule)),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Casino bölümü şu anda yüklenemedi');
  });

  it("draws the page's heading over the spinner while the remote comes, then the remote's page", async () => {
    let arrive: (module: RemoteModule) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<RemoteModule>((resolve) => {
          arrive = resolve;
        }),
    );
    renderShell(
      <RemoteArea
        remote="account"
        title="route.dashboard"
        render={() => (
          <section>
            <h1>remote heading</h1>
          </section>
        )}
      />,
      { loader: loaderWith(load) },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hesabım');
    expect(screen.getByRole('status')).toHaveTextContent(/Yükleniyor/);
    arrive({ ...casinoModule, name: 'account' });
    expect(await screen.findByRole('heading', { name: 'remote heading' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('contains a remote component that throws to its own area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('bug in remote');
    };
    renderShell(
      <>
        <RemoteArea remote="casino" render={() => <Boom />} />
        <p>shell keeps working</p>
      </>,
      { loader: loaderWith(jest.fn().mockResolvedValue(casinoModule)) },
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('shell keeps working')).toBeInTheDocument();
  });

  it('never renders a new remote with the module of the one it replaces (one dialog slot)', async () => {
    const paymentsModule: RemoteModule = { ...casinoModule, name: 'payments' };
    const load = jest.fn((name: string) =>
      Promise.resolve(name === 'casino' ? casinoModule : paymentsModule),
    );
    const seen: string[] = [];
    // The one dialog slot: the same area, first for the game (casino), then for the deposit.
    const Slot = () => {
      const [remote, setRemote] = useState<'casino' | 'payments'>('casino');
      return (
        <>
          <button type="button" onClick={() => setRemote('payments')}>
            deposit
          </button>
          <RemoteArea
            remote={remote}
            render={(module) => {
              seen.push(`${remote}:${module.name}`);
              if (module.name !== remote) throw new Error(`${remote} got ${module.name}`);
              return <p>{module.name} area</p>;
            }}
          />
        </>
      );
    };
    renderShell(<Slot />, { loader: loaderWith(load) });
    expect(await screen.findByText('casino area')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'deposit' }));
    expect(await screen.findByText('payments area')).toBeInTheDocument();
    expect(seen.filter((s) => s.split(':')[0] !== s.split(':')[1])).toEqual([]);
  });

  it('says clearly that an incompatible remote is refused', async () => {
    const load = jest.fn().mockRejectedValue(new IncompatibleRemoteError('casino', '2.0.0'));
    renderShell(<RemoteArea remote="casino" render={() => null} />, {
      loader: loaderWith(load),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `sözleşme 2.0.0, site ${CONTRACTS_VERSION}`,
    );
  });

  describe('with release fallbacks (docs/decisions/012)', () => {
    const channel = {
      casino: {
        stable: '1.0.0+aaaaaaa',
        canary: { version: '1.1.0+ccccccc', percent: 100 },
      },
    };
    function releaseLoader(loadModule: jest.Mock) {
      const made = makeStore({ api: fakeApi() });
      return createRemoteLoader({
        injector: made.injector,
        dispatch: made.store.dispatch,
        config: Promise.resolve(channel),
        loadModule,
        register: jest.fn(),
        releases: (file) => createReleases(file, { preview: {}, report: () => undefined }),
      });
    }

    it('shows the page from the promoted release, and nothing broken, when the canary throws', async () => {
      const loadModule = jest
        .fn()
        .mockRejectedValueOnce(new Error('canary threw at start'))
        .mockResolvedValue({ default: casinoModule });
      renderShell(<RemoteArea remote="casino" render={() => <p>casino lobby</p>} />, {
        loader: releaseLoader(loadModule),
      });
      expect(await screen.findByText('casino lobby')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino?.status).toBe('fallback');
    });

    it('shows the fallback with Retry once every release of the chain failed', async () => {
      const loadModule = jest.fn().mockRejectedValue(new Error('offline'));
      renderShell(<RemoteArea remote="casino" render={() => <p>casino lobby</p>} />, {
        loader: releaseLoader(loadModule),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Casino bölümü şu anda yüklenemedi',
      );
      expect(loadModule).toHaveBeenCalledTimes(2);
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino?.status).toBe('failed');
    });
  });
});

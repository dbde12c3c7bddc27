import { createSlice } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { CONTRACTS_VERSION, events, majorOf, type RemoteModule } from '@oyna/contracts';
import { fakeApi } from '@oyna/test-kit';
import { makeStore } from '../../app/store';
import { createRemoteLoader, IncompatibleRemoteError } from './remote-loader';
import { createReleases, type RemoteLoadReport } from './remote-releases';

const config = Promise.resolve({
  sports: '/remotes/sports/mf-manifest.json',
  casino: '/remotes/casino/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  payments: '/remotes/payments/mf-manifest.json',
});

const counter = createSlice({
  name: 'fakeRemote',
  initialState: { hits: 0 },
  reducers: { hit: (s) => void (s.hits += 1) },
});

function fakeModule(overrides: Partial<RemoteModule> = {}): RemoteModule {
  return {
    name: 'payments',
    contractsVersion: CONTRACTS_VERSION,
    messages: { 'payments.lead': { tr: 'Yöntem seçin', en: 'Choose a method' } },
    routes: {},
    slices: [counter],
    sagas: {
      cashier: function* watch() {
        yield takeEvery(events.openDeposit, function* hit() {
          yield put(counter.actions.hit());
        });
      },
    },
    ...overrides,
  };
}

function setup(loadModule: (id: string) => Promise<unknown>, register: jest.Mock = jest.fn()) {
  const made = makeStore({ api: fakeApi() });
  const loader = createRemoteLoader({
    injector: made.injector,
    dispatch: made.store.dispatch,
    config,
    loadModule,
    register,
  });
  return { ...made, loader, register };
}

/** A registration that fails once, as when the federation runtime's chunk did not arrive. */
const registerFailingOnce = () =>
  jest
    .fn()
    .mockRejectedValueOnce(new Error('Loading chunk federation failed'))
    .mockResolvedValue(undefined);

describe('remote loader', () => {
  it('registers every remote from the runtime config and loads the exposed module', async () => {
    const loadModule = jest.fn().mockResolvedValue({ default: fakeModule() });
    const { loader, register } = setup(loadModule);
    await config;
    // Not at start-up: a page the shell draws alone never starts the federation runtime.
    expect(register).not.toHaveBeenCalled();
    await loader.load('payments');
    expect(register).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'oyna_payments', entry: '/remotes/payments/mf-manifest.json' },
      ]),
    );
    expect(loadModule).toHaveBeenCalledWith('oyna_payments/module');
    expect(loader.loadedNames()).toEqual(['payments']);
  });

  it('injects the slice and runs each saga once, however often the remote is entered', async () => {
    const loadModule = jest.fn().mockResolvedValue({ default: fakeModule() });
    const { loader, store, injector } = setup(loadModule);
    await Promise.all([loader.load('payments'), loader.load('payments')]);
    await loader.load('payments');
    store.dispatch(events.openDeposit());
    expect((store.getState() as unknown as { fakeRemote: { hits: number } }).fakeRemote.hits).toBe(
      1,
    );
    expect(injector.runningSagaKeys()).toEqual(['payments/cashier']);
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it("adds the remote's texts to the i18n slice, ignoring keys it may not set", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const messages = {
      'payments.lead': { tr: 'Yöntem seçin', en: 'Choose a method' },
      'header.login': { tr: 'Gir', en: 'Go in' },
      'casino.lead': { tr: 'Oyunlar', en: 'Games' },
    };
    const { loader, store } = setup(
      jest.fn().mockResolvedValue({ default: fakeModule({ messages }) }),
    );
    await loader.load('payments');
    expect(store.getState().i18n.remoteMessages).toEqual({
      payments: { 'payments.lead': { tr: 'Yöntem seçin', en: 'Choose a method' } },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('header.login'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('casino.lead'));
    warn.mockRestore();
  });

  it('refuses a remote built against another contracts major with a clear error', async () => {
    const otherMajor = `${majorOf(CONTRACTS_VERSION) + 1}.0.0`;
    const loadModule = jest
      .fn()
      .mockResolvedValue({ default: fakeModule({ contractsVersion: otherMajor }) });
    const { loader, injector, store } = setup(loadModule);
    const error = await loader.load('payments').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect((error as Error).message).toContain(otherMajor);
    // Not half-run: no saga started, no text added.
    expect(injector.runningSagaKeys()).toEqual([]);
    expect(store.getState().i18n.remoteMessages).toEqual({});
  });

  it('re-registers a failed remote on retry and loads it once it is back', async () => {
    const loadModule = jest
      .fn()
      .mockRejectedValueOnce(new Error('manifest unreachable'))
      .mockResolvedValue({ default: fakeModule() });
    const { loader, register } = setup(loadModule);
    await expect(loader.load('payments')).rejects.toThrow('manifest unreachable');
    await expect(loader.retry('payments')).resolves.toMatchObject({ name: 'payments' });
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'oyna_payments', entry: '/remotes/payments/mf-manifest.json' }],
      { force: true },
    );
  });

  it("prepares the runtime for a remote's first page without loading the remote", async () => {
    const loadModule = jest.fn().mockResolvedValue({ default: fakeModule() });
    const { loader, register, injector } = setup(loadModule);
    loader.prepare();
    await config;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(register).toHaveBeenCalledTimes(1);
    // Not run: no module loaded, no saga started.
    expect(loadModule).not.toHaveBeenCalled();
    expect(injector.runningSagaKeys()).toEqual([]);
    await loader.load('payments');
    // Registered once: the load finds the remotes already there.
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preparation to the load, which tries again', async () => {
    const register = registerFailingOnce();
    const { loader } = setup(jest.fn().mockResolvedValue({ default: fakeModule() }), register);
    loader.prepare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.load('payments')).resolves.toMatchObject({ name: 'payments' });
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('registers the remotes again after the federation runtime failed to arrive', async () => {
    const register = registerFailingOnce();
    const loadModule = jest.fn().mockResolvedValue({ default: fakeModule() });
    const { loader } = setup(loadModule, register);
    await expect(loader.load('payments')).rejects.toThrow('Loading chunk federation failed');
    expect(loadModule).not.toHaveBeenCalled();
    await expect(loader.retry('payments')).resolves.toMatchObject({ name: 'payments' });
    expect(register).toHaveBeenNthCalledWith(
      2,
      expect.arrayContaining([
        { name: 'oyna_payments', entry: '/remotes/payments/mf-manifest.json' },
      ]),
    );
  });

  it('rejects an exposed module that is not a RemoteModule', async () => {
    const { loader } = setup(jest.fn().mockResolvedValue({ default: { hello: 'world' } }));
    await expect(loader.load('casino')).rejects.toThrow('did not expose a RemoteModule');
  });

  describe('automatic fallback (docs/decisions/012)', () => {
    // The canary at 100 %: every visitor tries 1.1.0 first, then the promoted, then the previous.
    const channel = {
      casino: {
        stable: '1.0.0+aaaaaaa',
        previous: '0.9.0+bbbbbbb',
        canary: { version: '1.1.0+ccccccc', percent: 100 },
      },
    };
    const manifest = (version: string) => `/releases/casino/${version}/mf-manifest.json`;
    const casinoModule = () => ({
      default: fakeModule({ name: 'casino', messages: {}, slices: [], sagas: {} }),
    });

    function withReleases(loadModule: jest.Mock, playerId: string | null = null) {
      const made = makeStore({ api: fakeApi() });
      const register = jest.fn();
      const reports: RemoteLoadReport[] = [];
      const loader = createRemoteLoader({
        injector: made.injector,
        dispatch: made.store.dispatch,
        config: Promise.resolve(channel),
        playerId: () => playerId,
        loadModule,
        register,
        releases: (file, player) =>
          createReleases(file, { playerId: player, preview: {}, report: (r) => reports.push(r) }),
      });
      return { ...made, loader, register, reports };
    }

    beforeEach(() => {
      delete window.__OYNA_REMOTE_VERSIONS__;
    });

    it("registers the visitor's picked release, and loads the promoted one when it fails to load", async () => {
      const stale = [['broken chunk']];
      (globalThis as Record<string, unknown>).rspackChunkoyna_casino = stale;
      const loadModule = jest
        .fn()
        .mockRejectedValueOnce(new Error('Failed to fetch manifest'))
        .mockResolvedValue(casinoModule());
      const { loader, register, reports } = withReleases(loadModule);
      await expect(loader.load('casino')).resolves.toMatchObject({ name: 'casino' });
      expect(register).toHaveBeenNthCalledWith(
        1,
        expect.arrayContaining([{ name: 'oyna_casino', entry: manifest('1.1.0+ccccccc') }]),
      );
      expect(register).toHaveBeenNthCalledWith(
        2,
        [{ name: 'oyna_casino', entry: manifest('1.0.0+aaaaaaa') }],
        { force: true },
      );
      // The failed release's chunks are not handed to the fallback's runtime.
      expect((globalThis as Record<string, unknown>).rspackChunkoyna_casino).toBeUndefined();
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toEqual({
        version: '1.0.0+aaaaaaa',
        status: 'fallback',
        failed: ['1.1.0+ccccccc'],
      });
      expect(reports).toEqual([
        {
          remote: 'casino',
          version: '1.1.0+ccccccc',
          outcome: 'failed',
          reason: 'Error: Failed to fetch manifest',
        },
        { remote: 'casino', version: '1.0.0+aaaaaaa', outcome: 'fallback' },
      ]);
      // Once per page: the remote entered again reports nothing more.
      await loader.load('casino');
      expect(reports).toHaveLength(2);
    });

    it('falls back from a release whose module throws at start, and from one that is not a RemoteModule', async () => {
      const loadModule = jest
        .fn()
        .mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'x')"))
        .mockResolvedValueOnce({ default: { hello: 'world' } })
        .mockResolvedValue(casinoModule());
      const { loader, register, reports, injector } = withReleases(loadModule);
      await expect(loader.load('casino')).resolves.toMatchObject({ name: 'casino' });
      expect(register).toHaveBeenLastCalledWith(
        [{ name: 'oyna_casino', entry: manifest('0.9.0+bbbbbbb') }],
        { force: true },
      );
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toEqual({
        version: '0.9.0+bbbbbbb',
        status: 'fallback',
        failed: ['1.1.0+ccccccc', '1.0.0+aaaaaaa'],
      });
      expect(reports.map((r) => [r.version, r.outcome])).toEqual([
        ['1.1.0+ccccccc', 'failed'],
        ['1.0.0+aaaaaaa', 'failed'],
        ['0.9.0+bbbbbbb', 'fallback'],
      ]);
      expect(reports[1]?.reason).toContain('did not expose a RemoteModule');
      expect(injector.runningSagaKeys()).toEqual([]);
    });

    it("picks the releases by the logged-in player's id", async () => {
      const releases = jest.fn(
        (file: Parameters<typeof createReleases>[0], player: string | null) =>
          createReleases(file, { playerId: player, preview: {}, report: () => undefined }),
      );
      const made = makeStore({ api: fakeApi() });
      const loader = createRemoteLoader({
        injector: made.injector,
        dispatch: made.store.dispatch,
        config: Promise.resolve(channel),
        playerId: () => 'U123456',
        loadModule: jest.fn().mockResolvedValue(casinoModule()),
        register: jest.fn(),
        releases,
      });
      await loader.load('casino');
      expect(releases).toHaveBeenCalledWith(channel, 'U123456');
    });

    it('reports a load of the picked release as loaded, with its version', async () => {
      let arrive: (module: unknown) => void = () => undefined;
      const { loader, reports } = withReleases(
        jest.fn(() => new Promise((resolve) => (arrive = resolve))),
      );
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toBeUndefined();
      const loading = loader.load('casino');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toEqual({
        version: '1.1.0+ccccccc',
        status: 'loading',
      });
      arrive(casinoModule());
      await loading;
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toEqual({
        version: '1.1.0+ccccccc',
        status: 'ready',
      });
      expect(reports).toEqual([{ remote: 'casino', version: '1.1.0+ccccccc', outcome: 'loaded' }]);
    });

    it('fails with the last error once the chain is exhausted; Retry starts from the picked release', async () => {
      const loadModule = jest.fn().mockRejectedValue(new Error('remote entry 404'));
      const { loader, register, reports } = withReleases(loadModule);
      await expect(loader.load('casino')).rejects.toThrow('remote entry 404');
      expect(loadModule).toHaveBeenCalledTimes(3);
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toEqual({
        version: '0.9.0+bbbbbbb',
        status: 'failed',
        failed: ['1.1.0+ccccccc', '1.0.0+aaaaaaa', '0.9.0+bbbbbbb'],
      });
      expect(reports.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed']);

      loadModule.mockResolvedValue(casinoModule());
      await expect(loader.retry('casino')).resolves.toMatchObject({ name: 'casino' });
      expect(register).toHaveBeenLastCalledWith(
        [{ name: 'oyna_casino', entry: manifest('1.1.0+ccccccc') }],
        { force: true },
      );
      // The picked release loaded this time; failures already reported are not sent again.
      expect(reports.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed', 'loaded']);
      expect(window.__OYNA_REMOTE_VERSIONS__?.casino).toMatchObject({
        version: '1.1.0+ccccccc',
        status: 'ready',
      });
    });
  });
});

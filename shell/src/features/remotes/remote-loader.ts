import type { Dispatch } from '@reduxjs/toolkit';
import {
  CONTRACTS_VERSION,
  REMOTE_EXPOSE,
  REMOTE_NAMES,
  federationNameOf,
  isCompatibleContractsVersion,
  isRemoteModule,
  sortRemoteMessages,
  type RemoteModule,
  type RemoteName,
  type RemotesConfig,
} from '@oyna/contracts';
import type { Injector } from '../../lib/injector';
import { remoteMessagesLoaded } from '../../lib/i18n/i18n-slice';
import { federationHost, type FederationHost } from './federation-host';

/** A remote built against another major of @oyna/contracts: refused, never half-run. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly builtWith: string,
    readonly running: string = CONTRACTS_VERSION,
  ) {
    super(
      `Remote ${remote} was built against @oyna/contracts ${builtWith}; this shell runs ${running}.`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

export interface RemoteLoader {
  load(remote: RemoteName): Promise<RemoteModule>;
  /**
   * For a first page that is a remote's: starts the federation runtime and registers the remotes
   * while the shell renders its frame, without loading one (the remote's area asks for it after
   * that render). A failure is left to that load, which tries again. (Downloading the remote's
   * code here as well was slower: bench/README.md › Seventh round.)
   */
  prepare(): void;
  /** Forgets a failed attempt and registers the remote again so the next load fetches anew. */
  retry(remote: RemoteName): Promise<RemoteModule>;
  loaded(remote: RemoteName): RemoteModule | undefined;
  loadedNames(): RemoteName[];
}

/**
 * Runtime remotes config (docs/decisions/001): `remotes.json` next to the shell, one manifest URL
 * per remote, so ops can point a remote elsewhere without rebuilding the shell.
 */
export async function fetchRemotesConfig(
  url = 'remotes.json',
  early: Promise<Response> | undefined = url === 'remotes.json' ? takeBootRemotes() : undefined,
): Promise<RemotesConfig> {
  const ask = () => fetch(new URL(url, document.baseURI), { cache: 'no-store' });
  // The boot script's request (index.html), when it made one; asked afresh if it failed.
  const res = await (early ? early.catch(ask) : ask());
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  const body = (await res.json()) as Partial<RemotesConfig>;
  const config = {} as RemotesConfig;
  for (const name of REMOTE_NAMES) {
    const entry = body[name];
    config[name] = typeof entry === 'string' && entry ? entry : `/remotes/${name}/mf-manifest.json`;
  }
  return config;
}

/** remotes.json as index.html's boot script asked for it, once: a response is read only once. */
function takeBootRemotes(): Promise<Response> | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__OYNA_BOOT__;
  const early = boot?.remotes;
  if (boot) boot.remotes = undefined;
  return early;
}

/**
 * A remote's texts join the page's messages (docs/decisions/004); what breaks the rule (a key
 * outside its namespace, a shell text, a missing language) is ignored, with a warning for its
 * developers.
 */
function addMessages(dispatch: Dispatch, remote: RemoteName, messages: unknown) {
  const { accepted, refused } = sortRemoteMessages(remote, messages);
  if (refused.length && process.env.NODE_ENV !== 'production') {
    console.warn(
      `[oyna] remote ${remote}: ignored ${refused.length} text(s):\n` +
        refused.map((r) => `  ${r.key}: ${r.reason}`).join('\n'),
    );
  }
  dispatch(remoteMessagesLoaded({ remote, messages: accepted }));
}

export function createRemoteLoader(deps: {
  injector: Injector;
  /** The store's dispatch: a loaded remote's texts go to the i18n slice. */
  dispatch: Dispatch;
  config: Promise<RemotesConfig>;
  loadModule?: (id: string) => Promise<unknown>;
  register?: (...args: Parameters<FederationHost['registerRemotes']>) => unknown;
}): RemoteLoader {
  // The page's federation runtime comes with the first remote it loads (federation-host.ts).
  const loadModule =
    deps.loadModule ?? (async (id: string) => (await federationHost()).loadRemote(id));
  const register =
    deps.register ??
    (async (...args: Parameters<FederationHost['registerRemotes']>) =>
      (await federationHost()).registerRemotes(...args));
  const modules = new Map<RemoteName, RemoteModule>();
  const inFlight = new Map<RemoteName, Promise<RemoteModule>>();

  // Registered with the first load, not at start-up: a page the shell draws alone never starts the
  // federation runtime. A failed attempt (the runtime's chunk did not arrive) is tried again.
  let registration: Promise<RemotesConfig> | undefined;
  function registered(): Promise<RemotesConfig> {
    registration ??= deps.config
      .then(async (config) => {
        await register(
          REMOTE_NAMES.map((name) => ({ name: federationNameOf(name), entry: config[name] })),
        );
        return config;
      })
      .catch((error: unknown) => {
        registration = undefined;
        throw error;
      });
    return registration;
  }

  async function fetchModule(remote: RemoteName): Promise<RemoteModule> {
    await registered();
    const exposed = (await loadModule(`${federationNameOf(remote)}/${REMOTE_EXPOSE.slice(2)}`)) as
      { default?: unknown } | undefined;
    const candidate = exposed && 'default' in exposed ? exposed.default : exposed;
    if (!isRemoteModule(candidate))
      throw new Error(`Remote ${remote} did not expose a RemoteModule.`);
    if (!isCompatibleContractsVersion(candidate.contractsVersion)) {
      throw new IncompatibleRemoteError(remote, candidate.contractsVersion);
    }
    addMessages(deps.dispatch, remote, candidate.messages);
    // Inject once, then remember: re-entering a remote never starts its sagas twice.
    for (const slice of candidate.slices ?? []) deps.injector.injectSlice(slice);
    for (const [key, saga] of Object.entries(candidate.sagas ?? {})) {
      deps.injector.runSagaOnce(`${remote}/${key}`, saga);
    }
    modules.set(remote, candidate);
    return candidate;
  }

  function load(remote: RemoteName): Promise<RemoteModule> {
    const done = modules.get(remote);
    if (done) return Promise.resolve(done);
    let pending = inFlight.get(remote);
    if (!pending) {
      pending = fetchModule(remote).finally(() => inFlight.delete(remote));
      inFlight.set(remote, pending);
    }
    return pending;
  }

  return {
    load,
    prepare() {
      registered().catch(() => undefined);
    },
    async retry(remote) {
      const config = await registered();
      if (!modules.has(remote)) {
        await register([{ name: federationNameOf(remote), entry: config[remote] }], {
          force: true,
        });
      }
      return load(remote);
    },
    loaded: (remote) => modules.get(remote),
    loadedNames: () => [...modules.keys()],
  };
}

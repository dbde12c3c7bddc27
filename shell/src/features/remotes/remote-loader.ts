import type { Dispatch } from '@reduxjs/toolkit';
import {
  CONTRACTS_VERSION,
  REMOTE_EXPOSE,
  REMOTE_NAMES,
  federationNameOf,
  isCompatibleContractsVersion,
  isRemoteChannel,
  isRemoteModule,
  sortRemoteMessages,
  type RemoteModule,
  type RemoteName,
  type RemotesFile,
} from '@oyna/contracts';
import type { Injector } from '../../lib/injector';
import { remoteMessagesLoaded } from '../../lib/i18n/i18n-slice';
import { federationHost, type FederationHost } from './federation-host';
import type { Releases } from './remote-releases';

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
 * Runtime remotes config (docs/decisions/001): `remotes.json` next to the shell, per remote a
 * manifest URL or a release channel (docs/decisions/012), so ops can point a remote elsewhere or
 * roll a release out without rebuilding the shell. Only well-formed entries are kept; which
 * release this visitor loads is worked out with the first remote (remote-releases.ts).
 */
export async function fetchRemotesConfig(
  url = 'remotes.json',
  early: Promise<Response> | undefined = url === 'remotes.json' ? takeBootRemotes() : undefined,
): Promise<RemotesFile> {
  const ask = () => fetch(new URL(url, document.baseURI), { cache: 'no-store' });
  // The boot script's request (index.html), when it made one; asked afresh if it failed.
  const res = await (early ? early.catch(ask) : ask());
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  const body = (await res.json()) as Record<string, unknown> | null;
  const file: RemotesFile = {};
  for (const name of REMOTE_NAMES) {
    const entry = body?.[name];
    if ((typeof entry === 'string' && entry) || isRemoteChannel(entry)) file[name] = entry;
  }
  return file;
}

/**
 * `?oyna-preview=<remote>:<version>,…` forces those releases for this tab: kept in its
 * sessionStorage for its later page loads (an empty value ends it), read and checked in
 * remote-releases.ts. Taken at start-up, before the router may drop the query.
 */
export function rememberPreview(search: string = window.location.search): void {
  try {
    const preview = new URLSearchParams(search).get('oyna-preview');
    if (preview === null) return;
    if (preview) sessionStorage.setItem('oyna-preview', preview.slice(0, 300));
    else sessionStorage.removeItem('oyna-preview');
  } catch {
    // No storage (a locked-down browser): no preview.
  }
}

/**
 * A remote's chunk-loading array (`self.rspackChunk<uniqueName>`, tooling/rspack-app.mjs names
 * it `oyna_<remote>` as its federation name). A failed release's chunks stay in it, and a
 * fallback release's runtime would take them as its own (same chunk and module ids): it starts
 * with a fresh one.
 */
function forgetRemoteChunks(remote: RemoteName): void {
  const global = globalThis as Record<string, unknown>;
  for (const prefix of ['rspackChunk', 'webpackChunk'])
    delete global[`${prefix}${federationNameOf(remote)}`];
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
  config: Promise<RemotesFile>;
  /** The logged-in player's id (their canaries follow them to every device), else null. */
  playerId?: () => string | null;
  loadModule?: (id: string) => Promise<unknown>;
  register?: (...args: Parameters<FederationHost['registerRemotes']>) => unknown;
  /** The visitor's releases (remote-releases.ts), a chunk fetched with the first remote. */
  releases?: (file: RemotesFile, playerId: string | null) => Releases | Promise<Releases>;
}): RemoteLoader {
  // The page's federation runtime comes with the first remote it loads (federation-host.ts).
  const loadModule =
    deps.loadModule ?? (async (id: string) => (await federationHost()).loadRemote(id));
  const register =
    deps.register ??
    (async (...args: Parameters<FederationHost['registerRemotes']>) =>
      (await federationHost()).registerRemotes(...args));
  const makeReleases =
    deps.releases ??
    (async (file: RemotesFile, playerId: string | null) =>
      (await import(/* webpackChunkName: "federation" */ './remote-releases')).createReleases(
        file,
        { playerId },
      ));
  const modules = new Map<RemoteName, RemoteModule>();
  const inFlight = new Map<RemoteName, Promise<RemoteModule>>();

  // Registered with the first load, not at start-up: a page the shell draws alone never starts the
  // federation runtime. A failed attempt (the runtime's chunk did not arrive) is tried again.
  // The visitor's releases are picked once per page: a player who logs in later keeps this page's
  // versions and gets their own on the next page load.
  let registration: Promise<Releases> | undefined;
  function registered(): Promise<Releases> {
    registration ??= deps.config
      .then(async (file) => {
        const releases = await makeReleases(file, deps.playerId?.() || null);
        await register(
          REMOTE_NAMES.map((name) => ({
            name: federationNameOf(name),
            entry: releases.current(name).manifestUrl,
          })),
        );
        return releases;
      })
      .catch((error: unknown) => {
        registration = undefined;
        throw error;
      });
    return registration;
  }

  /** The remote's module as its current release exposes it, refused unless it can run here. */
  async function importModule(remote: RemoteName): Promise<RemoteModule> {
    const exposed = (await loadModule(`${federationNameOf(remote)}/${REMOTE_EXPOSE.slice(2)}`)) as
      { default?: unknown } | undefined;
    const candidate = exposed && 'default' in exposed ? exposed.default : exposed;
    if (!isRemoteModule(candidate))
      throw new Error(`Remote ${remote} did not expose a RemoteModule.`);
    if (!isCompatibleContractsVersion(candidate.contractsVersion)) {
      throw new IncompatibleRemoteError(remote, candidate.contractsVersion);
    }
    return candidate;
  }

  /** Points the federation runtime at another release of a remote (as Retry does). */
  async function registerAgain(remote: RemoteName, manifestUrl: string): Promise<void> {
    forgetRemoteChunks(remote);
    await register([{ name: federationNameOf(remote), entry: manifestUrl }], { force: true });
  }

  /**
   * Automatic fallback (docs/decisions/012): a release that fails to load (manifest, entry or a
   * chunk) or to start (its module throws, is not a RemoteModule, or another contracts major) is
   * replaced by the next of its chain — the promoted release, then the previous one — until one
   * starts; only then does the area show its fallback with Retry. The mechanism is the federation
   * runtime's re-registration (`registerRemotes(…, { force: true })`, which drops the remote's
   * manifest, entry, container and module cache), not a page reload: the player keeps the page
   * as it is (the store, a bet slip, the other remotes) and sees the spinner a moment longer, and
   * a reload could not tell a failed release from a slow one without a second round trip.
   */
  async function fetchModule(remote: RemoteName): Promise<RemoteModule> {
    const releases = await registered();
    let candidate: RemoteModule;
    for (;;) {
      releases.loading(remote);
      try {
        candidate = await importModule(remote);
        break;
      } catch (error) {
        const next = releases.failed(remote, error);
        if (!next) throw error;
        await registerAgain(remote, next.manifestUrl);
      }
    }
    releases.ready(remote);
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
      const releases = await registered();
      if (!modules.has(remote) && !inFlight.has(remote)) {
        // From the picked release again: it may have failed only on the way.
        await registerAgain(remote, releases.restart(remote).manifestUrl);
      }
      return load(remote);
    },
    loaded: (remote) => modules.get(remote),
    loadedNames: () => [...modules.keys()],
  };
}

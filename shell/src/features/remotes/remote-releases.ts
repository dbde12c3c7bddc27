// Which release of each remote this visitor loads, and what the page reports about it
// (docs/decisions/012-remote-releases.md). A chunk of its own, loaded with the federation runtime
// (remote-loader.ts): a page the shell draws alone never downloads it before it is idle.
import {
  REMOTE_NAMES,
  isRemoteChannel,
  isRemoteName,
  pickRelease,
  releaseManifestUrl,
  type RemoteChannel,
  type RemoteLoadReport,
  type RemoteName,
  type RemotesFile,
  type ReleaseVersion,
} from '@oyna/contracts';

export type { RemoteLoadReport };

/** The first-party visitor cookie whose hash picks a logged-out visitor's canaries. */
export const VISITOR_COOKIE = 'oyna_vid';
/** `?oyna-preview=casino:1.5.0,payments:2.0.0`: those versions for this tab (the gate's smoke load). */
export const PREVIEW_PARAM = 'oyna-preview';
/** Where the tab keeps the preview for its later page loads. */
export const PREVIEW_KEY = 'oyna-preview';
/** A year, in seconds: the visitor keeps its canaries that long. */
const VISITOR_MAX_AGE = 365 * 24 * 60 * 60;
/** What the shell accepts as a visitor id read back from the cookie (a UUID, or a test's fixed id). */
const VISITOR_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A release version as `isRemoteChannel` checks it (semver plus the commit). */
const isVersion = (value: string) => isRemoteChannel({ stable: value });

/** What a remote's area is doing, for ops and the e2e suite (`window.__OYNA_REMOTE_VERSIONS__`). */
export interface RemoteVersionState {
  /** The release loaded or being loaded; null for a remote given by a manifest URL. */
  version: ReleaseVersion | null;
  /** `fallback`: ready from a fallback release after the picked one failed. */
  status: 'loading' | 'ready' | 'failed' | 'fallback';
  /** The releases that failed on this page, in order (`unversioned` for a manifest URL). */
  failed?: string[];
}

/** One release a remote may load from. */
export interface ReleaseStep {
  version: ReleaseVersion | null;
  manifestUrl: string;
}

/** The releases a remote tries, in order: the picked one, then its fallbacks. */
export type ReleaseChain = ReleaseStep[];

/** A version name for reports and the `failed` list. */
const named = (version: ReleaseVersion | null) => version ?? 'unversioned';

/** The value of a cookie of the page, or undefined. */
function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A random UUID; `crypto.randomUUID` exists only on secure pages (https, localhost). */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visitor's id from the first-party cookie `oyna_vid`, set (a random UUID, a year, the whole
 * site, SameSite=Lax, Secure on https) when it is absent or not one the shell wrote.
 */
export function visitorId(doc: Document = document): string {
  const held = readCookie(doc, VISITOR_COOKIE);
  if (held && VISITOR_ID.test(held)) return held;
  const id = randomId();
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_MAX_AGE}; SameSite=Lax${secure}`;
  return id;
}

/**
 * A preview's versions by remote: `casino:1.5.0+3f2a9c1,payments:2.0.0`. Only known remotes and
 * well-formed versions (never a URL: the release is looked up where remotes.json serves it).
 */
export function parsePreview(text: string | null | undefined): Partial<Record<RemoteName, string>> {
  const picked: Partial<Record<RemoteName, string>> = {};
  for (const pair of (text ?? '').split(',').slice(0, REMOTE_NAMES.length)) {
    const at = pair.indexOf(':');
    const remote = pair.slice(0, at).trim();
    const version = pair.slice(at + 1).trim();
    if (at > 0 && isRemoteName(remote) && isVersion(version)) picked[remote] = version;
  }
  return picked;
}

/** The tab's preview, as remembered from the page's `?oyna-preview=` (remote-loader.ts). */
export function readPreview(storage: Pick<Storage, 'getItem'> | undefined = sessionStorage) {
  try {
    return parsePreview(storage?.getItem(PREVIEW_KEY));
  } catch {
    return {};
  }
}

/**
 * The releases each remote tries for this visitor: a manifest URL as given; a channel through
 * `pickRelease` with the visitor's id (its fallbacks follow); a preview's version alone — the gate
 * must see it fail rather than a fallback load. A remote remotes.json does not name, or names
 * with something malformed, keeps its place beside the shell.
 */
export function resolveRemotes(
  file: RemotesFile,
  id: string,
  preview: Partial<Record<RemoteName, string>> = {},
): Record<RemoteName, ReleaseChain> {
  const chains = {} as Record<RemoteName, ReleaseChain>;
  for (const remote of REMOTE_NAMES) {
    const entry: unknown = file[remote];
    const channel: RemoteChannel | undefined = isRemoteChannel(entry) ? entry : undefined;
    const forced = preview[remote];
    if (forced) {
      chains[remote] = [
        { version: forced, manifestUrl: releaseManifestUrl(remote, forced, channel?.base) },
      ];
    } else if (channel) {
      const pick = pickRelease(remote, channel, id);
      chains[remote] = [
        { version: pick.version, manifestUrl: pick.manifestUrl },
        ...pick.fallbacks,
      ];
    } else {
      const url =
        typeof entry === 'string' && entry ? entry : `/remotes/${remote}/mf-manifest.json`;
      chains[remote] = [{ version: null, manifestUrl: url }];
    }
  }
  return chains;
}

/** Why a load failed, bounded for the report. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 200);
}

/** Posts a report without waiting for it: it never blocks rendering and survives a navigation. */
export function sendReport(report: RemoteLoadReport): void {
  try {
    void fetch(new URL('api/client/remotes', document.baseURI), {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // A report is never worth a broken page.
  }
}

/** The page's remote releases: what each remote tries, where it is, and what was reported. */
export interface Releases {
  /** The release the remote loads next. */
  current(remote: RemoteName): ReleaseStep;
  /** The remote starts loading its current release. */
  loading(remote: RemoteName): void;
  /** The current release is ready: `loaded`, or `fallback` after a failed one. */
  ready(remote: RemoteName): void;
  /** The current release failed; the next one to try, or undefined when the chain is done. */
  failed(remote: RemoteName, error: unknown): ReleaseStep | undefined;
  /** Retry: the chain from its start (the picked release may have failed only on the way). */
  restart(remote: RemoteName): ReleaseStep;
}

declare global {
  interface Window {
    __OYNA_REMOTE_VERSIONS__?: Partial<Record<RemoteName, RemoteVersionState>>;
  }
}

/**
 * The page's releases for a visitor: the player's id once logged in (the same version on every
 * device), the visitor cookie before. Keeps `window.__OYNA_REMOTE_VERSIONS__` current and reports
 * each outcome once per page (a failed release once, the ready one once).
 */
export function createReleases(
  file: RemotesFile,
  options: {
    playerId?: string | null;
    preview?: Partial<Record<RemoteName, string>>;
    report?: (report: RemoteLoadReport) => void;
    doc?: Document;
  } = {},
): Releases {
  const id = options.playerId || visitorId(options.doc);
  const chains = resolveRemotes(file, id, options.preview ?? readPreview());
  const report = options.report ?? sendReport;
  const at = new Map<RemoteName, number>();
  const failures = new Map<RemoteName, string[]>();
  const reported = new Set<string>();
  const versions = (window.__OYNA_REMOTE_VERSIONS__ ??= {});

  const current = (remote: RemoteName) => chains[remote][at.get(remote) ?? 0]!;
  const once = (r: RemoteLoadReport) => {
    const key = `${r.remote} ${r.version} ${r.outcome}`;
    if (reported.has(key)) return;
    reported.add(key);
    report(r);
  };
  const show = (remote: RemoteName, status: RemoteVersionState['status']) => {
    const failed = failures.get(remote);
    versions[remote] = {
      version: current(remote).version,
      status,
      ...(failed?.length ? { failed: [...failed] } : {}),
    };
  };

  return {
    current,
    loading: (remote) => show(remote, 'loading'),
    ready(remote) {
      const fallback = (at.get(remote) ?? 0) > 0;
      show(remote, fallback ? 'fallback' : 'ready');
      once({
        remote,
        version: named(current(remote).version),
        outcome: fallback ? 'fallback' : 'loaded',
      });
    },
    failed(remote, error) {
      const version = named(current(remote).version);
      const list = failures.get(remote) ?? [];
      if (!list.includes(version)) list.push(version);
      failures.set(remote, list);
      once({ remote, version, outcome: 'failed', reason: reasonOf(error) });
      const next = (at.get(remote) ?? 0) + 1;
      if (next >= chains[remote].length) {
        show(remote, 'failed');
        return undefined;
      }
      at.set(remote, next);
      return current(remote);
    },
    restart(remote) {
      at.set(remote, 0);
      return current(remote);
    },
  };
}

import type { ApiEnvelope } from '../envelope';
import { endpointRequest } from './endpoint-request';
import { ENDPOINTS, type EndpointName, type RequestOf, type ResponseOf } from './endpoints';

/**
 * The typed HTTP client of spec §7 and §8, configured once by the shell and reached by remotes
 * through the saga context (store/saga-context.ts).
 *
 * - Base: a page-relative path ending in an api segment (spec §7), `new URL('api/',
 *   document.baseURI)` unless told otherwise, so the site works under any base path.
 * - GET takes query parameters, POST a JSON body (`{}` by default).
 * - Every request: Accept and Content-Type application/json, `Authorization: Bearer` when logged
 *   in, `x-locale` (default 'en', spec §7) and `x-fingerprint`.
 * - HTTP 401 (spec §8): onUnauthorized() runs first (the shell logs out), then the call rejects
 *   with an ApiError carrying the server's message.
 * - A body with the envelope is returned as the envelope whatever the status (400, 404, 429
 *   included), so the caller shows `message` when success is false (spec §8). Network failures
 *   and bodies without an envelope reject with an ApiError.
 *
 * The methods are closures, not `this`-bound, so `call(api.get, 'cms/grouped')` works in a saga.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface ApiClientOptions {
  /** Absolute base URL ending in '/'; defaults to `new URL('api/', document.baseURI)`. */
  baseUrl?: string | URL;
  getToken: () => string | null | undefined;
  /** The interface language; 'en' when none (spec §7). */
  getLocale: () => string | null | undefined;
  getFingerprint: () => string | null | undefined;
  /** spec §8: called before a 401 is passed on, to clear the authentication state. */
  onUnauthorized: () => void | Promise<void>;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/** Arguments of `call`: the payload is optional when an endpoint takes none. */
export type CallArgs<N extends EndpointName> = [RequestOf<N>] extends [void]
  ? [payload?: undefined, options?: RequestOptions]
  : [payload: RequestOf<N>, options?: RequestOptions];

export interface ApiClient {
  /** A call of the endpoint table, typed by name: `api.call('login', { username, password })`. */
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ApiEnvelope<ResponseOf<N>>>;
  get<T = unknown>(
    path: string,
    query?: QueryParams,
    options?: RequestOptions,
  ): Promise<ApiEnvelope<T>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiEnvelope<T>>;
  /** The absolute URL of a path under the api base (for links such as the game provider pages). */
  url(path: string, query?: QueryParams): string;
}

/** A call that produced no envelope: network failure (status 0), 401, or a body not in shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    /** The parsed body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/**
 * Structural, not `instanceof`: a remote may run its own copy of contracts beside the shell's
 * (docs/decisions/004), and the shell's client throws the shell's ApiError.
 */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof Error &&
    value.name === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

/**
 * Whether a parsed body is the api's envelope. `success` decides; a missing message or data is
 * tolerated (read as '' and null) so that a terse error body still reaches the caller.
 */
export function isEnvelope(value: unknown): value is ApiEnvelope {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.success === 'boolean' &&
    (v.message === undefined || v.message === null || typeof v.message === 'string')
  );
}

/** spec §7: the default base, resolved against the page so any deployment path works. */
export function defaultApiBase(): URL {
  if (typeof document === 'undefined') {
    throw new Error('createApiClient needs a baseUrl outside a browser page');
  }
  return new URL('api/', document.baseURI);
}

function withQuery(url: URL, query: Readonly<Record<string, unknown>> | undefined): URL {
  if (!query) return url;
  for (const [key, value] of Object.entries(query)) {
    const list: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of list) {
      if (item === undefined || item === null) continue;
      url.searchParams.append(key, String(item));
    }
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const m = (body as Record<string, unknown>).message;
    if (typeof m === 'string' && m) return m;
  }
  return fallback;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  // Resolved on first use, so that creating the client never touches the page too early.
  let base: URL | undefined;
  const baseUrl = (): URL => {
    if (!base) {
      const given = options.baseUrl ? new URL(String(options.baseUrl)) : defaultApiBase();
      base = given.pathname.endsWith('/') ? given : new URL(`${given.href}/`);
    }
    return base;
  };

  const url = (path: string, query?: Readonly<Record<string, unknown>>): string =>
    withQuery(new URL(path.replace(/^\/+/, ''), baseUrl()), query).href;

  function headers(): Record<string, string> {
    const h: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-locale': options.getLocale() || 'en',
    };
    const fingerprint = options.getFingerprint();
    if (fingerprint) h['x-fingerprint'] = fingerprint;
    const token = options.getToken();
    if (token) h.Authorization = `Bearer ${token}`;
    return h;
  }

  async function request<T>(
    method: 'GET' | 'POST',
    target: string,
    body: unknown,
    init: RequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    let response: Response;
    try {
      response = await fetchImpl(target, {
        method,
        headers: headers(),
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        signal: init.signal,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(`Network error: ${reason}`, 0);
    }
    const parsed = await readBody(response);
    if (response.status === 401) {
      // spec §8: log out first, then pass the error on (even if logging out itself failed).
      try {
        await options.onUnauthorized();
      } catch {
        // The 401 is what the caller needs to hear about.
      }
      throw new ApiError(messageOf(parsed, 'Unauthorized'), 401, parsed);
    }
    if (isEnvelope(parsed)) {
      return {
        ...parsed,
        message: parsed.message ?? '',
        data: (parsed.data ?? null) as T,
      };
    }
    const fallback = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    throw new ApiError(messageOf(parsed, fallback), response.status, parsed);
  }

  const get = <T = unknown>(
    path: string,
    query?: Readonly<Record<string, unknown>>,
    init?: RequestOptions,
  ) => request<T>('GET', url(path, query), undefined, init);

  const post = <T = unknown>(path: string, body: unknown = {}, init?: RequestOptions) =>
    request<T>('POST', url(path), body, init);

  function call<N extends EndpointName>(
    name: N,
    ...args: CallArgs<N>
  ): Promise<ApiEnvelope<ResponseOf<N>>> {
    const [payload, init] = args;
    const target = endpointRequest(ENDPOINTS[name], payload);
    return target.method === 'GET'
      ? get<ResponseOf<N>>(target.path, target.query, init)
      : post<ResponseOf<N>>(target.path, target.body, init);
  }

  return { call, get, post, url };
}

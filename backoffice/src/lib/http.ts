import {
  ENDPOINTS,
  endpointRequest,
  type ApiEnvelope,
  type EndpointName,
  type ResponseOf,
} from '@oyna/contracts';

/** The CSRF cookie the api sets at staff/login, echoed in `x-csrf-token` (api › staff-cookies). */
export const CSRF_COOKIE = 'oyna_staff_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** An answer that is not success: the api's message (already in the request's language). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A value of `document.cookie`, by name. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export interface HttpClientOptions {
  /** The interface language, sent as x-locale so that the api's messages come in it. */
  getLocale: () => string;
  /** Called on any 401 (the session ended), before the error is passed on. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
  /** The page's cookies (tests give their own). */
  cookies?: () => string;
  /** Where the api lives, `/api` on the site (the same origin: cookies and CSP 'self'). */
  base?: string;
}

/**
 * The back office's own small HTTP client over the endpoint table: the session travels in the
 * api's httpOnly cookie (credentials: same-origin; the app never sees the token), every POST
 * echoes the CSRF cookie in x-csrf-token (the double-submit defence), and every answer's
 * envelope is unwrapped — data on success, an ApiError with the api's message otherwise.
 */
export function createHttpClient(options: HttpClientOptions) {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const cookies = options.cookies ?? (() => document.cookie);
  const base = options.base ?? '/api';

  async function call<N extends EndpointName>(name: N, payload?: object): Promise<ResponseOf<N>> {
    const req = endpointRequest(ENDPOINTS[name], payload);
    let url = `${base}/${req.path}`;
    if (req.query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(req.query)) if (v !== undefined) params.set(k, String(v));
      url += `?${params.toString()}`;
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-locale': options.getLocale(),
    };
    if (req.method !== 'GET') {
      headers['content-type'] = 'application/json';
      const csrf = readCookie(cookies(), CSRF_COOKIE);
      if (csrf) headers[CSRF_HEADER] = csrf;
    }
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: req.method,
        headers,
        credentials: 'same-origin',
        body: req.method === 'GET' ? undefined : JSON.stringify(req.body ?? {}),
      });
    } catch {
      throw new ApiError(0, '');
    }
    // Not JSON (a proxy's error page): no envelope, the status alone.
    const envelope = (await response.json().catch(() => null)) as ApiEnvelope<ResponseOf<N>> | null;
    if (response.status === 401 && name !== 'staffLogin') options.onUnauthorized?.();
    if (!response.ok || !envelope || !envelope.success) {
      throw new ApiError(response.status, envelope?.message ?? '', envelope?.data ?? null);
    }
    return envelope.data;
  }

  return { call };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

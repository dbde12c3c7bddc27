import { SESSION_HEADER } from '../api-types';
import type { Language } from './i18n';

/** A failed call of the game API: the server's code (`session_expired`, `too_fast`, …) and text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const BASE = '/provider/games/api';

function isEnvelope(value: unknown): value is { success: boolean; message: string; data: unknown } {
  return typeof value === 'object' && value !== null && 'success' in value && 'data' in value;
}

/** The game client's calls: the session travels in a header, never in a URL. */
export class GameApi {
  constructor(
    private readonly session: string | null,
    private readonly language: () => Language,
  ) {}

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'x-locale': this.language() };
    if (this.session) headers[SESSION_HEADER] = this.session;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${BASE}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      throw new ApiError(0, 'network', '', {});
    }
    const parsed: unknown = await response.json().catch(() => null);
    if (isEnvelope(parsed) && parsed.success && response.ok) {
      // The server's answer for this path (api-types.ts), as it sent it.
      return parsed.data as T;
    }
    const data =
      isEnvelope(parsed) && typeof parsed.data === 'object' && parsed.data !== null
        ? Object.fromEntries(Object.entries(parsed.data))
        : {};
    const code = typeof data.code === 'string' ? data.code : `http_${response.status}`;
    const message = isEnvelope(parsed) ? parsed.message : '';
    throw new ApiError(response.status, code, message, data);
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  post<T>(path: string, body: unknown = {}): Promise<T> {
    return this.call<T>('POST', path, body);
  }
}

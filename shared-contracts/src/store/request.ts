import { put } from 'redux-saga/effects';
import { events } from '../events';
import { isApiError, type QueryParams } from '../http/client';
import { endpointRequest } from '../http/endpoint-request';
import { ENDPOINTS, type EndpointName, type RequestOf, type ResponseOf } from '../http/endpoints';
import type { ApiEnvelope } from '../envelope';
import { callTyped } from './effects';
import { getApiTyped } from './saga-context';

/** What a saga gets back from `request`: the typed data, or why there is none. */
export type RequestResult<T> =
  | { ok: true; data: T; message: string }
  | {
      ok: false;
      /** The server's message (`success: false`), or the client's for a network failure. */
      message: string;
      /**
       * Set when the call itself failed (no envelope): 401 (logged out first, spec §8), 0 when
       * no answer came, or the status of a body out of shape. Unset for `success: false`.
       */
      status?: number;
      /** The envelope's data on `success: false`, when the api sends some. */
      data: unknown;
    };

export interface SagaRequestOptions {
  /** spec §8: on `success: false` or a failed call, the message as an error toast (default). */
  errorToast?: boolean;
  /** spec §8: on success, the server's message as a success toast (login, register, …). */
  successToast?: boolean;
  signal?: AbortSignal;
}

/** The payload argument is optional when an endpoint takes none. */
export type RequestArgs<N extends EndpointName> = [RequestOf<N>] extends [void]
  ? [payload?: undefined, options?: SagaRequestOptions]
  : [payload: RequestOf<N>, options?: SagaRequestOptions];

/**
 * One call of the endpoint table from a saga, with the rules of spec §8 in one place:
 * - HTTP 401: the api client has logged the player out first (ApiClientOptions.onUnauthorized),
 *   then the error message is passed on — as an error toast unless the caller shows it;
 * - `success: false`: the server's message as an error toast unless `errorToast: false`;
 * - success: the typed data, and the message as a success toast when `successToast` is set.
 *
 * Use it with `yield*` so the result is typed from the table, no casts:
 *   const result = yield* request('changePassword', payload, { successToast: true });
 *   if (result.ok) yield put(events.tokenRenewed({ token: result.data.token }));
 *
 * The endpoint is resolved in THIS copy of the contracts (not the shell's client table), so a
 * remote built against a newer contracts minor can call its new endpoints beside an older shell
 * (docs/decisions/004); the shell's client only sends the request.
 */
export function* request<N extends EndpointName>(
  name: N,
  ...args: RequestArgs<N>
): Generator<unknown, RequestResult<ResponseOf<N>>, unknown> {
  const [payload, options = {}] = args as [unknown, SagaRequestOptions | undefined];
  const api = yield* getApiTyped();
  const req = endpointRequest(ENDPOINTS[name], payload);
  const init = options.signal ? { signal: options.signal } : undefined;
  let envelope: ApiEnvelope<ResponseOf<N>>;
  try {
    envelope =
      req.method === 'GET'
        ? yield* callTyped(
            api.get<ResponseOf<N>>,
            req.path,
            req.query as QueryParams | undefined,
            init,
          )
        : yield* callTyped(api.post<ResponseOf<N>>, req.path, req.body, init);
  } catch (error) {
    // Anything that is not a failed call (a bug) is not the user's to read: let it surface.
    if (!isApiError(error)) throw error;
    if (options.errorToast !== false) {
      yield put(events.toast({ kind: 'error', message: error.message }));
    }
    return { ok: false, message: error.message, status: error.status, data: error.body ?? null };
  }
  if (!envelope.success) {
    if (options.errorToast !== false && envelope.message) {
      yield put(events.toast({ kind: 'error', message: envelope.message }));
    }
    return { ok: false, message: envelope.message, data: envelope.data };
  }
  if (options.successToast && envelope.message) {
    yield put(events.toast({ kind: 'success', message: envelope.message }));
  }
  return { ok: true, data: envelope.data, message: envelope.message };
}

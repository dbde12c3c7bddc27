import {
  createApiClient,
  ENDPOINTS,
  endpointFor,
  type ApiClient,
  type ApiEnvelope,
  type CallArgs,
  type EndpointName,
  type QueryParams,
  type RequestOf,
  type ResponseOf,
} from '@oyna/contracts';
import { fail } from './envelopes';

/** What the fake answers for one endpoint: its data, or a refusal (data null). */
export type FakeAnswer<N extends EndpointName> = ApiEnvelope<ResponseOf<N>> | ApiEnvelope<null>;

/** A canned envelope, or a function of the request payload (sync or async; may throw). */
export type FakeHandler<N extends EndpointName> =
  FakeAnswer<N> | ((payload: RequestOf<N>) => FakeAnswer<N> | Promise<FakeAnswer<N>>);

export type FakeHandlers = { [N in EndpointName]?: FakeHandler<N> };

/** One request the fake received: the endpoint name (or 'GET path' off the table) and payload. */
export interface FakeCall {
  name: string;
  payload: unknown;
}

export interface FakeApi extends ApiClient {
  /** Every request, in order. */
  readonly calls: FakeCall[];
  /** The payloads sent to one endpoint, in order. */
  payloadsOf<N extends EndpointName>(name: N): RequestOf<N>[];
  /** How many times an endpoint was called. */
  countOf(name: EndpointName): number;
  /** Sets or replaces the answer of one endpoint, e.g. half-way through a test. */
  answer<N extends EndpointName>(name: N, handler: FakeHandler<N>): void;
}

const API_BASE = 'http://api.test/api/';

/**
 * An answer whose data goes beyond the endpoint's response type in the contracts — for code that
 * reads such extras defensively (e.g. a renewed token after a password change). The one place
 * a test steps outside the typed table, named so that it shows.
 */
export function offContract<N extends EndpointName>(envelope: ApiEnvelope<unknown>): FakeAnswer<N> {
  return envelope as FakeAnswer<N>;
}

/** spec §7: the 404 envelope the api gives for a call it does not know. */
export function notFound(name: string): ApiEnvelope<null> {
  return fail(`Not found: no fake answer for ${name}`);
}

/**
 * An api client for tests, typed from the contracts' endpoint table: per endpoint name a canned
 * envelope or a handler of the payload. It records every call (name and payload) and answers
 * the 404 envelope for anything it was not given. `get` and `post` go through the same table
 * (by method and path), so code using either is served the same answers.
 */
export function fakeApi(handlers: FakeHandlers = {}): FakeApi {
  const answers: FakeHandlers = { ...handlers };
  const calls: FakeCall[] = [];
  // URLs are built by the contracts' own client, so they are the real ones.
  const { url } = createApiClient({
    baseUrl: API_BASE,
    getToken: () => null,
    getLocale: () => null,
    getFingerprint: () => null,
    onUnauthorized: () => undefined,
    fetchImpl: () => Promise.reject(new Error('fakeApi builds URLs only')),
  });

  async function respond<N extends EndpointName>(
    name: N,
    payload: RequestOf<N>,
  ): Promise<FakeAnswer<N>> {
    calls.push({ name, payload });
    const handler: FakeHandler<N> | undefined = answers[name];
    if (handler === undefined) return notFound(name);
    return typeof handler === 'function' ? handler(payload) : handler;
  }

  /** `get`/`post` by path: the endpoint of the table with that method and path, if any. */
  async function byPath<T>(
    method: 'GET' | 'POST',
    path: string,
    payload: unknown,
  ): Promise<ApiEnvelope<T>> {
    const name = endpointFor(method, path);
    let answer: ApiEnvelope<unknown>;
    if (name) {
      // The payload of an untyped get/post is whatever the caller sent for that endpoint.
      answer = await respond(name, payload as RequestOf<typeof name>);
    } else {
      calls.push({ name: `${method} ${path}`, payload });
      answer = notFound(`${method} ${path}`);
    }
    // get/post are typed by their caller, as the real client's are.
    return answer as ApiEnvelope<T>;
  }

  return {
    calls,
    call: <N extends EndpointName>(name: N, ...args: CallArgs<N>) => {
      if (!(name in ENDPOINTS)) return Promise.reject(new Error(`Unknown endpoint ${name}`));
      // A refusal's data is null, as the real client hands it over (ApiEnvelope's data: T).
      return respond(name, args[0] as RequestOf<N>) as Promise<ApiEnvelope<ResponseOf<N>>>;
    },
    get: <T>(path: string, query?: QueryParams) => byPath<T>('GET', path, query),
    post: <T>(path: string, body?: unknown) => byPath<T>('POST', path, body ?? {}),
    url,
    payloadsOf: <N extends EndpointName>(name: N) =>
      calls.filter((c) => c.name === name).map((c) => c.payload as RequestOf<N>),
    countOf: (name) => calls.filter((c) => c.name === name).length,
    answer: (name, handler) => {
      Object.assign(answers, { [name]: handler });
    },
  };
}

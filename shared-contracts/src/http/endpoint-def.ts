import type { Static, TSchema } from '@sinclair/typebox';

/**
 * What one entry of the endpoint table is, and the helper each domain's `calls.ts` writes its
 * entries with. Paths are relative to the api base (spec §7: "a page-relative base path ending in
 * an api segment"), exactly as the spec writes them; `:name` marks a path parameter, filled from
 * the payload (endpointRequest). Request and response types ride along as phantom types, so
 * `api.call(name, payload)` is typed end to end.
 *
 * Response types are the envelope's `data` on success; on `success: false` data is null.
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call: anyone; a logged-in player (spec §6; `Authorization: Bearer`, else 401 before
 * anything else is looked at); or an operator (`x-admin-token`; these calls exist only while the
 * api has an ADMIN_TOKEN).
 */
export type Access = 'public' | 'player' | 'admin';

export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req = unknown,
  Res = unknown,
> {
  readonly method: M;
  /** Relative to the api base, e.g. 'auth/login', 'cms/content/:id'. */
  readonly path: P;
  readonly access: Access;
  /** Served only outside production mode (the outbox of codes). */
  readonly devOnly?: boolean;
  /** Phantom: the request payload (query for GET, JSON body for POST, plus path params). */
  readonly __request?: Req;
  /** Phantom: the envelope's data on success. Never set at runtime. */
  readonly __response?: Res;
}

/** No payload: a GET without query, or a POST whose body is the default `{}`. */
export type NoPayload = void;

/**
 * An entry with its types: `endpoint<LoginPayload, StoredAuthData>().post('auth/login', 'public')`.
 * (Two steps because TypeScript cannot infer the literal path while the types are given.)
 */
export function endpoint<Req = NoPayload, Res = null>() {
  const def =
    <M extends HttpMethod>(method: M) =>
    <const P extends string>(
      path: P,
      access: Access,
      extra: { devOnly?: true } = {},
    ): EndpointDef<M, P, Req, Res> => ({ method, path, access, ...extra });
  return { get: def('GET'), post: def('POST') };
}

/**
 * The check a domain's calls are written against (`… as const satisfies CallsOf<typeof
 * X_REQUEST_SCHEMAS>`): one call per request schema of its `schemas.ts`, by the same name, none
 * without one, each taking what its schema admits (NoPayload for a call without input). The
 * exact agreement of every call with its schema is checked once more by `schemasMatchTable` in
 * schemas/index.ts.
 */
export type CallsOf<S extends Record<string, TSchema>> = {
  readonly [N in keyof S]: EndpointDef<HttpMethod, string, Static<S[N]> | NoPayload, unknown>;
};

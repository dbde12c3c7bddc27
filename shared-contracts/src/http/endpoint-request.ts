import type { EndpointDef, HttpMethod } from './endpoints';
import { pathParams } from './endpoints';

/** What one call of the endpoint table sends: method, path under the api base, query or body. */
export interface EndpointRequest {
  method: HttpMethod;
  /** Relative to the api base, path parameters filled in and URL-encoded. */
  path: string;
  /** GET: the payload (without path parameters), when anything is left of it. */
  query?: Readonly<Record<string, unknown>>;
  /** POST: the JSON body (without path parameters), `{}` when there is no payload (spec §7). */
  body?: unknown;
}

/**
 * The request of an endpoint for a payload (spec §7: GET takes query parameters, POST a JSON
 * body, `{}` by default). Path parameters (`cms/content/:id`) are taken from the payload and
 * left out of the query or body. Pure: the typed client and the sagas' request helpers use it.
 * Throws when a path parameter is missing, so that no request goes to a wrong URL.
 */
export function endpointRequest(def: EndpointDef, payload?: unknown): EndpointRequest {
  const rest: Record<string, unknown> =
    payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? { ...(payload as Record<string, unknown>) }
      : {};
  let path = def.path;
  for (const name of pathParams(def.path)) {
    const value = rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${def.path}: the payload has no ${name}`);
    }
    delete rest[name];
    path = path.replace(`:${name}`, encodeURIComponent(String(value)));
  }
  if (def.method === 'GET') {
    return Object.keys(rest).length > 0
      ? { method: 'GET', path, query: rest }
      : { method: 'GET', path };
  }
  const body =
    payload === undefined || payload === null
      ? {}
      : pathParams(def.path).length > 0
        ? rest
        : payload;
  return { method: 'POST', path, body };
}

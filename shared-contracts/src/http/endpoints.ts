import { ACCOUNT_CALLS } from './account/calls';
import { AUTH_CALLS } from './auth/calls';
import { BACKOFFICE_CALLS } from './backoffice/calls';
import { BONUS_CALLS } from './bonus/calls';
import { CASINO_CALLS } from './casino/calls';
import { CMS_CALLS } from './cms/calls';
import type { EndpointDef, HttpMethod } from './endpoint-def';
import { NOTIFICATION_CALLS } from './notification/calls';
import { OPS_CALLS } from './ops/calls';
import { PAYMENT_CALLS } from './payment/calls';
import { PROTECTION_CALLS } from './protection/calls';
import { SPORTS_CALLS } from './sports/calls';
import { STAFF_CALLS } from './staff/calls';

export type { Access, EndpointDef, HttpMethod, NoPayload } from './endpoint-def';

/**
 * The endpoint table: every call the api serves under its base — the calls of spec §7 and those
 * the screens, operators and load balancers need beyond it. Each domain writes its calls in
 * `<domain>/calls.ts` (method, path, access, request and response types) beside its request
 * schemas in `<domain>/schemas.ts`; the api registers each route from its entry with the request
 * schema of the same name (`@oyna/contracts/schemas`, REQUEST_SCHEMAS), the source of the request
 * type. A name belongs to one domain only: a spread would hide the other (schemas/index.test.ts).
 */
export const ENDPOINTS = {
  ...AUTH_CALLS,
  ...NOTIFICATION_CALLS,
  ...PAYMENT_CALLS,
  ...CMS_CALLS,
  ...CASINO_CALLS,
  ...OPS_CALLS,
  ...ACCOUNT_CALLS,
  ...BONUS_CALLS,
  ...PROTECTION_CALLS,
  ...SPORTS_CALLS,
  ...STAFF_CALLS,
  ...BACKOFFICE_CALLS,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<HttpMethod, string, infer Q, unknown> ? Q : never;
export type ResponseOf<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<HttpMethod, string, unknown, infer R> ? R : never;
export type PathOf<N extends EndpointName> = Endpoints[N]['path'];

/** The names of a path's parameters: 'cms/content/:id' → 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameter names at run time, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/** The endpoint serving a method and path, e.g. to name a route in logs or rate limits. */
export function endpointFor(method: string, path: string): EndpointName | undefined {
  const clean = (
    path
      .replace(/^\/+/, '')
      .replace(/^api\//, '')
      .split('?')[0] ?? ''
  ).replace(/\/+$/, '');
  const names = Object.keys(ENDPOINTS) as EndpointName[];
  return names.find(
    (n) => ENDPOINTS[n].method === method && pathPattern(ENDPOINTS[n].path).test(clean),
  );
}

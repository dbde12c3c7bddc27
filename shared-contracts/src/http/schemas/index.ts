import type { Static, TSchema } from '@sinclair/typebox';
import { ACCOUNT_REQUEST_SCHEMAS } from '../account/schemas';
import { AUTH_REQUEST_SCHEMAS } from '../auth/schemas';
import { BACKOFFICE_REQUEST_SCHEMAS } from '../backoffice/schemas';
import { BONUS_REQUEST_SCHEMAS } from '../bonus/schemas';
import { CASINO_REQUEST_SCHEMAS } from '../casino/schemas';
import { CMS_REQUEST_SCHEMAS } from '../cms/schemas';
import type { EndpointName, RequestOf } from '../endpoints';
import { NOTIFICATION_REQUEST_SCHEMAS } from '../notification/schemas';
import { OPS_REQUEST_SCHEMAS } from '../ops/schemas';
import { PAYMENT_REQUEST_SCHEMAS } from '../payment/schemas';
import { PROTECTION_REQUEST_SCHEMAS } from '../protection/schemas';
import { SPORTS_REQUEST_SCHEMAS } from '../sports/schemas';
import { STAFF_REQUEST_SCHEMAS } from '../staff/schemas';
import type { NoInput } from './formats';

/**
 * `@oyna/contracts/schemas` — the request schemas of the endpoint table, for the api only (the
 * browser never loads them: the root entry imports them as types, and ESLint forbids this entry
 * and @sinclair/typebox outside api/ and shared-contracts/).
 */
export * from './formats';
export * from '../account/schemas';
export * from '../auth/schemas';
export * from '../backoffice/schemas';
export * from '../bonus/schemas';
export * from '../casino/schemas';
export * from '../cms/schemas';
export * from '../notification/schemas';
export * from '../ops/schemas';
export * from '../payment/schemas';
export * from '../protection/schemas';
export * from '../sports/schemas';
export * from '../staff/schemas';

/**
 * The request schema of every entry of ENDPOINTS, by the entry's name: the whole payload (path
 * parameters, query or body). `RequestOf<N>` is `Static` of it (NoInput for NoPayload). Spread
 * from each domain's map in `<domain>/schemas.ts`, which its `calls.ts` is checked against.
 */
export const REQUEST_SCHEMAS = {
  ...AUTH_REQUEST_SCHEMAS,
  ...NOTIFICATION_REQUEST_SCHEMAS,
  ...PAYMENT_REQUEST_SCHEMAS,
  ...CMS_REQUEST_SCHEMAS,
  ...CASINO_REQUEST_SCHEMAS,
  ...OPS_REQUEST_SCHEMAS,
  ...ACCOUNT_REQUEST_SCHEMAS,
  ...BONUS_REQUEST_SCHEMAS,
  ...PROTECTION_REQUEST_SCHEMAS,
  ...SPORTS_REQUEST_SCHEMAS,
  ...STAFF_REQUEST_SCHEMAS,
  ...BACKOFFICE_REQUEST_SCHEMAS,
} as const satisfies Record<EndpointName, TSchema>;

export type RequestSchemas = typeof REQUEST_SCHEMAS;

/** The payload a schema admits as the api's handler receives it (NoPayload → `{}`). */
export type InputOf<N extends EndpointName> = Static<RequestSchemas[N]>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Names whose schema disagrees with the table's request type; must be never. (Checked by the
 * compiler: `schemasMatchTable` below does not compile otherwise.)
 */
export type MismatchedSchemas = {
  [N in EndpointName]: Same<
    InputOf<N>,
    [RequestOf<N>] extends [void] ? Static<typeof NoInput> : RequestOf<N>
  > extends true
    ? never
    : N;
}[EndpointName];

/** Compiles only while every schema is the source of its entry's request type. */
export const schemasMatchTable: [MismatchedSchemas] extends [never] ? true : MismatchedSchemas =
  true;

import {
  ENDPOINTS,
  pathParams,
  type ApiEnvelope,
  type EndpointName,
  type Endpoints,
  type PathOf,
  type PathParamNames,
  type ResponseOf,
} from '@oyna/contracts';
import { REQUEST_SCHEMAS, type InputOf } from '@oyna/contracts/schemas';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { envelopeOf, type Outcome } from './envelope';

/** Every call lives under /api (nginx proxies /api/ unchanged; spec §7: the api segment). */
export const API_PREFIX = '/api';

type ParamKeys<N extends EndpointName> = PathParamNames<PathOf<N>> & keyof InputOf<N>;

/** How fastify sees a call's input: path parameters apart, the rest as query (GET) or body. */
export interface RouteTypes<N extends EndpointName> {
  Params: Pick<InputOf<N>, ParamKeys<N>>;
  Querystring: Endpoints[N]['method'] extends 'GET' ? Omit<InputOf<N>, ParamKeys<N>> : unknown;
  Body: Endpoints[N]['method'] extends 'POST' ? Omit<InputOf<N>, ParamKeys<N>> : unknown;
}

export type RouteRequest<N extends EndpointName> = FastifyRequest<RouteTypes<N>>;

/**
 * What a handler answers: an Outcome of the table's response type (rendered as the envelope in
 * the request's locale), or the envelope itself when it must say success false with data (health).
 */
export type RouteAnswer<N extends EndpointName> =
  Outcome<ResponseOf<N>> | ApiEnvelope<ResponseOf<N>>;

export type RouteHandler<N extends EndpointName> = (
  request: RouteRequest<N>,
  reply: FastifyReply,
) => Promise<RouteAnswer<N>>;

/** The request schema of a call, split as fastify validates it. */
function schemaOf(name: EndpointName): FastifySchema {
  const def = ENDPOINTS[name];
  const schema: TSchema = REQUEST_SCHEMAS[name];
  const params = pathParams(def.path);
  const input = params.length > 0 ? Type.Omit(schema, params) : schema;
  return {
    ...(params.length > 0 ? { params: Type.Pick(schema, params) } : {}),
    ...(def.method === 'GET' ? { querystring: input } : { body: input }),
  };
}

/**
 * Whether the table's entry is served by this app: devOnly entries outside production; admin
 * entries in production (staff log in: api/README.md › Admin calls) and elsewhere with ADMIN_TOKEN
 * (its development default `oyna-dev-admin`; a test without it has no admin calls).
 */
function isServed(app: FastifyInstance, name: EndpointName): boolean {
  const def = ENDPOINTS[name];
  const production = app.config.nodeEnv === 'production';
  if ('devOnly' in def && def.devOnly && production) return false;
  if (def.access === 'admin' && !production && !app.config.adminToken) return false;
  return true;
}

export interface ServeOptions<N extends EndpointName> {
  /**
   * The 200 answer's schema, envelope included, for a call hot enough that fast-json-stringify
   * should write it. Typed so that it names every field of the table's response: the serializer
   * drops whatever the schema does not name.
   */
  response?: TSchema & { static: ApiEnvelope<ResponseOf<N>> };
}

function isEnvelope<T>(answer: Outcome<T> | ApiEnvelope<T>): answer is ApiEnvelope<T> {
  return 'success' in answer;
}

/**
 * Registers one call of the endpoint table (api/README.md › Add a call): method and url from
 * the entry, the request schema of the same name from @oyna/contracts/schemas (so request.body,
 * query and params are typed by it), the entry's guard as an onRequest hook — before the body
 * is read, so a protected call without a session is a 401 whatever it carries — and the handler
 * bound to the table's response type; admin calls also get their one audit record (plugins/auth.ts)
 * before the answer leaves. devOnly entries do not exist in production, admin entries outside
 * production not without ADMIN_TOKEN.
 */
export function serve<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: RouteHandler<N>,
  options: ServeOptions<N> = {},
): void {
  if (!isServed(app, name)) return;
  const def = ENDPOINTS[name];
  const admin = def.access === 'admin';
  const guard =
    def.access === 'player'
      ? app.authenticate
      : admin
        ? (request: FastifyRequest) => app.requireAdmin(request, name)
        : undefined;
  app.route<RouteTypes<N>>({
    method: def.method,
    url: `${API_PREFIX}/${def.path}`,
    schema: {
      ...schemaOf(name),
      ...(options.response ? { response: { 200: options.response } } : {}),
    },
    ...(guard ? { onRequest: guard } : {}),
    ...(admin
      ? {
          onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            await app.auditAdminCall(request, reply, name);
            return payload;
          },
        }
      : {}),
    handler: async (request, reply) => {
      const answer = await handler(request, reply);
      return isEnvelope(answer) ? answer : envelopeOf(request.locale, answer);
    },
  });
}

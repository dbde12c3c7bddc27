import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<
  NonNullable<
    NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
  >['buildValidator']
>;
type PoolOptions = NonNullable<Parameters<typeof pool>[1]>;
type RouteCompiler = FastifySchemaCompiler<unknown>;

/** fastify's own pool of ajv instances, one per set of options (@fastify/ajv-compiler). */
const pool = AjvCompiler();

/** A compiler of the pool; its typings name the bare ajv call, fastify hands it the route. */
function compilerOf(
  externalSchemas: Parameters<typeof pool>[0],
  options: PoolOptions,
): RouteCompiler {
  return pool(externalSchemas, options) as unknown as RouteCompiler;
}

/**
 * fastify's validators, split by where the input travels (ARCHITECTURE.md › api: every body and
 * query is validated by a schema; a bad one is a 400 that changes nothing).
 *
 * - A JSON **body** is validated strictly, without type coercion: JSON carries numbers, booleans
 *   and lists as themselves, so `"Amount":"50"`, `"stake":[50]`, `true` or `null` where a number
 *   belongs is a wrong type (a 400 naming the field), never a ₺50 payment or bet.
 * - The **query string, path parameters and headers** are text by nature and keep fastify's
 *   coercion ('array': "5" → 5, one value → a one-item list).
 *
 * Both keep the rest of fastify's ajv defaults (useDefaults, removeAdditional, formats) and the
 * app's own options (@oyna/contracts/schemas › AJV_OPTIONS).
 */
export const buildValidator = ((
  externalSchemas: Parameters<typeof pool>[0],
  options: PoolOptions = {},
) => {
  const coercing = compilerOf(externalSchemas, options);
  const strict = compilerOf(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  } as PoolOptions);
  const compile: RouteCompiler = (route) =>
    route.httpPart === 'body' ? strict(route) : coercing(route);
  return compile;
}) as unknown as ValidatorFactory;

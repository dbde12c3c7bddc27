import '../test/native-modules';
import fc from 'fast-check';
import { sql } from 'kysely';
import { ENDPOINTS, endpointRequest, pathParams, type EndpointName } from '@oyna/contracts';
import { REQUEST_SCHEMAS } from '@oyna/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { startApp, type Harness } from '../test/app-harness';
import { BACKENDS } from '../test/backends';
import { register } from '../test/players';
import { sample } from '../test/schema-cases';
import { API_PREFIX } from './route';
import { loadTestEnvironment } from '../config';

/**
 * Property-based fuzzing of every served call of the endpoint table (ARCHITECTURE.md › api:
 * every bad input is a 4xx with the envelope, never a 5xx, and changes nothing). Each call gets
 * payloads generated from its own schema that the schema must refuse: a field of the wrong type,
 * a required field missing, an over-long unicode text, `__proto__`/`constructor` keys on top of
 * a bad field, a body that is not JSON, a body over the limit. Seeded, so a failure replays.
 */
const ADMIN_TOKEN = 'fuzz-admin';
const SEED = 20261123;
const RUNS = loadTestEnvironment().fuzzRuns;

interface Schema {
  type?: string;
  anyOf?: Schema[];
  enum?: readonly unknown[];
  default?: unknown;
  maxLength?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}

/**
 * Anything a JSON body may carry where a number belongs that is no number: numeric text in every
 * spelling ("50", "-0.01", "1e3", " 7 ", "NaN", "Infinity"), a list of one number or of text, an
 * object, a boolean, null (unless the field may be null). A body is validated without coercion
 * (lib/request-validation.ts), so each is refused: `"Amount":"50"` is no ₺50.
 */
function notANumber(nullable: boolean, valid: number): fc.Arbitrary<unknown> {
  const numericText = fc.oneof(
    // The field's own valid value as text, padded, in exponent form: all a number once coerced.
    fc.constantFrom(String(valid), ` ${valid} `, `${valid}e0`, `${valid}.0`),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    fc.integer().map(String),
    fc.integer({ min: 0, max: 1000 }).map((n) => ` ${n} `),
    fc.integer({ min: 1, max: 9 }).map((n) => `${n}e3`),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '', '0x10', '1_000'),
  );
  return fc.oneof(
    numericText,
    fc.constant([valid]),
    fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 1 }),
    fc.array(numericText, { minLength: 1, maxLength: 2 }),
    fc.boolean(),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
    ...(nullable ? [] : [fc.constant(null)]),
  );
}

const nullable = (schema: Schema) => schema.anyOf?.some((s) => s.type === 'null') ?? false;

/** The number schema of a field that is a number, or a number or null. */
function numberOf(schema: Schema): Schema | undefined {
  if (schema.type === 'integer' || schema.type === 'number') return schema;
  return schema.anyOf?.find((s) => s.type === 'integer' || s.type === 'number');
}

/**
 * A value that is surely not of `schema`'s type, so that the call must refuse it. A JSON body is
 * validated as it is; in a query string everything is text and Fastify coerces it (coerceTypes
 * 'array': "1" may become a number), so only what stays wrong as text is generated there.
 */
function wrongType(schema: Schema, post: boolean): fc.Arbitrary<unknown> {
  const letters = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
    .filter((t) => /\p{L}/u.test(t) && !/^(true|false)$/i.test(t.trim()));
  const others: fc.Arbitrary<unknown>[] = [];
  const number = numberOf(schema);
  if (post && number && !number.enum) {
    others.push(notANumber(nullable(schema), Number(sample(number))));
  }
  if (post) {
    others.push(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.integer(), {
        minKeys: 1,
        maxKeys: 3,
      }),
    );
    // A list of numbers is wrong for a scalar; for a list of texts it is coerced item by item.
    if (schema.type !== 'array') {
      others.push(fc.array(fc.integer(), { minLength: 2, maxLength: 4 }));
    }
  }
  if (schema.enum) {
    others.push(letters.filter((t) => !schema.enum?.includes(t)));
  } else if (schema.type === 'integer' || schema.type === 'number') {
    others.push(letters);
    if (schema.type === 'integer') others.push(fc.double({ min: 0.001, max: 0.999, noNaN: true }));
    others.push(fc.constantFrom(2 ** 31, 1e20, -1e20, Number.MAX_SAFE_INTEGER + 2));
  } else if (schema.type === 'boolean') {
    others.push(letters);
  } else if (schema.type === 'string' && schema.maxLength !== undefined) {
    const n = schema.maxLength + 1;
    others.push(
      fc
        .string({ unit: 'grapheme', minLength: n, maxLength: n + 50 })
        .filter((t) => t.length > (schema.maxLength ?? 0)),
    );
  }
  return others.length > 0 ? fc.oneof(...others) : fc.constant(undefined);
}

type Case =
  | { kind: 'field'; key: string; value: unknown; proto: boolean }
  | { kind: 'missing'; key: string }
  | { kind: 'raw'; text: string }
  | { kind: 'huge' };

function cases(schema: Schema, post: boolean): fc.Arbitrary<Case> {
  const props = Object.entries(schema.properties ?? {}).filter(
    ([, s]) =>
      s.type !== 'object' && (post || s.enum || s.type !== 'string' || s.maxLength !== undefined),
  );
  // A field the (path-parameter-free) properties no longer name is not the body's to miss.
  const required = (schema.required ?? []).filter(
    (k) => schema.properties?.[k] !== undefined && schema.properties[k]?.default === undefined,
  );
  const options: fc.Arbitrary<Case>[] = [];
  if (props.length > 0) {
    options.push(
      fc.constantFrom(...props).chain(([key, s]) =>
        fc.record({
          kind: fc.constant('field' as const),
          key: fc.constant(key),
          value: wrongType(s, post),
          proto: fc.boolean(),
        }),
      ),
    );
  }
  // A JSON body's numbers (money above all) as anything but a number, in runs of their own.
  const numbers = post ? props.filter(([, s]) => numberOf(s) && !numberOf(s)?.enum) : [];
  if (numbers.length > 0) {
    options.push(
      fc.constantFrom(...numbers).chain(([key, s]) =>
        fc.record({
          kind: fc.constant('field' as const),
          key: fc.constant(key),
          value: notANumber(nullable(s), Number(sample(numberOf(s) ?? {}))),
          proto: fc.constant(false),
        }),
      ),
    );
  }
  if (required.length > 0) {
    options.push(
      fc.record({ kind: fc.constant('missing' as const), key: fc.constantFrom(...required) }),
    );
  }
  if (post) {
    options.push(
      fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 50 }).filter((s) => {
            try {
              JSON.parse(s);
              return false;
            } catch {
              return true;
            }
          }),
          fc.constantFrom('{"a":', '{"__proto__":{"x":1}', '[1,2', "{'a':1}", 'null x'),
        ),
      }),
      fc.constant({ kind: 'huge' as const }),
    );
  }
  return fc.oneof(...options);
}

/**
 * Tables that record tries rather than state: the throttles' counters, and the audit, which keeps
 * one record of every admin call made with a credential, refused input included (api/README.md ›
 * The audit).
 */
async function snapshot(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = await sql<{ t: string }>`select table_name as t from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      and table_name not in ('throttle_hit', 'audit_log')`.execute(app.db);
  const counts: Record<string, number> = {};
  for (const { t } of tables.rows) {
    const r = await sql<{ n: string }>`select count(*) as n from ${sql.table(t)}`.execute(app.db);
    counts[t] = Number(r.rows[0]?.n);
  }
  const money = await sql<{
    s: string;
  }>`select coalesce(sum(balance_minor), 0) as s from wallet`.execute(app.db);
  counts['Σ wallet.balance_minor'] = Number(money.rows[0]?.s);
  return counts;
}

describe.each(BACKENDS)('fuzzing every call on %s', (_name, backend) => {
  let h: Harness;
  let token = '';
  beforeAll(async () => {
    h = await startApp(backend, {
      adminToken: ADMIN_TOKEN,
      rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    });
    token = (await register(h.app)).token;
  });
  afterAll(() => h.close());

  const served = () =>
    (Object.keys(ENDPOINTS) as EndpointName[]).filter((n) => {
      const def = ENDPOINTS[n];
      return (
        n !== 'logout' && h.app.hasRoute({ method: def.method, url: `${API_PREFIX}/${def.path}` })
      );
    });

  it('answers every generated bad input 4xx with the envelope and changes nothing', async () => {
    const names = served();
    expect(names.length).toBeGreaterThan(10);
    const before = await snapshot(h.app);
    const failures: string[] = [];
    let sent = 0;
    let fuzzed = 0;
    for (const name of names) {
      const def = ENDPOINTS[name];
      const schema = REQUEST_SCHEMAS[name] as Schema;
      const params = pathParams(def.path);
      const post = def.method === 'POST';
      // Path parameters stay valid (a bad one is a 404 of another url, not a body to judge).
      const props = {
        ...schema,
        properties: Object.fromEntries(
          Object.entries(schema.properties ?? {}).filter(([k]) => !params.includes(k)),
        ),
      };
      if (!post && Object.keys(props.properties).length === 0) continue;
      const headers: Record<string, string> = {
        ...(def.access === 'player' ? { authorization: `Bearer ${token}` } : {}),
        ...(def.access === 'admin' ? { 'x-admin-token': ADMIN_TOKEN } : {}),
      };
      fuzzed += 1;
      await fc
        .assert(
          fc.asyncProperty(cases(props, post), async (c) => {
            const base = sample(schema) as Record<string, unknown>;
            let payload: unknown = base;
            if (c.kind === 'field') {
              payload = { ...base, [c.key]: c.value };
              if (c.proto)
                payload = JSON.parse(
                  `{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},${JSON.stringify(payload).slice(1)}`,
                );
            } else if (c.kind === 'missing') {
              payload = Object.fromEntries(Object.entries(base).filter(([k]) => k !== c.key));
            }
            const target = endpointRequest(def, payload as never);
            const query = new URLSearchParams();
            for (const [k, v] of Object.entries(target.query ?? {}))
              query.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
            const search = query.toString();
            const url = `${API_PREFIX}/${target.path}${search ? `?${search}` : ''}`;
            const raw =
              c.kind === 'raw'
                ? c.text
                : c.kind === 'huge'
                  ? JSON.stringify({ x: 'a'.repeat(300 * 1024) })
                  : JSON.stringify(target.body ?? {});
            sent += 1;
            const res = await h.app.inject({
              method: def.method,
              url,
              headers: { ...headers, ...(post ? { 'content-type': 'application/json' } : {}) },
              ...(post ? { payload: raw } : {}),
            });
            let body: { success?: unknown; message?: unknown };
            try {
              body = res.json();
            } catch {
              body = {};
            }
            const ok =
              res.statusCode >= 400 &&
              res.statusCode < 500 &&
              body.success === false &&
              typeof body.message === 'string' &&
              body.message.length > 0;
            if (!ok)
              failures.push(
                `${name} ${JSON.stringify(c).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
            return ok;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) => failures.push(`${name}: ${String(error).slice(0, 300)}`));
    }
    expect(failures).toEqual([]);
    // Every fuzzed call got its runs (a generator that produced nothing would prove nothing).
    expect(sent).toBe(fuzzed * RUNS);
    expect(fuzzed).toBeGreaterThan(10);
    // Nothing changed: row counts of every table and the money in the wallets.
    expect(await snapshot(h.app)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // ~60 s alone; three times that on a 2-core runner shared with another jest worker
  }, 300_000);
});

import { TEXT_MAX, TEXT_PATTERN } from '@oyna/contracts/schemas';

/**
 * Walks the request schemas of @oyna/contracts/schemas (plain JSON schema at run time) to build a
 * payload that passes them and, for every field, the bad values of each class the formats must
 * refuse — so that the bad-input test iterates over the table instead of hand-listing routes.
 */
interface Schema {
  type?: string;
  enum?: readonly unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  examples?: unknown[];
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
}

export type Path = (string | number)[];

/** A value the schema accepts (defaults, minimums, the first enum value, one list item). */
export function sample(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  // A format whose shape no run of 'a's has (a host name) names an example of itself.
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sample(schema.items ?? {}),
      );
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 0));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Every leaf field of a schema (through objects and the first item of lists) with its schema. */
export function leaves(schema: Schema, path: Path = []): [Path, Schema][] {
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, s]) => leaves(s, [...path, key]));
  }
  if (schema.type === 'array' && schema.items) return leaves(schema.items, [...path, 0]);
  return path.length > 0 ? [[path, schema]] : [];
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: Path, field: unknown): unknown {
  if (path.length === 0) return field;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, i) => (i === head ? withField(item, rest, field) : item));
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [String(head)]: withField(record[String(head)], rest, field) };
}

/** Where a field travels: a JSON body, or text in the URL (query string, path). */
export type Carrier = 'body' | 'url';

export interface BadValue {
  /** The class of bad input, for the test's name. */
  name: string;
  value: unknown;
  /** The api message key and values the answer must end with (after "<label>: "). */
  message: [string, Record<string, string | number>];
}

/**
 * What a JSON body may carry where a number belongs and still is no number: numeric text in its
 * many spellings, a one-item list, an object, a boolean, null. Fastify's default coercion made
 * `"50"` and `[50]` a ₺50 payment; a body is validated without coercion (lib/request-validation).
 */
export const NOT_NUMBERS: readonly [string, unknown][] = [
  ['numeric text "50"', '50'],
  ['numeric text "0.01"', '0.01'],
  ['exponent text "1e3"', '1e3'],
  ['text "NaN"', 'NaN'],
  ['text "Infinity"', 'Infinity'],
  ['empty text', ''],
  ['a one-item list [50]', [50]],
  ['a list of text ["50"]', ['50']],
  ['an object', { n: 1 }],
  ['true', true],
  ['false', false],
  ['null', null],
];

/** The number schema inside a field that is a number or null (a limit that may be removed). */
export function numberOf(schema: Schema): Schema | undefined {
  if (schema.type === 'integer' || schema.type === 'number') return schema;
  return schema.anyOf?.find((s) => s.type === 'integer' || s.type === 'number');
}

/** The bad values of each class that apply to a field. */
export function badValues(schema: Schema, carrier: Carrier): BadValue[] {
  const out: BadValue[] = [];
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const nullable = schema.anyOf?.some((s) => s.type === 'null') ?? false;
  const number = numberOf(schema);
  if (carrier === 'body' && number && !number.enum) {
    for (const [name, value] of NOT_NUMBERS) {
      if (value === null && nullable) continue;
      out.push({ name: `a number as ${name}`, value, message: ['validation.number', {}] });
    }
  }
  if (schema.enum) {
    out.push({
      name: 'a value outside the list',
      value: schema.type === 'string' ? 'not-in-the-list' : 99,
      message: ['validation.oneOf', {}],
    });
  } else if (numeric && schema.maximum !== undefined) {
    const max = { max: schema.maximum };
    out.push(
      { name: 'one above the maximum', value: schema.maximum + 1, message: ['api.tooLarge', max] },
      { name: '1e20', value: 1e20, message: ['api.tooLarge', max] },
    );
    if (carrier === 'url') {
      out.push({ name: 'Infinity (1e400)', value: '1e400', message: ['validation.number', {}] });
    }
    out.push({
      name: 'a wrong type',
      value: carrier === 'url' ? 'abc' : { n: 1 },
      message: ['validation.number', {}],
    });
  } else if (schema.type === 'string') {
    const text = schema.pattern === TEXT_PATTERN;
    const character = text ? 'api.forbiddenCharacter' : 'server.badFormat';
    const maxLength = schema.maxLength ?? TEXT_MAX.page;
    out.push(
      { name: 'a NUL character', value: 'ab\u0000cd', message: [character, {}] },
      {
        name: 'an over-long text',
        value: 'a'.repeat(maxLength + 1),
        message: ['validation.maxLength', { max: maxLength }],
      },
    );
    if (carrier === 'body') {
      out.push(
        { name: 'a lone high surrogate', value: 'ab\ud800cd', message: [character, {}] },
        { name: 'a lone low surrogate', value: '\udc00', message: [character, {}] },
        { name: 'a wrong type', value: { text: 'x' }, message: ['server.wrongType', {}] },
      );
    }
  } else if (schema.type === 'boolean' && carrier === 'body') {
    out.push({ name: 'a wrong type', value: { yes: true }, message: ['server.wrongType', {}] });
  }
  return out;
}

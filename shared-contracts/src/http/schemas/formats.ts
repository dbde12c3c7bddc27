import {
  Type,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';

/**
 * The one place that bounds what a request may carry (ARCHITECTURE.md › api: every body and query
 * is validated by a schema; a bad one is a 400 with a readable message, never a 500). Every request
 * schema is built from these formats, so no integer the database cannot hold, no number beyond a
 * sane amount and no text the database cannot store ever reaches a query.
 *
 * These are the schemas' bounds, not the form rules: the §5 rules (lengths, digits only, matching
 * passwords) stay in ../../validation, which the forms and the api's services share, so that both
 * answer in the form's own words. The caps here sit above every §5 limit.
 */

/** Largest value of a Postgres `integer` (ids, counts, sort keys). */
export const INT_MAX = 2_147_483_647;
/** How far a list may be paged (`skip`): far beyond any real list, far below INT_MAX. */
export const SKIP_MAX = 1_000_000;
/** The largest amount (two-decimal lira) any call accepts; kuruş of it still fit a bigint easily. */
export const AMOUNT_MAX = 1_000_000_000;
/** Amounts have at most two decimals (kuruş, ARCHITECTURE.md › api money). */
export const AMOUNT_STEP = 0.01;

/** Caps of the texts the calls take, by kind (each above the §5 maximum of its fields). */
export const TEXT_MAX = {
  /** Names, usernames, codes, phone numbers, e-mail addresses, game codes. */
  field: 200,
  /** Slider slugs. */
  slug: 60,
  /** Passwords: long passphrases are fine, megabytes to hash are not. */
  secret: 500,
  /** A call request's message and other short free texts. */
  message: 1000,
  /** Titles of notifications, promotions and pages. */
  title: 200,
  /** A notification's note. */
  note: 2000,
  /** Links and picture addresses. */
  url: 500,
  /** Promotion descriptions (HTML). */
  html: 20_000,
  /** Static page bodies (HTML). */
  page: 100_000,
} as const;

/**
 * No NUL (Postgres text cannot hold it) and no lone UTF-16 surrogate (not a character; it cannot
 * be stored as UTF-8). Checked with the `u` flag (ajv's default `unicodeRegExp`), under which a
 * surrogate pair is one code point outside the class, so emoji and every other character pass.
 */
export const TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';

/**
 * The ajv options the api validates with: `multipleOfPrecision` makes `multipleOf: 0.01` exact
 * for two-decimal amounts up to AMOUNT_MAX (without it 0.07 fails, as 0.07 / 0.01 is not an
 * integer in binary floating point), while a third decimal is still refused.
 */
export const AJV_OPTIONS = { multipleOfPrecision: 4 } as const;

type Options = Record<string, unknown>;

/**
 * Refuses ±Infinity that arrives as text. ajv's string-to-number coercion (query strings, path
 * parameters) turns '1e400' into Infinity after its type check and then skips every number
 * keyword (minimum, maximum) for a value that is not finite; checking the type once more after
 * the coercion refuses it ("Enter a valid number"). A JSON body cannot carry Infinity at all.
 */
const finite = (type: 'integer' | 'number') => ({ allOf: [{ type }] });

/** A database id: an integer from 1 to INT_MAX. */
export const Id = (options: Options = {}) =>
  Type.Integer({ minimum: 1, maximum: INT_MAX, ...finite('integer'), ...options });

/** A whole number from `minimum` (0 by default) to `maximum` (a sort key, a step, a count). */
export const Int = (maximum: number, options: Options = {}) =>
  Type.Integer({ minimum: 0, maximum, ...finite('integer'), ...options });

/** How many rows to skip in a paged list. */
export const Skip = (options: Options = {}) => Int(SKIP_MAX, options);

/** How many rows to return: 1 to `maximum` (the page size of the call). */
export const Take = (maximum: number, options: Options = {}) =>
  Type.Integer({ minimum: 1, maximum, ...finite('integer'), ...options });

/**
 * Any other number (a payment detail's Int, Long or Decimal field): finite and within the range a
 * JS number holds exactly as an integer.
 */
export const SafeNumber = (options: Options = {}) =>
  Type.Number({
    minimum: -Number.MAX_SAFE_INTEGER,
    maximum: Number.MAX_SAFE_INTEGER,
    ...finite('number'),
    ...options,
  });

/** An amount in lira: finite, 0 to AMOUNT_MAX, at most two decimals. */
export const Amount = (options: Options = {}) =>
  Type.Number({
    minimum: 0,
    maximum: AMOUNT_MAX,
    multipleOf: AMOUNT_STEP,
    ...finite('number'),
    ...options,
  });

/** Text of at most `maxLength` characters with nothing the database cannot store. */
export const Text = (maxLength: number, options: Options = {}) =>
  Type.String({ maxLength, pattern: TEXT_PATTERN, ...options });

/** A yes/no flag. */
export const Flag = (options: Options = {}) => Type.Boolean(options);

/**
 * One of a fixed list of values (an enum of spec §3, a step), as one `enum` keyword so that a
 * wrong value gets one clear message ("Select a valid option").
 */
export function OneOf<const V extends number | string>(
  values: readonly V[],
  options: Options = {},
): TUnsafe<V> {
  const type = values.every((v) => typeof v === 'string') ? 'string' : 'integer';
  return Type.Unsafe<V>({ type, enum: [...values], ...options });
}

/** A list of at most `maxItems` items. */
export const List = <T extends TSchema>(item: T, maxItems: number, options: Options = {}) =>
  Type.Array(item, { maxItems, ...options });

/**
 * A request body or query: properties not named are removed before the handler sees them (the
 * api's ajv runs with removeAdditional), so nothing unvalidated slips through.
 */
export const Input = <P extends TProperties>(properties: P): TObject<P> =>
  Type.Object(properties, { additionalProperties: false });

/** The input of a call that takes none: any query or body is ignored. */
export const NoInput = Input({});
export type NoInput = Static<typeof NoInput>;

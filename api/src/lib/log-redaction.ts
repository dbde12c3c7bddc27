import pino from 'pino';

/**
 * Request lines in the log never carry a credential: the hub's browsers send their token as
 * `?access_token=` (the WebSocket API has no headers), so the url is logged with that value
 * replaced, like the authorization header pino already redacts (api/README.md › Logs).
 */
const SECRET_PARAMS = /([?&](?:access_token|token|id)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's default request serializer with the url redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What pino replaces with "[Redacted]" wherever it is logged (api/README.md › Logs): credentials
 * (the Authorization header, cookies, the admin token, tokens and passwords in any logged
 * object), the gateway's signatures, and card data — PCI DSS 3.3, 3.4 and 10.3: a card number or
 * a CVC never reaches a log, even at debug level.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-token"]',
  'req.headers["x-oyna-signature"]',
  'res.headers["set-cookie"]',
  ...[
    'authorization',
    'signature',
    'token',
    'accessToken',
    'refreshToken',
    'card_token',
    'password',
    'CardNo',
    'cardNumber',
    'pan',
    'cvc',
    'cvv',
    'CVC',
    'CVV',
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  // The hosted card page's form fields (`number`, `expiry`, `holder`) wherever a body is logged.
  ...['number', 'expiry', 'holder'].flatMap((key) => [`body.${key}`, `*.body.${key}`]),
];

type Stringifier = (value: unknown, safe?: unknown) => string | undefined;
interface LoggerInternals {
  [key: symbol]: unknown;
}

/** Each path's segments, as pino splits them (`req.headers["x-admin-token"]` → 3 segments). */
function segmentsOf(path: string): string[] {
  return [...path.matchAll(/[^.[\]]+|\[([^[\]]*?)\]/g)].map((m) =>
    (m[1] ?? m[0]).replace(/^(["'`])(.*)\1$/, '$2'),
  );
}

/**
 * The same redaction, without its cost on the values that have nothing to redact. pino's
 * redaction (@pinojs/redact) re-parses and walks every path for every value a line carries — the
 * request id, a player id, a status, the serialised request — on the two request lines and the
 * bindings of every call: a third of the balance poll's time at info (bench/README.md › api
 * user/balance). A path can only match a value that holds, within the paths' depth, a property
 * named like one of the paths' segments (pino looks each up with `in`, the wildcards walk the
 * enumerable keys); a value without one — a number, a string, `{ statusCode }` — is written as
 * the library would write it after finding nothing (pino's own stringify), and any other value
 * still goes through the library, so what is censored, and how, does not change. The stringifiers
 * are pino's own (`pino.symbols`), shared by every child logger through its prototype; a key the
 * paths censor whole (a one-segment path) is left as it is.
 */
export function skipCleanValues(logger: object, paths: readonly string[]): void {
  const internals = logger as LoggerInternals;
  const { stringifiersSym, wildcardFirstSym, stringifySym, stringifySafeSym } = pino.symbols;
  const stringifiers = internals[stringifiersSym] as Record<string | symbol, Stringifier>;
  const stringify = internals[stringifySym] as Stringifier;
  const stringifySafe = internals[stringifySafeSym];
  const split = paths.map(segmentsOf);
  const names = [...new Set(split.flat().filter((s) => s !== '*'))];
  const depth = Math.max(...split.map((s) => s.length));
  const wholeKeys = new Set(split.filter((s) => s.length === 1).map((s) => s[0]));

  const mayMatch = (value: unknown, level: number): boolean => {
    if (value === null || typeof value !== 'object') return false;
    for (const name of names) if (name in value) return true;
    if (level + 1 >= depth) return false;
    for (const key in value) {
      if (mayMatch((value as Record<string, unknown>)[key], level + 1)) return true;
    }
    return false;
  };
  const guard =
    (redact: Stringifier): Stringifier =>
    (value, safe) =>
      mayMatch(value, 0) ? redact(value, safe) : stringify(value, stringifySafe);

  for (const key of [...Object.keys(stringifiers), wildcardFirstSym]) {
    const redact = stringifiers[key];
    if (typeof redact !== 'function' || (typeof key === 'string' && wholeKeys.has(key))) continue;
    stringifiers[key] = guard(redact);
  }
}

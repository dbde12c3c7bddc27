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

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

import type { FastifyInstance } from 'fastify';
import type { GatewayCallbacks } from './callbacks';
import { SIGNATURE_HEADER } from './gateway/signature';

/** Where the gateway posts its signed callbacks (server to server, outside the endpoint table). */
export const CALLBACK_PATH = '/api/payments/gateway/callback';

/** The gateway's signed callback, verified over its raw bytes (callbacks.ts). */
export function callbackRoute(app: FastifyInstance, callbacks: GatewayCallbacks): void {
  // This encapsulated scope keeps JSON as a string, so the signature is checked over the bytes.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Body: string }>(CALLBACK_PATH, async (request) => {
      const header = request.headers[SIGNATURE_HEADER];
      const raw = typeof request.body === 'string' ? request.body : '';
      const outcome = await callbacks.callback(
        raw,
        typeof header === 'string' ? header : undefined,
      );
      const { envelopeOf } = await import('../../lib/envelope');
      return envelopeOf(request.locale, outcome);
    });
  });
}

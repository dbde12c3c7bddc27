import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../lib/route';
import { principalOf } from '../../plugins/auth';
import { SIGNATURE_HEADER } from './gateway/signature';
import type { PaymentService } from './service';

/** Where the gateway posts its signed callbacks (server to server, outside the endpoint table). */
export const CALLBACK_PATH = '/api/payments/gateway/callback';

/**
 * The site's public origin as the browser sees it. A proxy that forwards `Host` without its port
 * (nginx's `$host`) would lose it, so the request's `Origin` is taken when it names the same
 * host; otherwise the protocol and host of the request (behind trusted proxies: X-Forwarded-*).
 * Deployments set PAYMENT_GATEWAY_PUBLIC_URL for the gateway page itself.
 */
export function siteOrigin(request: FastifyRequest): string {
  const fallback = `${request.protocol}://${request.host}`;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return fallback;
  try {
    const url = new URL(origin);
    const host = new URL(fallback).hostname;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === host) {
      return url.origin;
    }
  } catch {
    // not a URL: the request's own origin
  }
  return fallback;
}

/** spec §7 payment calls, the method lists and the cashier's admin calls. */
export function paymentRoutes(app: FastifyInstance, payments: PaymentService): void {
  serve(app, 'getPaymentMethods', async (request) => ({
    data: await payments.methods(request.body.type, request.locale),
  }));
  serve(app, 'getPaymentDetail', async (request) => ({
    data: await payments.detail(request.body.id, request.body.type),
  }));
  serve(app, 'deposit', async (request) =>
    payments.deposit(principalOf(request), request.body, {
      origin: siteOrigin(request),
      locale: request.locale,
    }),
  );
  serve(app, 'withdraw', async (request) =>
    payments.withdraw(principalOf(request), request.body, request.locale),
  );
  serve(app, 'adminPayments', async (request) => ({ data: await payments.list(request.query) }));
  serve(app, 'adminApprovePayment', async (request) => payments.approve(request.body));
  serve(app, 'adminRejectPayment', async (request) => payments.reject(request.body));
  serve(app, 'adminPaymentRefunds', async (request) => ({
    data: await payments.refunds(request.query.limit),
  }));
  serve(app, 'adminRetryRefund', async (request) => payments.retryRefund(request.body));
  serve(app, 'adminBalancesOwed', async (request) => ({
    data: await payments.balancesOwed(request.query.limit),
  }));
  serve(app, 'adminPayOutOwed', async (request) => payments.payOutOwed(request.body));

  // The callback is verified over its raw bytes: this encapsulated scope keeps JSON as a string.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Body: string }>(CALLBACK_PATH, async (request) => {
      const header = request.headers[SIGNATURE_HEADER];
      const raw = typeof request.body === 'string' ? request.body : '';
      const outcome = await payments.callback(raw, typeof header === 'string' ? header : undefined);
      const { envelopeOf } = await import('../../lib/envelope');
      return envelopeOf(request.locale, outcome);
    });
  });
}

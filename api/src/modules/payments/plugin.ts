import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadPaymentsConfig } from './config';
import { BuiltInGateway } from './gateway/builtin';
import { gatewayPage } from './gateway/page';
import { PaymentQueries } from './queries';
import { CALLBACK_PATH, paymentRoutes } from './routes';
import { PaymentService } from './service';

/** How often hosted deposits and gateway sessions past their time are expired. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * The payments domain (spec §2, §3, §7, §8) and the built-in payment gateway's page at
 * /provider/pay. Another gateway is one class implementing `PaymentGateway`, chosen here.
 */
async function paymentsModule(app: FastifyInstance): Promise<void> {
  const config = app.config.payments ?? loadPaymentsConfig({}, false);
  const gateway = new BuiltInGateway(app.db, {
    publicUrl: config.gatewayPublicUrl,
    sessionTtlSeconds: config.sessionTtlSeconds,
  });
  const payments = new PaymentService({
    db: app.db,
    queries: new PaymentQueries(app.db),
    wallets: app.platform.wallets,
    notifications: app.platform.notifications,
    protection: app.platform.protection,
    gateway,
    outbox: app.platform.outbox,
    config,
    log: app.log,
  });
  app.decorate('payments', payments);
  paymentRoutes(app, payments);

  // The gateway's signed callback: over HTTP when PAYMENT_CALLBACK_URL is set (the gateway
  // deployed alone), else delivered to this api in-process — through the same verification.
  const deliver = async (raw: string, signature: string): Promise<number> => {
    const headers = { 'content-type': 'application/json', 'x-oyna-signature': signature };
    if (config.callbackUrl) {
      const response = await fetch(config.callbackUrl, { method: 'POST', headers, body: raw });
      return response.status;
    }
    const response = await app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers,
      payload: raw,
    });
    return response.statusCode;
  };
  await app.register(
    async (scope) => gatewayPage(scope, { db: app.db, secret: config.gatewaySecret, deliver }),
    { prefix: '/provider/pay' },
  );

  let sweeper: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await gateway.expireSessions();
      await payments.expire();
    } catch (error) {
      app.log.error({ err: error }, 'payment expiry sweep');
    }
  };
  app.addHook('onReady', async () => {
    if (app.config.nodeEnv === 'test') return;
    sweeper = setInterval(() => void sweep(), EXPIRY_SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain's service (tests and the expiry sweep). */
    payments: PaymentService;
  }
}

/** Not encapsulated, so that `app.payments` (the expiry sweep) is reachable by ops and tests. */
export default fp(paymentsModule, { name: 'payments', dependencies: ['platform'] });

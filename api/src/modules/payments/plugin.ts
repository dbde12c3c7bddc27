import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GatewayCallbacks } from './callbacks';
import { CALLBACK_PATH, callbackRoute } from './callback-route';
import { loadPaymentsConfig } from './config';
import { BuiltInGateway } from './gateway/builtin';
import { gatewayPage } from './gateway/page';
import { GatewaySessions } from './gateway/queries';
import { PaymentBreaks } from './breaks';
import { PaymentLedger } from './ledger';
import { OperatorDesk } from './operator-desk';
import { OwedBalances } from './owed';
import { PlayerPayments } from './player-payments';
import { PaymentQueries } from './queries';
import { PaymentRecords } from './records';
import { PaymentReviews } from './reviews';
import { paymentRoutes } from './routes';
import { GatewayTransfers } from './transfers';
import type { PaymentRow } from './queries';
import type { BreakPayments } from '../protection';

/** How often hosted deposits and gateway sessions past their time are expired. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * The payments domain (spec §2, §3, §7, §8) and the built-in payment gateway's page at
 * /provider/pay. Another gateway is one class implementing `PaymentGateway`, chosen here.
 */
async function paymentsModule(app: FastifyInstance): Promise<void> {
  const config = app.config.payments ?? loadPaymentsConfig({}, false);
  const { wallets, bonusWallet, notifications, protection, outbox } = app.platform;
  const sessions = new GatewaySessions(app.db);
  const gateway = new BuiltInGateway(sessions, {
    publicUrl: config.gatewayPublicUrl,
    sessionTtlSeconds: config.sessionTtlSeconds,
  });
  const queries = new PaymentQueries(app.db, app.metrics);
  const ledger = new PaymentLedger({ wallets, notifications, log: app.log });
  const records = new PaymentRecords(queries);
  const reviews = new PaymentReviews();
  const transfers = new GatewayTransfers({ queries, gateway, log: app.log });
  const player = new PlayerPayments({
    queries,
    ledger,
    protection,
    gateway,
    wallets,
    bonusWallet,
    transferIban: config.transferIban,
    reviews,
    kycHoldMinor: config.kycHoldMinor,
  });
  const desk = new OperatorDesk({
    queries,
    ledger,
    records,
    transfers,
    protection,
    reviews,
    fourEyesMinor: config.withdrawalFourEyesMinor,
  });
  const owed = new OwedBalances({ queries, ledger, records, transfers, wallets, protection });
  const callbacks = new GatewayCallbacks({
    queries,
    ledger,
    transfers,
    protection,
    gatewaySecret: config.gatewaySecret,
    callbackToleranceSeconds: config.callbackToleranceSeconds,
    log: app.log,
  });
  const breaks = new PaymentBreaks({ queries, gateway, wallets, outbox, log: app.log });
  app.decorate('payments', {
    breaks,
    expire: () => callbacks.expire(),
  } satisfies PaymentsDomain);
  paymentRoutes(app, { player, desk, owed });
  callbackRoute(app, callbacks);

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
    async (scope) => gatewayPage(scope, { sessions, secret: config.gatewaySecret, deliver }),
    { prefix: '/provider/pay' },
  );

  // Hosted deposits and gateway sessions past their time expire: a job, each period's run on one
  // replica (docs/ops.md › Many replicas); both are conditional updates, safe to run again. Tests
  // call `app.payments.expire()` themselves.
  if (app.config.nodeEnv !== 'test') {
    app.background.every('payment-expiry', EXPIRY_SWEEP_MS, async () => {
      await gateway.expireSessions();
      return callbacks.expire();
    });
  }
}

/** What `app.payments` offers other domains, ops and tests. */
export interface PaymentsDomain {
  /** Its part of a player's break (LCCP 3.5), asked by the protection domain. */
  breaks: BreakPayments<PaymentRow>;
  /** Hosted deposits whose session ran out become Expired (spec §3 Expired); how many. */
  expire(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain's part of a break, and the expiry sweep (ops and tests). */
    payments: PaymentsDomain;
  }
}

/** Not encapsulated, so that `app.payments` (the expiry sweep) is reachable by ops and tests. */
export default fp(paymentsModule, { name: 'payments', dependencies: ['platform', 'background'] });

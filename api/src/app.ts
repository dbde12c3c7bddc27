import { REDACT_PATHS, serializeRequest, skipCleanValues } from './lib/log-redaction';
import Fastify, {
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyPluginAsync,
} from 'fastify';
import { AJV_OPTIONS } from '@oyna/contracts/schemas';
import type { AppConfig } from './config';
import accountModule from './modules/account/plugin';
import backofficeModule from './modules/backoffice/plugin';
import casinoModule from './modules/casino/plugin';
import sportsModule from './modules/sports/plugin';
import authModule from './modules/auth/plugin';
import bonusModule from './modules/bonus/plugin';
import cmsModule from './modules/cms/plugin';
import clientReportsModule from './modules/client-reports/plugin';
import customerModule from './modules/customer/plugin';
import devModule from './modules/dev/plugin';
import healthModule from './modules/health/plugin';
import notificationsModule from './modules/notifications/plugin';
import notifyHub from './modules/notify/plugin';
import { clientErrorHandler, frameworkErrors } from './lib/client-errors';
import { buildValidator } from './lib/request-validation';
import requestIdPlugin, { requestIdOf } from './lib/request-id';
import paymentsModule from './modules/payments/plugin';
import protectionModule from './modules/protection/plugin';
import staffModule from './modules/staff/plugin';
import transactionModule from './modules/transaction/plugin';
import userModule from './modules/user/plugin';
import gameProviderModule from './modules/game-provider/plugin';
import walletModule from './modules/wallet/plugin';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorHandler from './plugins/error-handler';
import localePlugin from './plugins/locale';
import platform from './plugins/platform';
import metricsPlugin from './plugins/metrics';
import backgroundPlugin from './plugins/background';
import security from './plugins/security';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/**
 * The domains, each a plugin that builds its service over its queries and serves its calls of
 * the endpoint table (api/README.md › Add a domain). A new domain is one line here.
 */
const DOMAINS: FastifyPluginAsync[] = [
  healthModule,
  authModule,
  customerModule,
  userModule,
  bonusModule,
  cmsModule,
  transactionModule,
  notificationsModule,
  devModule,
  accountModule,
  paymentsModule,
  casinoModule,
  protectionModule,
  sportsModule,
  staffModule,
  backofficeModule,
  clientReportsModule,
];

/**
 * Builds the whole api without listening (tests drive it with `app.inject`). Order as in
 * CONVENTIONS.md › layout: external plugins, then the platform services and guards, the notify
 * hub, then the domains. Routes may still be added until `ready()`.
 */
export function buildApp(
  config: AppConfig,
  /** Where the log goes instead of stdout (a test reads what was logged). */
  options: { logStream?: FastifyLoggerOptions['stream'] } = {},
): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: REDACT_PATHS,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // A hub token in the query string is a credential too.
      serializers: { req: serializeRequest },
    },
    trustProxy: config.trustProxy,
    // Every log line of a request carries its id, the edge's when sane (lib/request-id.ts).
    genReqId: requestIdOf,
    // Shutdown (docs/ops.md › Health and shutdown): while closing, idle keep-alive connections are
    // closed, and a request that still arrives on an open one is served within the grace (with
    // `Connection: close`) rather than refused: the edge does not resend a refused POST, so a
    // 503 there would fail a player's bet that another replica could not take either.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
    // The request schemas' own ajv options (@oyna/contracts/schemas › formats), on top of
    // fastify's defaults (defaults, removeAdditional; type coercion in the url only: a JSON
    // body's money is a number, lib/request-validation.ts).
    ajv: { customOptions: { ...AJV_OPTIONS } },
    schemaController: { compilersFactory: { buildValidator } },
    // Refusals before routing (too long, too large, malformed) in the envelope too.
    clientErrorHandler,
    frameworkErrors,
  });
  // The same redaction, without re-walking its paths over values that hold nothing to redact.
  skipCleanValues(app.log, REDACT_PATHS);
  app.decorate('config', config);
  app.register(requestIdPlugin);

  app.register(localePlugin);
  app.register(errorHandler);
  app.register(security, { config });
  app.register(dbPlugin, { config });
  app.register(metricsPlugin);
  // Where the platform and the domains hand in their background work (jobs, leases); it runs
  // them when the app is ready, by role (docs/ops.md › Many replicas).
  app.register(backgroundPlugin);

  app.register(platform);
  app.register(authPlugin);
  // The notify hub at /notify (not under /api: the SignalR protocol, not the envelope).
  app.register(notifyHub);
  // The operator's seamless wallet and game launcher (/api/wallet, used by the casino domain)
  // and the built-in game provider it talks to over HTTP (/provider/games).
  app.register(walletModule);
  app.register(gameProviderModule);

  for (const domain of DOMAINS) app.register(domain);

  return app;
}

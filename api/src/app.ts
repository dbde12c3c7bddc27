import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import authRoutes from './modules/auth/routes';
import bonusRoutes from './modules/bonus/routes';
import cmsRoutes from './modules/cms/routes';
import customerRoutes from './modules/customer/routes';
import devRoutes from './modules/dev/routes';
import healthRoutes from './modules/health/routes';
import transactionRoutes from './modules/transaction/routes';
import userRoutes from './modules/user/routes';
import notificationsModule from './modules/notifications/plugin';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorHandler from './plugins/error-handler';
import localePlugin from './plugins/locale';
import security from './plugins/security';
import services from './plugins/services';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Every route lives under /api (nginx proxies /api/ unchanged). */
export const API_PREFIX = '/api';

/**
 * Builds the whole api without listening (tests drive it with `app.inject`). Order as in
 * CONVENTIONS.md › layout: external plugins, then app plugins (services), then routes per domain.
 * Routes may still be added until `ready()`.
 */
export function buildApp(config: AppConfig): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  });
  app.decorate('config', config);

  app.register(localePlugin);
  app.register(errorHandler);
  app.register(security, { config });
  app.register(dbPlugin, { config });

  app.register(services, { config });
  app.register(authPlugin);
  // Issue 5: the notify hub at /notify and the notification calls under /api.
  app.register(notificationsModule);

  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(cmsRoutes, { prefix: '/cms' });
      await api.register(transactionRoutes, { prefix: '/transaction' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(customerRoutes, { prefix: '/customer' });
      await api.register(userRoutes, { prefix: '/user' });
      await api.register(bonusRoutes, { prefix: '/bonus' });
      // Development only: the outbox reader must never exist in production.
      if (config.nodeEnv !== 'production') await api.register(devRoutes, { prefix: '/dev' });
    },
    { prefix: API_PREFIX },
  );

  return app;
}

import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import cmsRoutes from './modules/cms/routes';
import healthRoutes from './modules/health/routes';
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

  app.register(services);

  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(cmsRoutes, { prefix: '/cms' });
    },
    { prefix: API_PREFIX },
  );

  return app;
}

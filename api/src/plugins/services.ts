import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CmsQueries } from '../modules/cms/queries';
import { CmsService } from '../modules/cms/service';

export interface Services {
  cms: CmsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** App plugins: one service per domain over its queries (CONVENTIONS.md › layout). */
async function services(app: FastifyInstance): Promise<void> {
  app.decorate('services', {
    cms: new CmsService(new CmsQueries(app.db)),
  } satisfies Services);
}

export default fp(services, { name: 'services', dependencies: ['db'] });

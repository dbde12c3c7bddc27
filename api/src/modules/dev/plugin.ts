import type { FastifyInstance } from 'fastify';
import { devRoutes } from './routes';
import { DevService } from './service';

/**
 * Development only (the table's devOnly: never served when NODE_ENV=production): the outbox,
 * newest first, so that a person and the e2e tests can complete flows that need a code.
 */
export default async function devModule(app: FastifyInstance): Promise<void> {
  devRoutes(app, new DevService(app.platform.outbox));
}
